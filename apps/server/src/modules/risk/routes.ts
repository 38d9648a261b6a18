import { idParamsSchema, riskAssessmentSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createApplicationDataLoader, taxYearOf } from '../summaries/applicationData.js';
import { applicationRisk, riskAtSubmission } from './service.js';

// DESIGN: GET /api/applications/{id}/risk returns { flags, overallRisk, valid }; for a
// submitted application, the one recorded at submission.
export async function riskRoutes(app: FastifyInstance, context: AppContext) {
  const load = createApplicationDataLoader(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/applications/:id/risk',
    {
      preHandler: context.requireSignedIn,
      schema: { params: idParamsSchema, response: { 200: riskAssessmentSchema } },
    },
    async (request) => {
      const data = await load(request.userId, request.params.id);
      return riskAtSubmission(data.application) ?? applicationRisk(data, taxYearOf(context));
    },
  );
}
