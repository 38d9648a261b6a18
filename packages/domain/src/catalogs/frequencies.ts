// SPEC 3 / SPEC 9: income frequencies. 'bi-weekly' and 'annually' are spellings of
// 'biweekly' and 'annual'; 'semi-monthly' of 'semimonthly' (twice a month, issue 18).
// Expenses are monthly or annual only (SPEC 3, SPEC 5).
export const incomeFrequencies = [
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'annual',
] as const;
export type IncomeFrequency = (typeof incomeFrequencies)[number];

export const expenseFrequencies = ['monthly', 'annual'] as const;
export type ExpenseFrequency = (typeof expenseFrequencies)[number];

/** SPEC 5: the income and expense forms default to monthly. */
export const DEFAULT_FREQUENCY = 'monthly' satisfies IncomeFrequency & ExpenseFrequency;

const frequencyAliases: Readonly<Record<string, IncomeFrequency>> = {
  weekly: 'weekly',
  biweekly: 'biweekly',
  'bi-weekly': 'biweekly',
  semimonthly: 'semimonthly',
  'semi-monthly': 'semimonthly',
  monthly: 'monthly',
  annual: 'annual',
  annually: 'annual',
};

/** Canonical frequency for any accepted spelling (trimmed, any case); undefined otherwise. */
export function normalizeFrequency(value: unknown): IncomeFrequency | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(frequencyAliases, key) ? frequencyAliases[key] : undefined;
}

/**
 * The document reader answers 'unknown' when a document neither states nor implies how often
 * it pays (decision 0261): such an amount is per pay period, so it is never made monthly nor
 * pre-filled; the applicant adds it with the frequency they know. (A missing frequency in
 * stored data still counts as monthly, decision 0042.)
 */
export function isUnknownFrequency(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'unknown';
}

/**
 * Frequency used by the money math for stored data. Anything unknown counts as monthly,
 * the forms' default (docs/decisions/0042).
 */
export function frequencyOrMonthly(value: unknown): IncomeFrequency {
  return normalizeFrequency(value) ?? DEFAULT_FREQUENCY;
}

export const frequencyLabels: Readonly<Record<IncomeFrequency, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  annual: 'Yearly',
};
