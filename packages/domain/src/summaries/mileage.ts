import { mileageRateForYear } from '../catalogs/mileageRates.js';
import { parseAmount } from '../money/amount.js';
import { roundUnits } from '../money/monthly.js';

// DESIGN: monthly mileage deduction = miles per week x 52/12 x the IRS standard business rate.
// Miles are read like amounts (hundredths of a mile, rounded half up); the rate is in tenths of
// a cent. miles/100 x 52/12 x rate/10 cents = miles100 x rate10 x 52 / 12000 cents = that many
// exact units, rounded once.

/** The largest weekly mileage accepted: 168 hours at 60 mph, rounded up. */
export const MAX_MILES_PER_WEEK = 10_080;

/** Hundredths of a mile per week, or undefined when not a number from 0 to 10,080. */
export function parseMilesPerWeek(value: unknown): number | undefined {
  const parsed = parseAmount(value);
  return parsed.ok && parsed.cents <= MAX_MILES_PER_WEEK * 100 ? parsed.cents : undefined;
}

/** Rate in tenths of a cent per mile from a stored cents-per-mile number (65.5 -> 655). */
export function tenthsOfCentFromCentsPerMile(centsPerMile: unknown): number | undefined {
  return typeof centsPerMile === 'number' && Number.isFinite(centsPerMile) && centsPerMile >= 0
    ? Math.round(centsPerMile * 10)
    : undefined;
}

export function mileageMonthlyUnits(milesHundredths: number, tenthsOfCentPerMile: number): bigint {
  return BigInt(milesHundredths) * BigInt(tenthsOfCentPerMile) * 52n;
}

export interface MileageDeduction {
  milesPerWeek: number;
  centsPerMile: number;
  taxYear: number;
  source: string;
  /** True when the tax year is not in the table and the nearest known year's rate is used. */
  isFallbackRate: boolean;
  monthlyDeduction: number;
  annualDeduction: number;
}

/** DESIGN: the deduction for miles driven per week in a tax year, in dollars. */
export function mileageDeduction(milesPerWeek: unknown, taxYear: number): MileageDeduction {
  const miles = parseMilesPerWeek(milesPerWeek) ?? 0;
  const rate = mileageRateForYear(taxYear);
  const monthly = roundUnits(mileageMonthlyUnits(miles, rate.tenthsOfCentPerMile));
  return {
    milesPerWeek: miles / 100,
    centsPerMile: rate.centsPerMile,
    taxYear: rate.taxYear,
    source: rate.source,
    isFallbackRate: rate.isFallback,
    monthlyDeduction: monthly / 100,
    annualDeduction: (monthly * 12) / 100,
  };
}
