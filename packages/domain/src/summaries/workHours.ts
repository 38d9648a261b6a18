import { isWorkIncomeCategory } from '../catalogs/incomeCategories.js';
import { amountToCents } from '../money/amount.js';
import { summaryMonthlyUnits, UNITS_PER_CENT } from '../money/monthly.js';

// DESIGN: an income entry of category 1 or 2 may carry hoursPerWeek. Where it is missing, the
// work hours are the minimum-wage equivalent of its monthly work income (/ 7.25), and the UI
// says which basis it shows. Weeks and months convert by 52/12 (SPEC 9's weekly factor).
export const FEDERAL_MINIMUM_WAGE_CENTS = 725;
export const MAX_HOURS_PER_WEEK = 168;

export const workHoursBases = ['reported', 'minimumWage', 'mixed', 'none'] as const;
/**
 * reported: every work entry has hoursPerWeek; minimumWage: none has; mixed: some have
 * (reported hours plus the minimum-wage equivalent of the rest); none: no work income.
 */
export type WorkHoursBasis = (typeof workHoursBases)[number];

export interface WorkHoursEntry {
  categoryId: number;
  amount?: string | number | null;
  frequency?: string | null;
  hoursPerWeek?: number | null;
}

export interface WorkHours {
  hoursPerWeek: number;
  hoursPerMonth: number;
  basis: WorkHoursBasis;
}

function validHours(hours: number | null | undefined): hours is number {
  return typeof hours === 'number' && Number.isFinite(hours) && hours >= 0;
}

/**
 * Hours are shown rounded down to one decimal, so 79.99 hours never shows as 80.0 and
 * never lands in a higher band than the exact value (docs/decisions/0047).
 */
export function floorToTenth(hours: number): number {
  return Math.floor(hours * 10 + 1e-9) / 10;
}

export function workHours(entries: readonly WorkHoursEntry[]): WorkHours {
  const work = entries.filter((entry) => isWorkIncomeCategory(entry.categoryId));
  let reportedWeekly = 0;
  let unreportedUnits = 0n;
  let reportedCount = 0;
  for (const entry of work) {
    if (validHours(entry.hoursPerWeek)) {
      reportedWeekly += Math.min(entry.hoursPerWeek, MAX_HOURS_PER_WEEK);
      reportedCount += 1;
    } else {
      unreportedUnits += summaryMonthlyUnits(amountToCents(entry.amount), entry.frequency);
    }
  }
  const minimumWageMonthly =
    Number(unreportedUnits) / Number(UNITS_PER_CENT * BigInt(FEDERAL_MINIMUM_WAGE_CENTS));
  const perMonth = (reportedWeekly * 52) / 12 + minimumWageMonthly;
  const perWeek = (perMonth * 12) / 52;
  let basis: WorkHoursBasis = 'mixed';
  if (work.length === 0) basis = 'none';
  else if (reportedCount === work.length) basis = 'reported';
  else if (reportedCount === 0) basis = 'minimumWage';
  return { hoursPerWeek: floorToTenth(perWeek), hoursPerMonth: floorToTenth(perMonth), basis };
}
