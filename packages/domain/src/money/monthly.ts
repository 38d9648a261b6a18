import {
  type ExpenseFrequency,
  frequencyOrMonthly,
  type IncomeFrequency,
} from '../catalogs/frequencies.js';

// All monthly math is exact: amounts become bigint "units" of 1/12000 of a cent, a common
// denominator of every factor below (x/12 for the summary, x/100 for the risk check, x/1000
// for mileage rates in tenths of a cent per mile). Rounding happens once, at the edge, with
// `roundUnits` (docs/decisions/0041).
export const UNITS_PER_CENT = 12_000n;

/**
 * SPEC 9 summary conversion, as twelfths: annual /12, weekly x52/12, biweekly x26/12;
 * semimonthly (twice a month, issue 18) x24/12 = x2.
 */
export const summaryMonthlyTwelfths: Readonly<Record<IncomeFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annual: 1,
};

/** SPEC 9 risk conversion: weekly x4.33, bi-weekly x2.17, twice a month x2, monthly x1, annual /12. */
export const riskMonthlyFactors: Readonly<Record<IncomeFrequency, number>> = {
  weekly: 4.33,
  biweekly: 2.17,
  semimonthly: 2,
  monthly: 1,
  annual: 1 / 12,
};

// The same factors as exact units per cent (x4.33 = 433/100 = 51960/12000).
const riskUnitsPerCent: Readonly<Record<IncomeFrequency, bigint>> = {
  weekly: 433n * 120n,
  biweekly: 217n * 120n,
  semimonthly: 2n * UNITS_PER_CENT,
  monthly: UNITS_PER_CENT,
  annual: UNITS_PER_CENT / 12n,
};

/** Exact monthly units of an amount, by the summary conversion. Unknown frequency: monthly. */
export function summaryMonthlyUnits(cents: number, frequency: unknown): bigint {
  return BigInt(cents) * BigInt(summaryMonthlyTwelfths[frequencyOrMonthly(frequency)]) * 1000n;
}

/** Exact monthly units of an amount, by the risk conversion. Unknown frequency: monthly. */
export function riskMonthlyUnits(cents: number, frequency: unknown): bigint {
  return BigInt(cents) * riskUnitsPerCent[frequencyOrMonthly(frequency)];
}

/** SPEC 3 and 5: expenses are monthly or annual (annual /12). */
export function expenseMonthlyUnits(cents: number, frequency: ExpenseFrequency | string): bigint {
  return summaryMonthlyUnits(
    cents,
    frequencyOrMonthly(frequency) === 'annual' ? 'annual' : 'monthly',
  );
}

/** Rounds exact units to whole cents, half away from zero. The only rounding step. */
export function roundUnits(units: bigint): number {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const cents = Number((abs + UNITS_PER_CENT / 2n) / UNITS_PER_CENT);
  return negative ? 0 - cents : cents; // 0 - 0 is +0, never -0
}

export function sumUnits(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** Monthly cents of one amount by the summary conversion (SPEC 9), rounded once. */
export function monthlyCents(cents: number, frequency: unknown): number {
  return roundUnits(summaryMonthlyUnits(cents, frequency));
}

/** Monthly cents of one amount by the risk conversion (SPEC 9), rounded once. */
export function riskMonthlyCents(cents: number, frequency: unknown): number {
  return roundUnits(riskMonthlyUnits(cents, frequency));
}
