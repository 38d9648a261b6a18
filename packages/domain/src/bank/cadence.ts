import type { IncomeFrequency } from '../catalogs/frequencies.js';

// Issue 6: how often deposits arrive, read from their dates, against the stated frequency.

export const depositCadences = ['weekly', 'biweekly', 'monthly', 'irregular', 'unknown'] as const;
export type DepositCadence = (typeof depositCadences)[number];
export type RegularCadence = Extract<DepositCadence, 'weekly' | 'biweekly' | 'monthly'>;

/** Days between deposits that count as each cadence (monthly is 28-31 days, give or take). */
const cadenceDays: readonly { cadence: RegularCadence; min: number; max: number }[] = [
  { cadence: 'weekly', min: 5, max: 9 },
  { cadence: 'biweekly', min: 12, max: 16 },
  { cadence: 'monthly', min: 26, max: 35 },
];

const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a YYYY-MM-DD date (UTC calendar); NaN when not a date. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** The middle gap between consecutive distinct dates (the lower middle for an even count). */
function medianGap(dates: readonly string[]): number | undefined {
  const days = [...new Set(dates.map(dayNumber).filter(Number.isFinite))].sort((a, b) => a - b);
  const gaps = days.slice(1).map((day, index) => day - (days[index] as number));
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor((gaps.length - 1) / 2)];
}

/** The cadence of deposits from their dates: 'unknown' with fewer than two distinct dates. */
export function detectCadence(dates: readonly string[]): DepositCadence {
  const gap = medianGap(dates);
  if (gap === undefined) return 'unknown';
  return cadenceDays.find((band) => gap >= band.min && gap <= band.max)?.cadence ?? 'irregular';
}

/**
 * The cadence deposits of a stated frequency arrive at: annual income is paid monthly; twice
 * a month is 13 to 16 days apart, which the dates read as every two weeks.
 */
export function expectedCadence(frequency: IncomeFrequency): RegularCadence {
  if (frequency === 'annual') return 'monthly';
  return frequency === 'semimonthly' ? 'biweekly' : frequency;
}
