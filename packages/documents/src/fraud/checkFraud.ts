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
];

/** Checks on the document's own figures and dates, which an edited PDF's metadata backs up. */
const ownFigures = new Set<FraudCheck>([payMathMismatch, yearToDateInconsistent, futurePayDate]);

/**
 * Every fraud indicator one document raises. Cheap: runs on the caller's thread. An edited
 * PDF's metadata is raised only beside an inconsistency in the document's own figures (0703).
 */
export function checkFraud(facts: DocumentFacts, context: FraudContext = {}): FraudIndicator[] {
  const inconsistencies: FraudIndicator[] = [];
  const all = fraudChecks.flatMap((check) => {
    const found = check(facts, context);
    if (ownFigures.has(check)) inconsistencies.push(...found);
    return found;
  });
  return [...all, ...pdfEdited(facts, inconsistencies)];
}
