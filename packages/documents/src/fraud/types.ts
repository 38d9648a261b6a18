import type { FraudIndicator } from '@benefits/domain';
import type { DocumentFacts } from '../analyze/documentFacts.js';

export type { FraudIndicator };

/** What the caller knows that the document does not: who applies, today, other uploads. */
export interface FraudContext {
  applicant?: { firstName: string; lastName: string };
  /** Today, for 'a pay date in the future'. Defaults to now. */
  today?: Date | string;
  /** SHA-256 (hex) of the applicant's documents already stored, for 'uploaded twice'. */
  otherDocumentHashes?: readonly string[];
}

export type FraudCheck = (facts: DocumentFacts, context: FraudContext) => FraudIndicator[];

/** 'your pay stub (stub.pdf)': how indicators name a document. */
export function documentName(facts: DocumentFacts, label: string): string {
  return facts.fileName ? `your ${label} (${facts.fileName})` : `your ${label}`;
}

/** OCR can misread a digit, so a check built on OCR numbers is one step less severe. */
export function readSeverity(
  facts: DocumentFacts,
  severity: 'high' | 'medium',
): 'high' | 'medium' | 'low' {
  if (facts.textSource === 'text-layer' || facts.textSource === 'word') return severity;
  return severity === 'high' ? 'medium' : 'low';
}
