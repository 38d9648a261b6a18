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

/** A fraud indicator is raised only on values read at least this surely (field x text). */
export const HIGH_CONFIDENCE = 0.85;

type StubField = 'gross' | 'net' | 'deductions' | 'ytdGross' | 'ytdNet';

/**
 * Whether every one of these pay stub values was read surely enough to accuse on: its own
 * confidence (column header or label found, not guessed) times the page's text confidence
 * (1 for a text layer, tesseract's for OCR). A misread must never become an accusation.
 * Facts stored before fields carried confidences count as read by column or label (0.95).
 */
export function readSurely(facts: DocumentFacts, fields: readonly StubField[]): boolean {
  const confidence = facts.fields.payStub?.confidence;
  const text =
    facts.textSource === 'text-layer' || facts.textSource === 'word' ? 1 : facts.textConfidence;
  return fields.every(
    (field) => (confidence ? (confidence[field] ?? 0) : 0.95) * text >= HIGH_CONFIDENCE,
  );
}
