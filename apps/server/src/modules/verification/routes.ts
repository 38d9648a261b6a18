import {
  incomeEntryParamsSchema,
  incomeEntrySchema,
  verifyIncomeEntrySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/language.js';
import { createVerificationService } from './service.js';

/** Issue 6: POST /api/income-entries/:id/verification. */
export async function verificationRoutes(app: FastifyInstance, context: AppContext) {
  const service = createVerificationService(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/income-entries/:id/verification',
    {
      preHandler: context.requireSignedIn,
      schema: {
        params: incomeEntryParamsSchema,
        body: verifyIncomeEntrySchema,
        response: { 200: incomeEntrySchema },
      },
    },
    async (request) =>
      service.verify(request.userId, request.params.id, request.body, requestLanguage(request)),
  );
}
