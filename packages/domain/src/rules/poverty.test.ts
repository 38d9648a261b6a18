import { describe, expect, it } from 'vitest';
import { monthlyPercentOfPoverty, povertyGuideline, povertyGuidelineYear } from './poverty.js';
import { POVERTY_REGIONS } from './regions.js';

// HHS poverty guidelines: 90 FR 5917 (2025) and 91 FR 1797 (2026), govinfo.gov.
describe('povertyGuideline', () => {
  it.each([
    [2025, 'contiguous', 1, 15_650],
    [2025, 'contiguous', 4, 32_150],
    [2025, 'alaska', 1, 19_550],
    [2025, 'hawaii', 1, 17_990],
    [2026, 'contiguous', 1, 15_960],
    [2026, 'contiguous', 3, 27_320],
    [2026, 'alaska', 2, 27_050],
    [2026, 'hawaii', 2, 24_890],
  ] as const)('%i %s, %i people: $%i a year', (year, region, size, amount) => {
    expect(povertyGuideline(year, region, size)).toBe(amount);
  });

  it('takes the guideline in effect on a day: 2026 from 2026-01-13', () => {
    expect(povertyGuideline('2026-01-12', 'contiguous', 1)).toBe(15_650);
    expect(povertyGuideline('2026-01-13', 'contiguous', 1)).toBe(15_960);
    expect(povertyGuidelineYear(new Date('2026-11-25T00:00:00Z'))?.year).toBe(2026);
  });

  it('knows nothing outside the table', () => {
    expect(povertyGuideline(2019, 'contiguous', 1)).toBeUndefined();
    expect(povertyGuideline('2024-06-01', 'contiguous', 1)).toBeUndefined();
  });

  it('rejects a household size that is not a whole number of 1 or more', () => {
    expect(() => povertyGuideline(2026, 'contiguous', 0)).toThrow(RangeError);
    expect(() => povertyGuideline(2026, 'contiguous', 1.5)).toThrow(RangeError);
  });

  it('grows with household size, and Alaska > Hawaii > the 48 states, every year', () => {
    for (const year of [2025, 2026]) {
      for (const region of POVERTY_REGIONS) {
        for (let size = 1; size < 20; size += 1) {
          expect(povertyGuideline(year, region, size + 1)!).toBeGreaterThan(
            povertyGuideline(year, region, size)!,
          );
        }
      }
      expect(povertyGuideline(year, 'alaska', 3)!).toBeGreaterThan(
        povertyGuideline(year, 'hawaii', 3)!,
      );
      expect(povertyGuideline(year, 'hawaii', 3)!).toBeGreaterThan(
        povertyGuideline(year, 'contiguous', 3)!,
      );
    }
  });
});

describe('monthlyPercentOfPoverty', () => {
  it('divides by 12 and rounds up to the next dollar without floating-point drift', () => {
    expect(monthlyPercentOfPoverty(15_650, 130)).toBe(1_696);
    expect(monthlyPercentOfPoverty(15_650, 100)).toBe(1_305);
    expect(monthlyPercentOfPoverty(12_000, 100)).toBe(1_000);
  });
});
