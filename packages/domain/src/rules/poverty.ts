import { type DatedRow, rowOn } from './period.js';
import type { PovertyRegion } from './regions.js';

// HHS poverty guidelines (annual dollars): the amount for one person and the amount added for
// each further person, which HHS applies to every household size.
export interface PovertyScale {
  first: number;
  each: number;
}

export interface PovertyGuidelineYear extends DatedRow {
  year: number;
  scales: Readonly<Record<PovertyRegion, PovertyScale>>;
}

export const povertyGuidelineYears: readonly PovertyGuidelineYear[] = [
  {
    year: 2025,
    from: '2025-01-15',
    to: '2026-01-12',
    source: {
      title: 'HHS, Annual Update of the HHS Poverty Guidelines, 90 FR 5917 (January 17, 2025)',
      url: 'https://www.govinfo.gov/content/pkg/FR-2025-01-17/html/2025-01377.htm',
    },
    scales: {
      contiguous: { first: 15_650, each: 5_500 },
      alaska: { first: 19_550, each: 6_880 },
      hawaii: { first: 17_990, each: 6_330 },
    },
  },
  {
    year: 2026,
    from: '2026-01-13',
    source: {
      title: 'HHS, Annual Update of the HHS Poverty Guidelines, 91 FR 1797 (January 15, 2026)',
      url: 'https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm',
    },
    scales: {
      contiguous: { first: 15_960, each: 5_680 },
      alaska: { first: 19_950, each: 7_100 },
      hawaii: { first: 18_360, each: 6_530 },
    },
  },
];

function assertSize(size: number): void {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Household size must be 1 or more: ${size}`);
}

/** The guideline row for a calendar year (a number) or in effect on a day (a date). */
export function povertyGuidelineYear(
  yearOrDate: number | Date | string,
): PovertyGuidelineYear | undefined {
  if (typeof yearOrDate === 'number')
    return povertyGuidelineYears.find((row) => row.year === yearOrDate);
  return rowOn(povertyGuidelineYears, yearOrDate);
}

/** Annual poverty guideline in dollars for a household size, or undefined outside the table. */
export function povertyGuideline(
  yearOrDate: number | Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  assertSize(size);
  const row = povertyGuidelineYear(yearOrDate);
  if (!row) return undefined;
  const scale = row.scales[region];
  return scale.first + scale.each * (size - 1);
}

/** A percent of the annual guideline, divided by 12 and rounded up to the next whole dollar. */
export function monthlyPercentOfPoverty(annual: number, percent: number): number {
  // Integer arithmetic (cents of percent) so 130 % of $15,650 is not 20344.999….
  return Math.ceil((annual * percent) / 1200);
}
