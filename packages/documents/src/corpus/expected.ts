import type { IncomeFrequency } from '@benefits/domain';
import type { DocumentClass } from '../classify/documentClasses.js';
import type { DocumentErrorCode } from '../errors.js';
import type { LayoutWriter, PageLayout } from './layout.js';

/** The ground truth a corpus document carries. Amounts in cents, dates ISO. */
export interface ExpectedFields {
  documentClass: DocumentClass;
  /** Employer or payer as printed. */
  payer?: string;
  /** The income amount the analyzer should report, at `frequency`. */
  amountCents?: number;
  frequency?: IncomeFrequency;
  /** SPEC 9 category name. */
  category?: string;
  applicantName?: string;
  payDate?: string;
  periodStart?: string;
  periodEnd?: string;
  grossCents?: number;
  netCents?: number;
}

/** A generated document before rendering: its pages and what it says. */
export interface CorpusDocument {
  name: string;
  pages: PageLayout[];
  expected: ExpectedFields;
  /** PDF metadata the generator sets (Producer, dates). */
  pdfInfo?: { producer: string; creator: string; created: Date; modified: Date };
}

/** A rendered corpus file. */
export interface CorpusFile {
  name: string;
  format: 'pdf-text' | 'pdf-scan' | 'png' | 'jpeg-photo' | 'broken';
  bytes: Uint8Array;
  expected?: ExpectedFields;
  expectedError?: DocumentErrorCode;
  /** Fraud indicator types the file should raise on its own. */
  expectedFraud?: string[];
}

/** What a document states about one income: who pays, how much (cents), how often, category. */
export interface StatedIncome {
  payer: string;
  amountCents: number;
  frequency: IncomeFrequency;
  category: string;
}

/** A one-page generated document and its truth: class, printed name and any income it states. */
export function onePageDocument(
  name: string,
  page: LayoutWriter,
  documentClass: DocumentClass,
  applicantName: string,
  income?: StatedIncome,
): CorpusDocument {
  return { name, pages: [page.page()], expected: { documentClass, ...income, applicantName } };
}

/** A Social Security benefit as a letter or statement from the SSA states it. */
export function socialSecurityIncome(
  amountCents: number,
  frequency: IncomeFrequency,
): StatedIncome {
  const payer = 'Social Security Administration';
  return { payer, amountCents, frequency, category: 'social-security' };
}
