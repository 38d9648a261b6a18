import type { DocumentFacts } from '../analyze/documentFacts.js';
import { duplicateDocument } from './duplicate.js';
import { futurePayDate } from './futurePayDate.js';
import { nameMismatch } from './nameMismatch.js';
import { payMathMismatch } from './payMath.js';
import { pdfEdited } from './pdfEdited.js';
import type { FraudCheck, FraudContext, FraudIndicator } from './types.js';
import { yearToDateInconsistent } from './yearToDate.js';

export const fraudChecks: readonly FraudCheck[] = [
  payMathMismatch,
  yearToDateInconsistent,
  nameMismatch,
  futurePayDate,
  duplicateDocument,
  pdfEdited,
];

/** Every fraud indicator one document raises. Cheap: runs on the caller's thread. */
export function checkFraud(facts: DocumentFacts, context: FraudContext = {}): FraudIndicator[] {
  return fraudChecks.flatMap((check) => check(facts, context));
}
