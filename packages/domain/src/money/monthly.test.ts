import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expenseMonthlyUnits,
  monthlyCents,
  riskMonthlyCents,
  riskMonthlyFactors,
  riskMonthlyUnits,
  roundUnits,
  summaryMonthlyTwelfths,
  summaryMonthlyUnits,
  sumUnits,
  UNITS_PER_CENT,
} from './monthly.js';

describe('summary conversion to monthly (SPEC 9)', () => {
  it('uses annual /12, weekly x52/12, biweekly x26/12, twice a month x24/12', () => {
    expect(summaryMonthlyTwelfths).toEqual({
      weekly: 52,
      biweekly: 26,
      semimonthly: 24,
      monthly: 12,
      annual: 1,
    });
  });

  it.each([
    [120_000, 'annual', 10_000],
    [100_000, 'annual', 8_333],
    [10_000, 'weekly', 43_333],
    [30_000, 'weekly', 130_000],
    [10_000, 'biweekly', 21_667],
    [10_000, 'bi-weekly', 21_667],
    [81_235, 'semimonthly', 162_470],
    [81_235, 'semi-monthly', 162_470],
    [10_000, 'monthly', 10_000],
    [10_000, 'annually', 833],
    [10_000, 'fortnightly', 10_000],
    [10_000, undefined, 10_000],
    [1, 'annual', 0],
    [6, 'annual', 1],
    [0, 'weekly', 0],
  ])('%i cents %s -> %i cents a month', (cents, frequency, monthly) => {
    expect(monthlyCents(cents, frequency)).toBe(monthly);
  });

  it('expenses are monthly or annual /12', () => {
    expect(roundUnits(expenseMonthlyUnits(12_000, 'annual'))).toBe(1_000);
    expect(roundUnits(expenseMonthlyUnits(12_000, 'annually'))).toBe(1_000);
    expect(roundUnits(expenseMonthlyUnits(12_000, 'monthly'))).toBe(12_000);
    expect(roundUnits(expenseMonthlyUnits(12_000, 'weekly'))).toBe(12_000);
  });
});

describe('risk conversion to monthly (SPEC 9)', () => {
  it('uses weekly 4.33, bi-weekly 2.17', () => {
    expect(riskMonthlyFactors).toEqual({
      weekly: 4.33,
      biweekly: 2.17,
      semimonthly: 2,
      monthly: 1,
      annual: 1 / 12,
    });
  });

  it.each([
    [100_000, 'weekly', 433_000],
    [100_000, 'biweekly', 217_000],
    [100_000, 'bi-weekly', 217_000],
    [100_000, 'semimonthly', 200_000],
    [100_000, 'monthly', 100_000],
    [120_000, 'annual', 10_000],
    [1, 'weekly', 4],
    [50, 'biweekly', 109],
  ])('%i cents %s -> %i cents a month', (cents, frequency, monthly) => {
    expect(riskMonthlyCents(cents, frequency)).toBe(monthly);
  });

  it('matches the factor to the hundredth of a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly', 'annual' as const),
        (cents, frequency) => {
          const exact = Number(riskMonthlyUnits(cents, frequency)) / Number(UNITS_PER_CENT);
          expect(exact).toBeCloseTo(cents * riskMonthlyFactors[frequency], 4);
        },
      ),
    );
  });
});

describe('rounding (docs/decisions/0041: once, half away from zero)', () => {
  it.each([
    [0n, 0],
    [5_999n, 0],
    [6_000n, 1],
    [12_000n, 1],
    [18_000n, 2],
    [-6_000n, -1],
    [-5_999n, 0],
  ])('%s units -> %i cents', (units, cents) => {
    expect(roundUnits(units)).toBe(cents);
  });

  it('sums exactly in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n })), (values) => {
        expect(sumUnits([...values].reverse())).toBe(sumUnits(values));
      }),
    );
    expect(sumUnits([])).toBe(0n);
  });

  it('never yields NaN or Infinity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.oneof(fc.string(), fc.constantFrom('weekly', 'biweekly', 'monthly', 'annual')),
        (cents, frequency) => {
          expect(Number.isFinite(monthlyCents(cents, frequency))).toBe(true);
          expect(Number.isFinite(riskMonthlyCents(cents, frequency))).toBe(true);
          expect(summaryMonthlyUnits(cents, frequency)).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });
});
