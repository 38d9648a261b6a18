import { describe, expect, it } from 'vitest';
import { POVERTY_REGIONS } from './regions.js';
import {
  WIC_CATEGORIES,
  WIC_INCOME_PERCENT,
  wicAnnualLimit,
  wicMonthlyLimit,
  wicYear,
} from './wic.js';

// 185 % of the HHS poverty guidelines, annual rounded up, monthly = annual / 12 rounded up
// (7 CFR 246.7(d)(1), the method of the WIC Income Eligibility Guidelines notices, e.g. 90 FR 11598).
// The amounts below are that rule applied to the 2025 and 2026 guidelines, not read from a notice.
describe('WIC income limits', () => {
  it('uses the 2025 guidelines from 2025-07-01 and the 2026 guidelines from 2026-07-01', () => {
    expect(wicYear('2026-06-30')?.povertyYear).toBe(2025);
    expect(wicYear('2026-07-01')?.povertyYear).toBe(2026);
    expect(WIC_INCOME_PERCENT).toBe(185);
  });

  it.each([
    ['2025-08-01', 1, 28_953, 2_413],
    ['2025-08-01', 4, 59_478, 4_957],
    ['2026-08-01', 1, 29_526, 2_461],
    ['2026-08-01', 4, 61_050, 5_088],
  ] as const)('on %s, %i people: $%i a year, $%i a month', (day, size, annual, monthly) => {
    expect(wicAnnualLimit(day, 'contiguous', size)).toBe(annual);
    expect(wicMonthlyLimit(day, 'contiguous', size)).toBe(monthly);
  });

  it('grows with household size in every region', () => {
    for (const region of POVERTY_REGIONS) {
      for (let size = 1; size < 12; size += 1) {
        expect(wicMonthlyLimit('2026-08-01', region, size + 1)!).toBeGreaterThan(
          wicMonthlyLimit('2026-08-01', region, size)!,
        );
      }
    }
  });

  it('is unknown outside the table and rejects a size below 1', () => {
    expect(wicAnnualLimit('2024-08-01', 'contiguous', 1)).toBeUndefined();
    expect(wicMonthlyLimit('2024-08-01', 'contiguous', 1)).toBeUndefined();
    expect(() => wicAnnualLimit('2026-08-01', 'contiguous', 0)).toThrow(RangeError);
  });

  it('lists the five WIC categories', () => {
    expect(WIC_CATEGORIES).toHaveLength(5);
  });
});
