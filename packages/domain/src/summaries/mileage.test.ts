import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MILES_PER_WEEK,
  mileageDeduction,
  mileageMonthlyUnits,
  parseMilesPerWeek,
  tenthsOfCentFromCentsPerMile,
} from './mileage.js';

describe('mileage deduction (DESIGN: miles/week x 52/12 x IRS rate)', () => {
  it.each([
    // 100 mi/week x 52/12 x $0.67 = $290.33
    [100, 2024, 290.33, 67],
    // 100 x 52/12 x 0.655 = 283.83
    [100, 2023, 283.83, 65.5],
    // 100 x 52/12 x 0.70 = 303.33
    ['100', 2025, 303.33, 70],
    // 30 x 52/12 x 0.70 = 91
    [30, 2025, 91, 70],
    [0, 2025, 0, 70],
    ['', 2025, 0, 70],
  ])('%j miles/week in %i -> $%d a month at %d cents', (miles, year, monthly, rate) => {
    const deduction = mileageDeduction(miles, year);
    expect(deduction.monthlyDeduction).toBe(monthly);
    expect(deduction.annualDeduction).toBe(Math.round(monthly * 12 * 100) / 100);
    expect(deduction.centsPerMile).toBe(rate);
    expect(deduction.taxYear).toBe(year);
    expect(deduction.isFallbackRate).toBe(false);
    expect(deduction.source).toMatch(/IRS/);
  });

  it('says when it uses a fallback year', () => {
    const deduction = mileageDeduction(10, 2031);
    expect(deduction.isFallbackRate).toBe(true);
    expect(deduction.taxYear).toBeLessThan(2031);
  });

  it('parses miles like amounts, up to 10,080 a week', () => {
    expect(MAX_MILES_PER_WEEK).toBe(10_080);
    expect(parseMilesPerWeek('12.345')).toBe(1235);
    expect(parseMilesPerWeek(10_080)).toBe(1_008_000);
    expect(parseMilesPerWeek(10_081)).toBeUndefined();
    expect(parseMilesPerWeek(-1)).toBeUndefined();
    expect(parseMilesPerWeek('x')).toBeUndefined();
  });

  it('reads stored rates in cents per mile', () => {
    expect(tenthsOfCentFromCentsPerMile(65.5)).toBe(655);
    expect(tenthsOfCentFromCentsPerMile(67)).toBe(670);
    expect(tenthsOfCentFromCentsPerMile(-1)).toBeUndefined();
    expect(tenthsOfCentFromCentsPerMile(Number.NaN)).toBeUndefined();
    expect(tenthsOfCentFromCentsPerMile('67')).toBeUndefined();
    expect(tenthsOfCentFromCentsPerMile(null)).toBeUndefined();
  });

  it('is exact and grows with miles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_008_000 }),
        fc.integer({ min: 0, max: 1_008_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(mileageMonthlyUnits(low, 700)).toBeLessThanOrEqual(mileageMonthlyUnits(high, 700));
        },
      ),
    );
  });
});
