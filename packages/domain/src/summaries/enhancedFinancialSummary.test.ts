import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesArb, expensesArb } from './arbitraries.test-util.js';
import { enhancedFinancialSummary, expenseRatioPercent } from './enhancedFinancialSummary.js';
import { expenseCentsPerMile, expenseMonthlyUnitsOf } from './expenseAmounts.js';

const entries = [
  {
    id: 1,
    categoryId: 1,
    source: 'Acme',
    amount: '3000',
    frequency: 'monthly',
    comment: 'Day job',
  },
  { id: 2, categoryId: 5, source: 'Duplex', amount: '12000', frequency: 'annual' },
  { id: 3, categoryId: 3, source: 'SSA', amount: '900', frequency: 'monthly' },
];
const expenses = [
  {
    id: 10,
    incomeEntryId: 1,
    expenseType: 'uniforms_tools',
    description: 'Boots',
    amount: 1200,
    frequency: 'annual',
  },
  {
    id: 11,
    incomeEntryId: 1,
    expenseType: 'transportation',
    description: 'Driving to sites',
    amount: null,
    frequency: 'monthly',
    isMileageExpense: true,
    milesPerWeek: 100,
    mileageRate: 67,
  },
  {
    id: 12,
    incomeEntryId: 2,
    expenseType: 'property_taxes',
    description: 'County tax',
    amount: '250',
    frequency: 'monthly',
  },
  {
    id: 13,
    incomeEntryId: 99,
    expenseType: 'utilities',
    description: 'Orphan',
    amount: 5,
    frequency: 'monthly',
  },
];

describe('enhancedFinancialSummary (SPEC 3)', () => {
  const summary = enhancedFinancialSummary({ entries, expenses, taxYear: 2025 });

  it('gives gross, expenses and net, monthly and annual', () => {
    // gross 3000 + 1000 + 900 = 4900; expenses 100 + 290.33 + 250 = 640.33
    expect(summary.totalGrossMonthlyIncome).toBe(4900);
    expect(summary.totalGrossAnnualIncome).toBe(58800);
    expect(summary.totalMonthlyExpenses).toBe(640.33);
    expect(summary.totalAnnualExpenses).toBe(7683.96);
    expect(summary.totalNetMonthlyIncome).toBe(4259.67);
    expect(summary.totalNetAnnualIncome).toBe(51116.04);
    expect(summary.totalMonthlyIncome).toBe(4900);
  });

  it('gives the counts', () => {
    expect(summary.incomeSourcesCount).toBe(3);
    expect(summary.expenseEntriesCount).toBe(3);
    expect(summary.totalWorkHours).toBe(summary.workHoursPerWeek);
    expect(summary.expenseRatioPercent).toBe(13);
  });

  it('breaks down each entry with its expenses, total and net', () => {
    expect(summary.entriesWithExpenses).toBe(summary.entries);
    const [acme, duplex, ssa] = summary.entriesWithExpenses;
    expect(acme).toMatchObject({
      id: 1,
      comment: 'Day job',
      monthlyAmount: 3000,
      totalExpenses: 390.33,
      netIncome: 2609.67,
    });
    expect(acme?.expenses.map((e) => [e.id, e.monthlyAmount])).toEqual([
      [10, 100],
      [11, 290.33],
    ]);
    expect(duplex).toMatchObject({ monthlyAmount: 1000, totalExpenses: 250, netIncome: 750 });
    expect(ssa).toMatchObject({ expenses: [], totalExpenses: 0, netIncome: 900 });
  });

  it('lists mileage deductions at their recorded rate, with the tax year rate and source', () => {
    expect(summary.mileage).toEqual({
      taxYear: 2025,
      centsPerMile: 70,
      source: 'IRS Notice 2025-5 (IR-2024-312, December 19, 2024)',
      isFallbackRate: false,
      deductions: [
        {
          expenseId: 11,
          incomeEntryId: 1,
          description: 'Driving to sites',
          milesPerWeek: 100,
          centsPerMile: 67,
          monthlyDeduction: 290.33,
          annualDeduction: 3483.96,
        },
      ],
      totalMonthlyDeduction: 290.33,
      totalAnnualDeduction: 3483.96,
    });
  });

  it('has no AI data without an analysis', () => {
    expect(summary.aiExtractedData).toBeNull();
  });

  it('compares AI-extracted data when given', () => {
    const withAnalysis = enhancedFinancialSummary({
      entries,
      expenses: [],
      taxYear: 2024,
      analysis: {
        extractedData: {
          income: [{ source: 'acme', amount: '3500', frequency: 'monthly' }],
          expenses: [],
        },
      },
    });
    expect(withAnalysis.aiExtractedData?.incomeAmounts[0]).toMatchObject({
      extractedAmount: 3500,
      reportedAmount: 3000,
      discrepancy: true,
    });
    expect(withAnalysis.expenseRatioPercent).toBe(0);
    expect(withAnalysis.mileage.deductions).toEqual([]);
  });

  it('uses the tax year rate for a mileage expense without a recorded rate', () => {
    const result = enhancedFinancialSummary({
      entries: [{ categoryId: 2, source: 'Gig', amount: 1000, frequency: 'monthly' }],
      expenses: [
        {
          incomeEntryId: 1,
          expenseType: 'transportation',
          isMileageExpense: true,
          milesPerWeek: '30',
        },
      ],
      taxYear: 2025,
    });
    // no entry id: the expense belongs to no listed entry
    expect(result.totalMonthlyExpenses).toBe(0);
    const withId = enhancedFinancialSummary({
      entries: [{ id: 'a', categoryId: 2, source: 'Gig', amount: 1000, frequency: 'monthly' }],
      expenses: [
        {
          incomeEntryId: 'a',
          expenseType: 'transportation',
          isMileageExpense: true,
          milesPerWeek: '30',
        },
      ],
      taxYear: 2025,
    });
    expect(withId.totalMonthlyExpenses).toBe(91);
    expect(withId.mileage.deductions[0]).toMatchObject({
      expenseId: null,
      description: '',
      centsPerMile: 70,
    });
  });

  it('has a null ratio and negative net when there is no income', () => {
    const result = enhancedFinancialSummary({
      entries: [{ id: 1, categoryId: 2, source: 'Gig', amount: 0, frequency: 'monthly' }],
      expenses: [{ incomeEntryId: 1, expenseType: 'insurance', amount: 50, frequency: 'monthly' }],
      taxYear: 2030,
    });
    expect(result.expenseRatioPercent).toBeNull();
    expect(result.totalNetMonthlyIncome).toBe(-50);
    expect(result.entries[0]?.netIncome).toBe(-50);
    expect(result.mileage.isFallbackRate).toBe(true);
  });

  it.each([
    [0n, 100n, 0],
    [80n, 100n, 80],
    [1n, 200n, 1],
    [1n, 201n, 0],
    [300n, 100n, 300],
    [5n, 0n, null],
  ])('expense ratio %s / %s = %s percent', (expense, income, percent) => {
    expect(expenseRatioPercent(expense, income)).toBe(percent);
  });

  it('property: monthly and annual totals agree and net = gross - expenses', () => {
    fc.assert(
      fc.property(
        entriesArb().chain((list) => fc.tuple(fc.constant(list), expensesArb(list.length))),
        ([list, costs]) => {
          const s = enhancedFinancialSummary({ entries: list, expenses: costs, taxYear: 2025 });
          const cents = (value: number) => Math.round(value * 100);
          expect(cents(s.totalGrossAnnualIncome)).toBe(cents(s.totalGrossMonthlyIncome) * 12);
          expect(cents(s.totalAnnualExpenses)).toBe(cents(s.totalMonthlyExpenses) * 12);
          expect(cents(s.totalNetAnnualIncome)).toBe(cents(s.totalNetMonthlyIncome) * 12);
          expect(cents(s.totalNetMonthlyIncome)).toBe(
            cents(s.totalGrossMonthlyIncome) - cents(s.totalMonthlyExpenses),
          );
          for (const value of [
            s.totalGrossMonthlyIncome,
            s.totalMonthlyExpenses,
            s.totalNetMonthlyIncome,
            s.expenseRatioPercent ?? 0,
            s.totalWorkHours,
            s.mileage.totalMonthlyDeduction,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
    );
  });

  it('property: totals do not depend on the order of entries or expenses', () => {
    fc.assert(
      fc.property(
        entriesArb().chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length }),
            expensesArb(list.length).chain((costs) =>
              fc.tuple(fc.constant(costs), fc.shuffledSubarray(costs, { minLength: costs.length })),
            ),
          ),
        ),
        ([list, shuffled, [costs, shuffledCosts]]) => {
          const pick = (s: ReturnType<typeof enhancedFinancialSummary>) => ({
            gross: s.totalGrossMonthlyIncome,
            expenses: s.totalMonthlyExpenses,
            net: s.totalNetMonthlyIncome,
            ratio: s.expenseRatioPercent,
            hours: s.totalWorkHours,
            mileage: s.mileage.totalMonthlyDeduction,
            count: s.expenseEntriesCount,
          });
          expect(
            pick(
              enhancedFinancialSummary({
                entries: shuffled,
                expenses: shuffledCosts,
                taxYear: 2024,
              }),
            ),
          ).toEqual(
            pick(enhancedFinancialSummary({ entries: list, expenses: costs, taxYear: 2024 })),
          );
        },
      ),
    );
  });
});

describe('expense amounts', () => {
  it('uses the amount when a mileage expense has no miles', () => {
    const expense = {
      incomeEntryId: 1,
      expenseType: 'transportation',
      amount: 40,
      frequency: null,
      isMileageExpense: true,
      milesPerWeek: null,
    };
    expect(expenseMonthlyUnitsOf(expense, 2025)).toBe(40n * 100n * 12_000n);
    expect(expenseCentsPerMile(expense, 2024)).toBe(67);
    expect(expenseCentsPerMile({ ...expense, mileageRate: 65.5 }, 2024)).toBe(65.5);
  });
});
