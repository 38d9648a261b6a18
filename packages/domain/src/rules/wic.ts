import { type DatedRow, type RuleSource, rowOn } from './period.js';
import { povertyGuidelineYear } from './poverty.js';
import type { PovertyRegion } from './regions.js';

// WIC income guidelines: 185 % of the HHS poverty guidelines (7 CFR 246.7(d)(1)), in effect
// each year from July 1 to June 30. Applicants already on SNAP, Medicaid or TANF meet the income
// test (adjunctive eligibility). Everyone must also be at nutritional risk and live in the state.
export const WIC_INCOME_PERCENT = 185;

export interface WicYear extends DatedRow {
  povertyYear: number;
}

export const wicYears: readonly WicYear[] = [
  {
    from: '2025-07-01',
    to: '2026-06-30',
    povertyYear: 2025,
    source: {
      title: 'USDA FNS, WIC 2025/2026 Income Eligibility Guidelines, 90 FR 11598 (March 10, 2025)',
      url: 'https://www.federalregister.gov/documents/2025/03/10/2025-03576',
    },
  },
  {
    from: '2026-07-01',
    to: '2027-06-30',
    povertyYear: 2026,
    source: {
      title:
        '7 CFR 246.7(d)(1) (185 % of the poverty guidelines) applied to the 2026 HHS poverty guidelines',
      url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-A/part-246/subpart-C/section-246.7',
    },
  },
];

export const WIC_CATEGORIES = [
  'pregnant',
  'postpartum (up to 6 months after the pregnancy ends)',
  'breastfeeding (up to the baby’s first birthday)',
  'infant (under 1)',
  'child (under 5)',
] as const;

export const WIC_CATEGORIES_SOURCE: RuleSource = {
  title: 'USDA FNS, WIC Eligibility Requirements',
  url: 'https://www.fns.usda.gov/wic/wic-eligibility-requirements',
};

export function wicYear(date: Date | string): WicYear | undefined {
  return rowOn(wicYears, date);
}

/** Annual WIC income limit: 185 % of the guideline, rounded up to the next dollar. */
export function wicAnnualLimit(
  date: Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Household size must be 1 or more: ${size}`);
  const year = wicYear(date);
  if (!year) return undefined;
  const scale = povertyGuidelineYear(year.povertyYear)!.scales[region];
  return Math.ceil(((scale.first + scale.each * (size - 1)) * WIC_INCOME_PERCENT) / 100);
}

/** Monthly WIC income limit: the annual limit divided by 12, rounded up. */
export function wicMonthlyLimit(
  date: Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  const annual = wicAnnualLimit(date, region, size);
  return annual === undefined ? undefined : Math.ceil(annual / 12);
}
