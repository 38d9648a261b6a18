import { idParamsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { createApplicationDataLoader, taxYearOf } from '../summaries/applicationData.js';
import { receiptContent } from './receiptContent.js';
import { receiptPdf } from './receiptPdf.js';

/**
 * Issue 7: GET /api/applications/{id}/receipt.pdf. Made in the request: pdf-lib is pure
 * JavaScript and a receipt takes a few milliseconds (decisions-submission).
 */
export function receiptRoute(app: FastifyInstance, context: AppContext) {
  const load = createApplicationDataLoader(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/applications/:id/receipt.pdf',
    { preHandler: context.requireSignedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const data = await load(request.userId, request.params.id);
      if (data.application.status === 'draft' || !data.application.submittedAt) {
        throw new HttpError(409, 'receiptNotReady');
      }
      const applicant = await context.authRepository.findUserById(request.userId);
      if (!applicant) throw notFound('applicationNotFound');
      const receipt = receiptContent({
        data,
        applicant,
        language: requestLanguage(request),
        taxYear: taxYearOf(context),
        helpContacts: context.config.helpContacts,
      });
      const bytes = await receiptPdf(receipt);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="receipt-${receipt.confirmationNumber}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
