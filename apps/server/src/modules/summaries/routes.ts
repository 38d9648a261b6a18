import {
  applicationIdField,
  enhancedFinancialSummarySchema,
  financialSummarySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { createSummaryService } from './service.js';

const applicationIdParams = z.object({ applicationId: applicationIdField });

// SPEC 7 GET /api/financial-summary/{applicationId} and /api/enhanced-financial-summary/{...}.
export async function summaryRoutes(app: FastifyInstance, context: AppContext) {
  const summaries = createSummaryService(context);
  const { api, signedIn } = signedInApi(app, context);

  api.get(
    '/api/financial-summary/:applicationId',
    {
      ...signedIn,
      schema: { params: applicationIdParams, response: { 200: financialSummarySchema } },
    },
    async (request) => summaries.financial(request.userId, request.params.applicationId),
  );

  api.get(
    '/api/enhanced-financial-summary/:applicationId',
    {
      ...signedIn,
      schema: { params: applicationIdParams, response: { 200: enhancedFinancialSummarySchema } },
    },
    async (request) => summaries.enhanced(request.userId, request.params.applicationId),
  );
}
