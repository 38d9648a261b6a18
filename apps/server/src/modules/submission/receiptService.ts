import { type Language, taxYearOn } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createApplicationDataLoader } from '../summaries/applicationData.js';
import { receiptContent } from './receiptContent.js';
import { ReceiptFailed, ReceiptRenderer } from './receiptRenderer.js';

/**
 * Issue 7: the printable receipt of a submitted application, drawn on a worker thread (a
 * receipt that embeds a font for the applicant's name takes a few hundred milliseconds).
 */
export function createReceiptService(context: AppContext) {
  const load = createApplicationDataLoader(context);
  const renderer = new ReceiptRenderer();
  return {
    /** 409 while a draft; 503 when the renderer is too busy. */
    async receipt(userId: string, applicationId: number, language: Language) {
      const data = await load(userId, applicationId);
      if (data.application.status === 'draft' || !data.application.submittedAt) {
        throw new HttpError(409, 'receiptNotReady');
      }
      const applicant = await context.authRepository.findUserById(userId);
      if (!applicant) throw notFound('applicationNotFound');
      const receipt = receiptContent({
        data,
        applicant,
        language,
        taxYear: taxYearOn(context.clock()),
        helpContacts: context.config.helpContacts,
      });
      const bytes = await renderer.render(receipt).catch((error: unknown) => {
        if (error instanceof ReceiptFailed) throw new HttpError(503, 'receiptBusy');
        throw error;
      });
      return { bytes: Buffer.from(bytes), confirmationNumber: receipt.confirmationNumber };
    },
    close: () => renderer.close(),
  };
}
