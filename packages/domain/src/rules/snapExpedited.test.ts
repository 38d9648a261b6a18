import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleFacts } from './facts.js';
import { expeditedSnapReason, SNAP_EXPEDITED, snapExpeditedTextValues } from './snapExpedited.js';

// 7 CFR 273.2(i)(1): https://www.ecfr.gov/current/title-7/part-273/section-273.2
describe('expeditedSnapReason', () => {
  it.each([
    [
      { grossMonthlyIncome: 149, liquidResources: 100, rentAndUtilities: 0 },
      'lowIncomeAndResources',
    ],
    [{ grossMonthlyIncome: 150, liquidResources: 0, rentAndUtilities: 0 }, null],
    [{ grossMonthlyIncome: 0, liquidResources: 101, rentAndUtilities: 0 }, null],
    [{ grossMonthlyIncome: 900, liquidResources: 50, rentAndUtilities: 951 }, 'shelterOverIncome'],
    [{ grossMonthlyIncome: 900, liquidResources: 50, rentAndUtilities: 950 }, null],
    [
      {
        grossMonthlyIncome: 2_000,
        liquidResources: 100,
        rentAndUtilities: 0,
        destituteMigrantOrSeasonalWorker: true,
      },
      'destituteMigrant',
    ],
    [
      {
        grossMonthlyIncome: 2_000,
        liquidResources: 101,
        rentAndUtilities: 0,
        destituteMigrantOrSeasonalWorker: true,
      },
      null,
    ],
  ] as const)('%o -> %s', (household, reason) => {
    expect(expeditedSnapReason(household)).toBe(reason);
  });

  it('always qualifies a household whose rent and utilities exceed income plus cash', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(500), (income, cash, extra) => {
        const reason = expeditedSnapReason({
          grossMonthlyIncome: income,
          liquidResources: cash,
          rentAndUtilities: income + cash + extra + 1,
        });
        expect(reason).not.toBeNull();
      }),
    );
  });

  it('is in the rule facts with its source', () => {
    const facts = ruleFacts('2026-11-25');
    expect(facts['snap.expedited.incomeUnder']?.value).toBe(SNAP_EXPEDITED.grossIncomeUnder);
    expect(facts['snap.expedited.resourcesAtMost']?.value).toBe(100);
    expect(facts['snap.expedited.days']).toMatchObject({ value: 7, unit: 'days' });
    expect(facts['snap.expedited.days']?.source.url).toContain('273.2');
  });

  it("gives the notice's figures in the applicant's words: under $150, $100 or less, 7 days", () => {
    expect(snapExpeditedTextValues()).toEqual({
      incomeUnder: '$150',
      resourcesAtMost: '$100',
      days: 7,
    });
  });
});
