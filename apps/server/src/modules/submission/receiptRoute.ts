import { idParamsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/language.js';
import { createReceiptService } from './receiptService.js';

/** Issue 7: GET /api/applications/{id}/receipt.pdf. */
export function receiptRoute(app: FastifyInstance, context: AppContext) {
  const receipts = createReceiptService(context);
  app.addHook('onClose', () => receipts.close());
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/applications/:id/receipt.pdf',
      { preHandler: context.requireSignedIn, schema: { params: idParamsSchema } },
      async (request, reply) => {
        const { bytes, confirmationNumber } = await receipts.receipt(
          request.userId,
          request.params.id,
          requestLanguage(request),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${confirmationNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
}
