import fc from 'fast-check';
import type { ExpenseLike } from './expenseAmounts.js';
import type { IncomeEntryLike } from './financialSummary.js';

// Shared fast-check generators for the summary and risk property tests.

const categoryIds = [1, 2, 3, 4, 5, 6, 15, 24];
const frequencies = ['weekly', 'biweekly', 'bi-weekly', 'monthly', 'annual', 'annually'];

export const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000_00 }).map((cents) => (cents / 100).toFixed(2)),
  fc.integer({ min: 0, max: 5_000_000_00 }).map((cents) => cents / 100),
  fc.constantFrom('abc', '', '-5', null),
);

export function entriesArb(maxLength = 8): fc.Arbitrary<IncomeEntryLike[]> {
  return fc
    .array(
      fc.record({
        categoryId: fc.constantFrom(...categoryIds),
        source: fc.constantFrom('Acme', 'acme ', 'Diner', 'SSA', 'Rent', 'Gig'),
        amount: amountArb,
        frequency: fc.constantFrom(...frequencies),
        hoursPerWeek: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
        dontKnowAmount: fc.boolean(),
      }),
      { maxLength },
    )
    .map((entries) => entries.map((entry, index) => ({ ...entry, id: index + 1 })));
}

export function expensesArb(entryCount: number, maxLength = 8): fc.Arbitrary<ExpenseLike[]> {
  return fc
    .array(
      fc.record({
        incomeEntryId: fc.integer({ min: 1, max: Math.max(1, entryCount + 1) }),
        expenseType: fc.constantFrom('transportation', 'utilities', 'depreciation'),
        amount: amountArb,
        frequency: fc.constantFrom('monthly', 'annual'),
        isMileageExpense: fc.boolean(),
        milesPerWeek: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
        mileageRate: fc.option(fc.constantFrom(65.5, 67, 70), { nil: null }),
      }),
      { maxLength },
    )
    .map((expenses) => expenses.map((expense, index) => ({ ...expense, id: index + 1 })));
}
