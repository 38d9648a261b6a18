import {
  applicationIdField,
  enhancedFinancialSummary,
  enhancedFinancialSummarySchema,
  financialSummary,
  financialSummarySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { ownedApplication } from '../applications/service.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import { createIncomeRepository } from '../income/repository.js';
import {
  createApplicationDataLoader,
  storedDocumentsAnalysis,
  taxYearOf,
} from './applicationData.js';

const applicationIdParams = z.object({ applicationId: applicationIdField });

/** Summaries are computed by packages/domain from the stored entries; nothing is stored. */
export async function summaryRoutes(app: FastifyInstance, context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const entries = createIncomeRepository(context.db);
  const load = createApplicationDataLoader(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // SPEC 7 GET /api/financial-summary/{applicationId}
  api.get(
    '/api/financial-summary/:applicationId',
    {
      preHandler: context.requireSignedIn,
      schema: { params: applicationIdParams, response: { 200: financialSummarySchema } },
    },
    async (request) => {
      const application = await ownedApplication(
        applications,
        request.userId,
        request.params.applicationId,
      );
      const rows = await entries.listForApplication(request.userId, application.id);
      return financialSummary(rows.map(toIncomeEntry));
    },
  );

  // SPEC 7 GET /api/enhanced-financial-summary/{applicationId}: entries, expenses and the
  // documents already read (the AI document analysis card).
  api.get(
    '/api/enhanced-financial-summary/:applicationId',
    {
      preHandler: context.requireSignedIn,
      schema: { params: applicationIdParams, response: { 200: enhancedFinancialSummarySchema } },
    },
    async (request) => {
      const data = await load(request.userId, request.params.applicationId);
      return enhancedFinancialSummary({
        entries: data.entries,
        expenses: data.expenses,
        analysis: storedDocumentsAnalysis(data.documents),
        taxYear: taxYearOf(context),
      });
    },
  );
}
