import { type Expense, enhancedFinancialSummary, type IncomeEntry } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { expensesOfSource, expenseTaxYear, sourceTotals } from './sourceTotals';

const entry: IncomeEntry = {
  id: 10,
  applicationId: 1,
  categoryId: 2,
  category: { name: 'Self-Employment Income', allowsExpenses: true },
  source: 'Rideshare driving',
  amount: '450.00',
  frequency: 'weekly',
  isW2Income: false,
  dontKnowAmount: false,
  comment: null,
  confidence: null,
  hoursPerWeek: null,
  verification: null,
  createdAt: '2026-11-23T00:00:00.000Z',
};

function expense(values: Partial<Expense>): Expense {
  return {
    id: 1,
    incomeEntryId: 10,
    expenseType: 'utilities',
    description: 'Phone',
    amount: 60,
    frequency: 'monthly',
    notes: null,
    hasReceipt: false,
    isMileageExpense: false,
    milesPerWeek: null,
    mileageType: null,
    mileageRate: null,
    createdAt: '2026-11-23T01:00:00.000Z',
    ...values,
  };
}

describe('sourceTotals', () => {
  const expenses = [
    expense({ id: 3, amount: 600, frequency: 'annual', description: 'Insurance' }),
    expense({
      id: 2,
      expenseType: 'transportation',
      amount: 377,
      isMileageExpense: true,
      milesPerWeek: 120,
      mileageType: 'business',
      mileageRate: 72.5,
    }),
    expense({ id: 4, incomeEntryId: 99, amount: 1000 }),
  ];

  it("matches the domain's enhanced summary for the source", () => {
    const totals = sourceTotals(entry, expenses, 2026);
    const summary = enhancedFinancialSummary({ entries: [entry], expenses, taxYear: 2026 });
    expect(totals).toEqual(summary.entries[0]);
    // $450 a week = $1,950 a month; $600 a year = $50 a month; 120 miles at 72.5 cents = $377.
    expect(totals.monthlyAmount).toBe(1950);
    expect(totals.totalExpenses).toBe(427);
    expect(totals.netIncome).toBe(1523);
    expect(totals.expenses.map((item) => item.id)).toEqual([3, 2]);
  });

  it('is the income alone when there are no expenses', () => {
    expect(sourceTotals(entry, [], 2026)).toMatchObject({
      monthlyAmount: 1950,
      totalExpenses: 0,
      netIncome: 1950,
      expenses: [],
    });
  });
});

describe('expensesOfSource', () => {
  it('keeps the source’s own expenses, oldest first', () => {
    const list = [expense({ id: 5 }), expense({ id: 2 }), expense({ id: 3, incomeEntryId: 11 })];
    expect(expensesOfSource(list, 10).map((item) => item.id)).toEqual([2, 5]);
    expect(expensesOfSource(list, 12)).toEqual([]);
  });
});

describe('expenseTaxYear', () => {
  it('is the UTC year, as the server counts it', () => {
    expect(expenseTaxYear(new Date('2026-11-23T01:00:00Z'))).toBe(2026);
    expect(expenseTaxYear(new Date('2026-12-31T23:30:00-05:00'))).toBe(2027);
  });
});
