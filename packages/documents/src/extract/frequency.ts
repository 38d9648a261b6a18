import type { IncomeFrequency } from '@benefits/domain';
import { daysBetween } from './dates.js';

/** How often pay arrives, including semimonthly, which the domain has no word for. */
export type PayCycle = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

const STATED: [RegExp, PayCycle][] = [
  [/\bsemi[\s-]?monthly\b|\btwice (a|per) month\b|\b24 (pays|periods)\b/i, 'semimonthly'],
  [
    /\bbi[\s-]?weekly\b|\bevery (two|2|other) weeks?\b|\bfortnightly\b|\b26 (pays|periods)\b/i,
    'biweekly',
  ],
  [/\bweekly\b|\bevery week\b|\b52 (pays|periods)\b/i, 'weekly'],
  [/\bmonthly\b|\bevery month\b|\bonce a month\b/i, 'monthly'],
  [/\b(annual(ly)?|yearly)\b/i, 'annual'],
];

const LABELLED =
  /\b(pay\s*(frequency|cycle|period\s*type|schedule|group)|frequency)\b[:\s]*([a-z0-9\s-]{4,24})/gi;

/**
 * The pay cycle a document states next to a label ('Pay Frequency', 'Pay Cycle', 'Pay
 * Schedule', Workday's 'Pay Group: US Biweekly Pay Group'). Only a labelled statement counts:
 * 'monthly' elsewhere (a monthly premium) says nothing about pay.
 */
export function statedPayCycle(text: string): PayCycle | undefined {
  for (const labelled of text.matchAll(LABELLED)) {
    const value = labelled[3] ?? '';
    const cycle = STATED.find(([pattern]) => pattern.test(value))?.[1];
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * The pay cycle implied by a pay period's first and last days (inclusive): 7 days weekly,
 * 14 biweekly, 15-16 semimonthly (1st-15th, 16th-end), 28-31 monthly. Other lengths: unknown.
 */
export function payCycleFromPeriod(start: string, end: string): PayCycle | undefined {
  const days = daysBetween(start, end) + 1;
  if (days >= 6 && days <= 8) return 'weekly';
  if (days >= 13 && days <= 14) return 'biweekly';
  if (days >= 15 && days <= 16) return 'semimonthly';
  if (days >= 28 && days <= 31) return 'monthly';
  return undefined;
}

/**
 * The pay cycle implied by successive pay dates (a bank statement's deposits from one payer):
 * the typical gap between them. One date alone implies nothing.
 */
export function payCycleFromDates(dates: readonly string[]): PayCycle | undefined {
  const sorted = [...dates].sort();
  if (sorted.length < 2) return undefined;
  const gaps = sorted.slice(1).map((date, index) => daysBetween(sorted[index]!, date));
  const gap = gaps.sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)]!;
  if (gap >= 6 && gap <= 8) return 'weekly';
  if (gap >= 13 && gap <= 15) return 'biweekly';
  if (gap >= 15 && gap <= 17) return 'semimonthly';
  if (gap >= 28 && gap <= 31) return 'monthly';
  return undefined;
}

/**
 * A pay amount in the domain's frequencies. Semimonthly pay (24 a year) becomes monthly at
 * twice the amount: 24 x a = 12 x 2a, so the yearly total is exact.
 */
export function toIncomeFrequency(
  cents: number,
  cycle: PayCycle,
): { cents: number; frequency: IncomeFrequency } {
  if (cycle === 'semimonthly') return { cents: cents * 2, frequency: 'monthly' };
  return { cents, frequency: cycle };
}
