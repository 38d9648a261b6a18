import {
  type IncomeVerification,
  incomeEntryParamsSchema,
  incomeEntrySchema,
  payrollLinkAllowed,
  verifyIncomeEntrySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { ownedDraft } from '../applications/service.js';
import { verificationDetails } from '../bank/explanation.js';
import { createBankRepository } from '../bank/repository.js';
import type { StoredBankAnalysis } from '../bank/service.js';
import { createDocumentsRepository } from '../documents/repository.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import { createIncomeRepository } from '../income/repository.js';

/**
 * Issue 6: POST /api/income-entries/:id/verification. The server checks each method's
 * preconditions itself and records method, time and evidence (SPEC 4: the method type is
 * remembered). Owner-scoped; 409 once the application is submitted.
 */
export async function verificationRoutes(app: FastifyInstance, context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const entries = createIncomeRepository(context.db);
  const documents = createDocumentsRepository(context.db);
  const bank = createBankRepository(context.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/income-entries/:id/verification',
    {
      preHandler: context.requireSignedIn,
      schema: {
        params: incomeEntryParamsSchema,
        body: verifyIncomeEntrySchema,
        response: { 200: incomeEntrySchema },
      },
    },
    async (request) => {
      const entry = await entries.findForUser(request.userId, request.params.id);
      if (!entry) throw notFound('incomeEntryNotFound');
      await ownedDraft(applications, request.userId, entry.applicationId);

      const body = request.body;
      const verification: IncomeVerification = {
        method: body.method,
        status: 'verified',
        details: null,
        verifiedAt: context.clock().toISOString(),
        analysisPending: false,
        documentIds: [],
        transactionIds: [],
        notes: null,
        confidence: null,
      };
      switch (body.method) {
        case 'notes':
          verification.notes = body.notes;
          break;
        case 'payroll':
          // SPEC 6: payroll linking only for W-2 sources or category 1 or 2.
          if (!payrollLinkAllowed(entry)) throw new HttpError(400, 'payrollNotAllowed');
          break;
        case 'documents': {
          const ids = [...new Set(body.documentIds)];
          const found = await documents.findManyForUser(request.userId, ids);
          if (
            found.length !== ids.length ||
            found.some((row) => row.applicationId !== entry.applicationId)
          ) {
            throw notFound('documentNotFound');
          }
          for (const row of found) {
            if (row.incomeEntryId !== entry.id)
              await documents.attachToIncomeEntry(request.userId, row.id, entry.id);
          }
          verification.documentIds = ids;
          // SPEC 4: an upload whose analysis failed still counts, with 'Analysis pending'.
          verification.analysisPending =
            body.analysisPending || found.some((row) => row.processingStatus !== 'completed');
          if (verification.analysisPending) verification.status = 'analysis_pending';
          break;
        }
        case 'bank': {
          // The deposits must be ones this applicant's bank returned and the server analysed
          // for this source (the newest analysis covering all of them).
          const ids = [...new Set(body.transactionIds)];
          const analysis = (await bank.analysesForEntry(request.userId, entry.id)).find((row) =>
            ids.every((id) => row.transactionIds.includes(id)),
          );
          if (!analysis) throw new HttpError(400, 'bankTransactionsNotFound');
          const result = analysis.result as StoredBankAnalysis;
          verification.transactionIds = ids;
          verification.confidence = analysis.confidence;
          verification.status = result.verified ? 'verified' : 'needs_review';
          verification.details = verificationDetails(
            result.findings,
            result.verified,
            requestLanguage(request),
          );
          break;
        }
      }
      const updated = await entries.update(request.userId, entry.id, { verification });
      return toIncomeEntry(updated ?? entry);
    },
  );
}
