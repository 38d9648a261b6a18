import { mileageRateForYear } from '../catalogs/mileageRates.js';
import { amountToCents } from '../money/amount.js';
import { expenseMonthlyUnits } from '../money/monthly.js';
import { mileageMonthlyUnits, parseMilesPerWeek, tenthsOfCentFromCentsPerMile } from './mileage.js';

/** The fields of an expense the money math reads (SPEC 3 expense). */
export interface ExpenseLike {
  id?: number | string;
  incomeEntryId: number | string;
  expenseType: string;
  description?: string | null;
  amount?: string | number | null;
  frequency?: string | null;
  isMileageExpense?: boolean | null;
  milesPerWeek?: string | number | null;
  /** Cents per mile recorded with the expense (e.g. 67); else the tax year's IRS rate. */
  mileageRate?: number | null;
}

/**
 * Exact monthly units of an expense (SPEC 3/5: monthly, or annual / 12). A mileage expense
 * with miles is miles/week x 52/12 x rate (DESIGN), at its recorded rate or the tax year's.
 */
export function expenseMonthlyUnitsOf(expense: ExpenseLike, taxYear: number): bigint {
  const miles = expense.isMileageExpense ? parseMilesPerWeek(expense.milesPerWeek) : undefined;
  if (miles !== undefined) {
    const rate =
      tenthsOfCentFromCentsPerMile(expense.mileageRate) ??
      mileageRateForYear(taxYear).tenthsOfCentPerMile;
    return mileageMonthlyUnits(miles, rate);
  }
  return expenseMonthlyUnits(amountToCents(expense.amount), expense.frequency ?? 'monthly');
}

/** Cents per mile used for a mileage expense: its recorded rate, else the tax year's. */
export function expenseCentsPerMile(expense: ExpenseLike, taxYear: number): number {
  const recorded = tenthsOfCentFromCentsPerMile(expense.mileageRate);
  return (recorded ?? mileageRateForYear(taxYear).tenthsOfCentPerMile) / 10;
}
