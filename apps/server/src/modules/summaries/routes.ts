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

  const routes = [
    ['/api/financial-summary', financialSummarySchema, summaries.financial],
    ['/api/enhanced-financial-summary', enhancedFinancialSummarySchema, summaries.enhanced],
  ] as const;
  for (const [path, response, summary] of routes) {
    api.get(
      `${path}/:applicationId`,
      { ...signedIn, schema: { params: applicationIdParams, response: { 200: response } } },
      context.replyCache.kept(async (request) =>
        summary(request.userId, request.params.applicationId),
      ),
    );
  }
}
