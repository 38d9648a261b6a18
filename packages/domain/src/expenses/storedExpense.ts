import type { ExpenseFrequency } from '../catalogs/frequencies.js';
import { mileageDeduction } from '../summaries/mileage.js';

/** The money fields of a validated expense form (`expenseFormSchema`'s output). */
export interface ExpenseMoneyInput {
  amount: number | null;
  frequency: ExpenseFrequency;
  isMileageExpense: boolean;
  milesPerWeek: number | null;
  mileageType: string;
}

/** What is stored for an expense's money: dollars as text with 2 decimals. */
export interface StoredExpenseMoney {
  amount: string;
  frequency: ExpenseFrequency;
  isMileageExpense: boolean;
  milesPerWeek: number | null;
  mileageType: string | null;
  /** Cents per mile of the tax year's IRS rate; null for other expenses. */
  mileageRate: number | null;
}

/**
 * SPEC 3 and DESIGN: a mileage expense is stored as its monthly deduction (miles per week x
 * 52/12 x the tax year's IRS rate) with that rate, whatever amount the browser sent; any
 * other expense keeps its amount and frequency and no mileage fields.
 */
export function storedExpenseMoney(form: ExpenseMoneyInput, taxYear: number): StoredExpenseMoney {
  if (form.isMileageExpense) {
    const deduction = mileageDeduction(form.milesPerWeek, taxYear);
    return {
      amount: deduction.monthlyDeduction.toFixed(2),
      frequency: 'monthly',
      isMileageExpense: true,
      milesPerWeek: deduction.milesPerWeek,
      mileageType: form.mileageType,
      mileageRate: deduction.centsPerMile,
    };
  }
  return {
    amount: (form.amount ?? 0).toFixed(2),
    frequency: form.frequency,
    isMileageExpense: false,
    milesPerWeek: null,
    mileageType: null,
    mileageRate: null,
  };
}
