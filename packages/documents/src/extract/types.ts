import type { IncomeFrequency } from '@benefits/domain';
import type { DocumentClass } from '../classify/documentClasses.js';
import type { PayCycle } from './frequency.js';

/** One income source a document shows, before it becomes a SPEC 3 income item. */
export interface IncomeFinding {
  /** SPEC 9 category name: wages, self-employment, social-security, ... */
  category: string;
  source: string;
  amountCents: number;
  /** 'unknown' when the document neither states nor implies how often: the applicant is asked. */
  frequency: IncomeFrequency | 'unknown';
  /** 0-1, before the document's text quality is applied. */
  confidence: number;
  /** Each field's own confidence, 0-1, before the text quality is applied. */
  fieldConfidence?: FieldConfidence;
}

/** How sure the reader is of each field of an income finding (0 when it could not be read). */
export interface FieldConfidence {
  amount: number;
  frequency: number;
  source: number;
}

/** The pay stub's own numbers, kept for the fraud checks. */
export interface PayStubFacts {
  grossCents?: number;
  netCents?: number;
  deductionsCents?: number;
  ytdGrossCents?: number;
  ytdNetCents?: number;
  periodStart?: string;
  periodEnd?: string;
  payDate?: string;
  statedCycle?: PayCycle;
  datesCycle?: PayCycle;
  /** How sure each amount's reading is (by column header, label or a guess from order). */
  confidence?: Partial<Record<'gross' | 'net' | 'deductions' | 'ytdGross' | 'ytdNet', number>>;
}

/** A bank deposit listed for the applicant to say what it is; never summed into income. */
export interface DepositToClassify {
  date: string;
  description: string;
  amountCents: number;
  /** Why it is not counted: cash or cheque deposits say nothing about who paid. */
  reason: 'atm' | 'check' | 'cash' | 'other';
}

/** A home address as a photo ID prints it: street line, city, two-letter state, 5-digit ZIP. */
export interface CardAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * What a photo ID shows that the applicant is asked anyway (decision 0780): her date of birth
 * (ISO) and home address. Never the licence number.
 */
export interface CardIdentity {
  dateOfBirth?: string;
  address?: CardAddress;
}

/** Everything read from one document. Amounts in cents, dates ISO. */
export interface DocumentFields {
  payer?: string;
  /** The name printed on the document (the employee, recipient, tenant, cardholder). */
  printedName?: string;
  income: IncomeFinding[];
  payStub?: PayStubFacts;
  /** Lease: the monthly rent and who receives it. */
  lease?: { rentCents?: number; landlord?: string; tenant?: string };
  /** The tax year of a W-2 or 1099, the statement month of a bank statement. */
  year?: number;
  /** Bank statements: deposits that may or may not be income (ATM, cheque), for the applicant to classify. */
  depositsToClassify?: DepositToClassify[];
  /** Photo IDs: the date of birth and home address printed on the card. */
  identity?: CardIdentity;
  /** Latest date on the document that claims to be when it was issued or paid. */
  documentDate?: string;
}

export type FieldExtractor = (lines: string[], documentClass: DocumentClass) => DocumentFields;
