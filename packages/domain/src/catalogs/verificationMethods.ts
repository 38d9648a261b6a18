import { isWorkIncomeCategory } from './incomeCategories.js';

// SPEC 2 income verification: four methods per source.
export const verificationMethods = ['documents', 'payroll', 'bank', 'notes'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

/** SPEC 2: once verified, the source shows 'Verified via' and the method. */
export const verificationMethodLabels: Readonly<Record<VerificationMethod, string>> = {
  documents: 'Documents',
  payroll: 'Payroll',
  bank: 'Bank Account',
  notes: 'Notes',
};

export function verifiedViaText(method: VerificationMethod): string {
  return `Verified via ${verificationMethodLabels[method]}`;
}

/** SPEC 2 and 6: payroll linking only for W-2 sources or category 1 or 2. */
export function payrollLinkAllowed(entry: {
  categoryId: number;
  isW2Income?: boolean | null;
}): boolean {
  return entry.isW2Income === true || isWorkIncomeCategory(entry.categoryId);
}

/** SPEC 2: W-2 badge if isW2Income; 1099 badge if category 1 or 2 and not W-2. */
export function incomeEntryBadges(entry: {
  categoryId: number;
  isW2Income?: boolean | null;
}): ('W-2' | '1099')[] {
  if (entry.isW2Income === true) return ['W-2'];
  return isWorkIncomeCategory(entry.categoryId) ? ['1099'] : [];
}

export interface VerificationProgress {
  verified: number;
  total: number;
  /** SPEC 2: Continue to Expenses is enabled only when all sources are verified. */
  allVerified: boolean;
}

export function verificationProgress(
  entries: readonly { verification?: unknown }[],
): VerificationProgress {
  const verified = entries.filter((entry) => entry.verification != null).length;
  return { verified, total: entries.length, allVerified: verified === entries.length };
}

/** SPEC 7 bank link: transactions of the last 90 days. SPEC 4: widget retry after 100 ms. */
export const BANK_TRANSACTION_WINDOW_DAYS = 90;
export const BANK_LINK_RETRY_DELAY_MS = 100;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** start_date and end_date (YYYY-MM-DD, UTC calendar) for 90 days back to today. */
export function bankTransactionWindow(today: Date): { start_date: string; end_date: string } {
  const start = new Date(today.getTime());
  start.setUTCDate(start.getUTCDate() - BANK_TRANSACTION_WINDOW_DAYS);
  return { start_date: isoDate(start), end_date: isoDate(today) };
}
