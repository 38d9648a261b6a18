import { estimateRequestSchema, estimateResponseSchema, idParamsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/language.js';
import { createApplicationEstimateService } from './applicationEstimate.js';
import { estimate } from './service.js';

/** A person answers a few questions; 30 estimates a minute per address stops scripted floods. */
export const ESTIMATES_PER_MINUTE = 30;

/** Issue 17: POST /api/eligibility/estimate, public (no sign-in), rate limited per address. */
export async function eligibilityRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/eligibility/estimate',
    {
      schema: { body: estimateRequestSchema, response: { 200: estimateResponseSchema } },
      config: { rateLimit: { max: ESTIMATES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => estimate(request.body, context.clock(), requestLanguage(request)),
  );

  // Issue 17 item 4: the same answer from the signed-in applicant's own application.
  const applicationEstimate = createApplicationEstimateService(context);
  api.get(
    '/api/applications/:id/estimate',
    {
      preHandler: context.requireSignedIn,
      schema: {
        params: idParamsSchema,
        response: { 200: estimateResponseSchema },
      },
    },
    async (request) =>
      applicationEstimate(request.userId, request.params.id, requestLanguage(request)),
  );
}
