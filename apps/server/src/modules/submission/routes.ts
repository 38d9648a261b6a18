import { idParamsSchema, submitRequestSchema, submitResponseSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/language.js';
import { signedInApi } from '../../http/routePlugin.js';
import { toApplication } from '../applications/toApplication.js';
import { helpContactsRoute } from './helpContactsRoute.js';
import { receiptRoute } from './receiptRoute.js';
import { createSubmissionService } from './service.js';

// SPEC 7 POST /api/applications/{id}/submit, the help contacts of the submission page and
// the printable receipt.
export async function submissionRoutes(app: FastifyInstance, context: AppContext) {
  const service = createSubmissionService(context);
  const { api, signedIn } = signedInApi(app, context);

  api.post(
    '/api/applications/:id/submit',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: submitRequestSchema,
        response: { 200: submitResponseSchema },
      },
    },
    async (request) => {
      const outcome = await service.submit(
        request.userId,
        request.params.id,
        request.body,
        requestLanguage(request),
        request.log,
      );
      return {
        id: outcome.application.id,
        status: outcome.status,
        confirmationNumber: outcome.confirmationNumber,
        submittedAt: outcome.submittedAt.toISOString(),
        alreadySubmitted: outcome.alreadySubmitted,
        application: toApplication(outcome.application),
      };
    },
  );

  helpContactsRoute(app, context);
  receiptRoute(app, context);
}
