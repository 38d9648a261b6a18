import { idParamsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { createApplicationDataLoader, taxYearOf } from '../summaries/applicationData.js';
import { receiptContent } from './receiptContent.js';
import { ReceiptFailed, ReceiptRenderer } from './receiptRenderer.js';

/**
 * Issue 7: GET /api/applications/{id}/receipt.pdf, drawn on a worker thread (a receipt that
 * embeds a font for the applicant's name takes a few hundred milliseconds).
 */
export function receiptRoute(app: FastifyInstance, context: AppContext) {
  const load = createApplicationDataLoader(context);
  const renderer = new ReceiptRenderer();
  app.addHook('onClose', () => renderer.close());
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
      const bytes = await renderer.render(receipt).catch((error: unknown) => {
        if (error instanceof ReceiptFailed) throw new HttpError(503, 'receiptBusy');
        throw error;
      });
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
