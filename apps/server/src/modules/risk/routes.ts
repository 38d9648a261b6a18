import { idParamsSchema, riskAssessmentSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createRiskService } from './service.js';

// DESIGN: GET /api/applications/{id}/risk.
export async function riskRoutes(app: FastifyInstance, context: AppContext) {
  const risk = createRiskService(context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/applications/:id/risk',
    {
      preHandler: context.requireSignedIn,
      schema: { params: idParamsSchema, response: { 200: riskAssessmentSchema } },
    },
    context.replyCache.kept(async (request) => risk.current(request.userId, request.params.id)),
  );
}
