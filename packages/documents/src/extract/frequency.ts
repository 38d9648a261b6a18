import type { IncomeFrequency } from '@benefits/domain';
import { daysBetween } from './dates.js';

/** How often pay arrives, including semimonthly, which the domain has no word for. */
export type PayCycle = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

const STATED: [RegExp, PayCycle][] = [
  [/\bsemi[\s-]?monthly\b|\btwice (a|per) month\b/i, 'semimonthly'],
  [/\bbi[\s-]?weekly\b|\bevery (two|2) weeks\b|\bfortnightly\b/i, 'biweekly'],
  [/\bweekly\b/i, 'weekly'],
  [/\bmonthly\b/i, 'monthly'],
  [/\b(annual(ly)?|yearly)\b/i, 'annual'],
];

const LABELLED =
  /\b(pay\s*(frequency|cycle|period\s*type|schedule)|frequency)\b[:\s]*([a-z\s-]{4,20})/i;

/** The pay cycle a document states next to a 'Pay Frequency' (or 'Pay Cycle') label. */
export function statedPayCycle(text: string): PayCycle | undefined {
  const labelled = LABELLED.exec(text);
  if (!labelled) return undefined;
  const value = labelled[3] ?? '';
  return STATED.find(([pattern]) => pattern.test(value))?.[1];
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
