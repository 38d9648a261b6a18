import { applicationIdField, financialSummary, financialSummarySchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { ownedApplication } from '../applications/service.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import { createIncomeRepository } from '../income/repository.js';

const applicationIdParams = z.object({ applicationId: applicationIdField });

/** Summaries are computed by packages/domain from the stored entries; nothing is stored. */
export async function summaryRoutes(app: FastifyInstance, context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const entries = createIncomeRepository(context.db);
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
}
