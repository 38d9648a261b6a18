import { documentClassLabels } from '../classify/documentClasses.js';
import { documentName, type FraudCheck, type FraudIndicator } from './types.js';

/** Tools people use to change PDFs, as they name themselves in Producer or Creator. */
export const EDITING_TOOLS =
  /ilovepdf|smallpdf|sejda|pdfescape|pdf-?xchange\s*editor|pdfelement|wondershare|foxit\s*(phantom|editor|pdf\s*editor)|nitro|acrobat\s*pro|adobe\s*acrobat\s*(pro|standard|dc)|pdf\s*candy|pdffiller|dochub|soda\s*pdf|master\s*pdf\s*editor|libreoffice\s*draw|inkscape|pdf\s*expert|pdfsam/i;

/** Changed more than a day after it was made. */
const EDIT_GAP_MS = 24 * 60 * 60 * 1000;

/**
 * A PDF changed after it was produced: saved by an editing tool (Producer or Creator), or
 * modified more than a day after it was created. People compress, merge and re-save genuine
 * PDFs all the time (iLovePDF, Smallpdf), so this alone is no indicator (decision 0703): it is
 * raised only beside `inconsistencies`, indicators from the document's own figures or dates.
 * Both signs: high; either: medium. The metadata stays in the facts for the caseworker.
 */
export function pdfEdited(
  facts: Parameters<FraudCheck>[0],
  inconsistencies: readonly FraudIndicator[],
): FraudIndicator[] {
  const metadata = facts.pdfMetadata;
  if (!metadata || inconsistencies.length === 0) return [];
  const tool = [metadata.producer, metadata.creator].find(
    (value) => value && EDITING_TOOLS.test(value),
  );
  const created = metadata.createdAt ? Date.parse(metadata.createdAt) : Number.NaN;
  const modified = metadata.modifiedAt ? Date.parse(metadata.modifiedAt) : Number.NaN;
  const laterEdit = modified - created > EDIT_GAP_MS;
  if (!tool && !laterEdit) return [];
  const reasons: string[] = [];
  if (tool) reasons.push(`it was saved with ${tool}, a program for editing PDFs`);
  if (laterEdit) {
    const days = Math.round((modified - created) / 86_400_000);
    reasons.push(`it was changed ${days} day${days === 1 ? '' : 's'} after it was first made`);
  }
  return [
    {
      type: 'pdf_edited',
      description: `${documentName(facts, documentClassLabels[facts.documentClass]).replace(/^y/, 'Y')} may have been changed: ${reasons.join(', and ')}.`,
      severity: tool && laterEdit ? 'high' : 'medium',
      recommendation:
        'Upload the original file from your employer or agency, or a photo of the paper copy.',
    },
  ];
}
