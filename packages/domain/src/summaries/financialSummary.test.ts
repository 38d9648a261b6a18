import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesArb } from './arbitraries.test-util.js';
import { financialSummary, incomeDisplayAmount } from './financialSummary.js';

describe('financialSummary (SPEC 3 and 9)', () => {
  it('totals by the summary conversion', () => {
    const summary = financialSummary([
      { id: 1, categoryId: 1, source: 'Acme', amount: '500', frequency: 'weekly' },
      { id: 2, categoryId: 2, source: 'Gig', amount: 400, frequency: 'biweekly' },
      { id: 3, categoryId: 3, source: 'SSA', amount: '1200.50', frequency: 'monthly' },
      { id: 4, categoryId: 5, source: 'Rent', amount: '12000', frequency: 'annual' },
    ]);
    // 500 x 52/12 = 2166.666.. ; 400 x 26/12 = 866.666.. ; 1200.50 ; 1000 -> 5233.8333..
    expect(summary.entries.map((entry) => entry.monthlyAmount)).toEqual([
      2166.67, 866.67, 1200.5, 1000,
    ]);
    expect(summary.totalMonthlyIncome).toBe(5233.83);
    expect(summary.totalAnnualIncome).toBe(62805.96);
    expect(summary.workIncome).toBe(3033.33);
    expect(summary.workIncomeAnnual).toBe(36399.96);
    // no hours reported: 3033.33 / 7.25 = 418.39 h/month
    expect(summary.workHoursBasis).toBe('minimumWage');
    expect(summary.workHoursPerMonth).toBe(418.3);
    expect(summary.workHoursPerWeek).toBe(96.5);
    expect(summary.workRequirement.band).toBe('met');
    expect(summary.entries[0]).toMatchObject({ id: 1, source: 'Acme' });
  });

  it('is empty and below the requirement with no entries', () => {
    expect(financialSummary([])).toEqual({
      entries: [],
      totalMonthlyIncome: 0,
      totalAnnualIncome: 0,
      workIncome: 0,
      workIncomeAnnual: 0,
      workHoursPerWeek: 0,
      workHoursPerMonth: 0,
      workHoursBasis: 'none',
      workRequirement: { band: 'below', label: 'Below Work Requirement', showAlert: true },
    });
  });

  it("counts a don't-know amount ('0') and a bad amount as 0", () => {
    const summary = financialSummary([
      { categoryId: 3, source: 'A', amount: '0', frequency: 'monthly', dontKnowAmount: true },
      { categoryId: 3, source: 'B', amount: 'abc', frequency: 'monthly' },
    ]);
    expect(summary.totalMonthlyIncome).toBe(0);
  });

  it('has no floating-point drift', () => {
    const summary = financialSummary([
      { categoryId: 3, source: 'A', amount: 0.1, frequency: 'monthly' },
      { categoryId: 3, source: 'B', amount: 0.2, frequency: 'monthly' },
    ]);
    expect(summary.totalMonthlyIncome).toBe(0.3);
  });

  it('property: the annual total is the monthly total x 12, to the cent', () => {
    fc.assert(
      fc.property(entriesArb(), (entries) => {
        const summary = financialSummary(entries);
        expect(Math.round(summary.totalAnnualIncome * 100)).toBe(
          Math.round(summary.totalMonthlyIncome * 100) * 12,
        );
        expect(Math.round(summary.workIncomeAnnual * 100)).toBe(
          Math.round(summary.workIncome * 100) * 12,
        );
        expect(summary.workIncome).toBeLessThanOrEqual(summary.totalMonthlyIncome);
      }),
    );
  });

  it('property: totals do not depend on entry order', () => {
    fc.assert(
      fc.property(
        entriesArb().chain((entries) =>
          fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray(entries, { minLength: entries.length }),
          ),
        ),
        ([entries, shuffled]) => {
          const { entries: _a, ...a } = financialSummary(entries);
          const { entries: _b, ...b } = financialSummary(shuffled);
          expect(b).toEqual(a);
        },
      ),
    );
  });

  it('property: every number is finite and has at most two decimals', () => {
    fc.assert(
      fc.property(entriesArb(), (entries) => {
        const {
          entries: rows,
          workHoursBasis,
          workRequirement,
          ...totals
        } = financialSummary(entries);
        for (const value of [...Object.values(totals), ...rows.map((r) => r.monthlyAmount)]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(Math.round(value * 100) / 100).toBe(value);
        }
      }),
    );
  });

  it('property: string and number amounts give the same summary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const asText = financialSummary([
          { categoryId: 1, source: 'A', amount: (cents / 100).toFixed(2), frequency: 'weekly' },
        ]);
        const asNumber = financialSummary([
          { categoryId: 1, source: 'A', amount: cents / 100, frequency: 'weekly' },
        ]);
        expect(asNumber.totalMonthlyIncome).toBe(asText.totalMonthlyIncome);
        expect(asNumber.workHoursPerMonth).toBe(asText.workHoursPerMonth);
      }),
    );
  });
});

describe('incomeDisplayAmount (SPEC 2: annual amounts shown per month)', () => {
  it.each([
    [
      { amount: '12000', frequency: 'annual' },
      { amount: 1000, frequency: 'monthly' },
    ],
    [
      { amount: 1000, frequency: 'annually' },
      { amount: 83.33, frequency: 'monthly' },
    ],
    [
      { amount: '250.5', frequency: 'weekly' },
      { amount: 250.5, frequency: 'weekly' },
    ],
    [
      { amount: '250', frequency: 'bi-weekly' },
      { amount: 250, frequency: 'biweekly' },
    ],
    [
      { amount: '250', frequency: null },
      { amount: 250, frequency: 'monthly' },
    ],
  ])('%j -> %j', (entry, shown) => {
    expect(incomeDisplayAmount({ categoryId: 1, source: 'A', ...entry })).toEqual(shown);
  });
});
