import type { ConfirmableIncomeField, ReadabilityReason } from '@benefits/domain';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import { statesIncome } from '../classify/documentClasses.js';
import { textFactor } from './incomeItems.js';

/** Below this a field is shown to the applicant to confirm, never pre-filled silently. */
export const CONFIRM_BELOW = 0.7;

export type ConfirmableField = ConfirmableIncomeField;

/** One field of one income item the applicant must confirm or fill in. */
export interface FieldToConfirm {
  /** Index into this document's `result.extractedData.income`. */
  incomeIndex: number;
  field: ConfirmableField;
  /** 0-1 after the text quality is applied; 0 when the document does not give it. */
  confidence: number;
  /** 'unknown': the document does not say (ask); 'low_confidence': read, but not surely. */
  reason: 'unknown' | 'low_confidence';
}

/** Why a document could not be read well, as a stable code the UI translates. */
export type { ReadabilityReason };

export interface Readability {
  status: 'ok' | 'needs_confirmation' | 'unreadable';
  reason?: ReadabilityReason;
  /** Plain words (English) for logs and API clients without a catalog; the UI uses `reason`. */
  message?: string;
}

/** OCR below this mean confidence is too unsure to use without a clearer photo. */
const LOW_TEXT = 0.55;

/** Every field of every income item read under 0.7, or not given by the document. */
export function fieldsToConfirm(facts: DocumentFacts): FieldToConfirm[] {
  const factor = textFactor(facts);
  return facts.fields.income.flatMap((finding, incomeIndex) => {
    const own = finding.fieldConfidence ?? {
      amount: finding.confidence,
      frequency: finding.confidence,
      source: finding.confidence,
    };
    return (['amount', 'frequency', 'source'] as const).flatMap((field): FieldToConfirm[] => {
      const unknown = field === 'frequency' && finding.frequency === 'unknown';
      const confidence = unknown ? 0 : Math.round(own[field] * factor * 100) / 100;
      if (!unknown && confidence >= CONFIRM_BELOW) return [];
      return [
        {
          incomeIndex,
          field,
          confidence,
          reason: unknown || own[field] === 0 ? 'unknown' : 'low_confidence',
        },
      ];
    });
  });
}

const MESSAGES: Record<ReadabilityReason, string> = {
  no_text:
    'We could not find any text in this file. Please upload a clearer photo, or enter the amounts yourself.',
  low_text_confidence:
    'This photo is hard to read. Please take a clearer photo in good light, flat and straight, or enter the amounts yourself.',
  unknown_kind:
    'We could not tell what kind of document this is. Please choose its type, or enter the amounts yourself.',
  no_amount_found:
    'We could not find the amount on this document. Please upload a clearer copy, or enter the amount yourself.',
};

/** Whether the document was read well, and if not, why, in a code and plain words. */
export function readability(
  facts: DocumentFacts,
  toConfirm: readonly FieldToConfirm[],
): Readability {
  const problem = (reason: ReadabilityReason): Readability => ({
    status: 'unreadable',
    reason,
    message: MESSAGES[reason],
  });
  if (facts.textSource === 'none' || facts.text.trim().length < 20) return problem('no_text');
  if (
    facts.textSource !== 'text-layer' &&
    facts.textSource !== 'word' &&
    facts.textConfidence < LOW_TEXT
  ) {
    return problem('low_text_confidence');
  }
  if (facts.documentClass === 'other' && facts.fields.income.length === 0)
    return problem('unknown_kind');
  if (statesIncome(facts.documentClass) && facts.fields.income.length === 0)
    return problem('no_amount_found');
  return toConfirm.length > 0 ? { status: 'needs_confirmation' } : { status: 'ok' };
}
