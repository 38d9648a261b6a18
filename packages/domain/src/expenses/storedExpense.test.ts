import { describe, expect, it } from 'vitest';
import { mileageRateForYear } from '../catalogs/mileageRates.js';
import { expenseFormSchema } from '../schemas/expenses.js';
import { mileageDeduction } from '../summaries/mileage.js';
import { storedExpenseMoney } from './storedExpense.js';

describe('storedExpenseMoney', () => {
  it('stores a mileage expense as its monthly deduction at the tax year rate, ignoring the amount', () => {
    const form = expenseFormSchema.parse({
      expenseType: 'transportation',
      description: 'Rideshare miles',
      amount: 999,
      frequency: 'annual',
      isMileageExpense: true,
      milesPerWeek: '150',
    });
    const stored = storedExpenseMoney(form, 2026);
    const expected = mileageDeduction(150, 2026);
    expect(stored).toEqual({
      amount: expected.monthlyDeduction.toFixed(2),
      frequency: 'monthly',
      isMileageExpense: true,
      milesPerWeek: 150,
      mileageType: 'business',
      mileageRate: mileageRateForYear(2026).centsPerMile,
    });
    // 150 x 52 / 12 x 72.5 cents = $471.25
    expect(stored.amount).toBe('471.25');
  });

  it('keeps an ordinary expense as entered, with no mileage fields', () => {
    const form = expenseFormSchema.parse({
      expenseType: 'utilities',
      description: 'Phone',
      amount: '45.5',
      frequency: 'annual',
    });
    expect(storedExpenseMoney(form, 2026)).toEqual({
      amount: '45.50',
      frequency: 'annual',
      isMileageExpense: false,
      milesPerWeek: null,
      mileageType: null,
      mileageRate: null,
    });
  });

  it('stores 0.00 when no amount was given', () => {
    const stored = storedExpenseMoney(
      {
        amount: null,
        frequency: 'monthly',
        isMileageExpense: false,
        milesPerWeek: null,
        mileageType: 'business',
      },
      2026,
    );
    expect(stored.amount).toBe('0.00');
  });
});
