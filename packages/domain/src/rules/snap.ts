import { type DatedRow, type RuleSource, rowOn } from './period.js';
import { monthlyPercentOfPoverty, povertyGuidelineYear } from './poverty.js';
import type { PovertyRegion } from './regions.js';

// SNAP figures of one federal fiscal year (1 October to 30 September), from the USDA FNS
// cost-of-living adjustment (COLA) memo. `null` means FNS's figure could not be confirmed from an
// official source: the product says "unknown" and links `colaPage` instead of guessing. A region
// left out of a per-region table is unknown in the same way.
export interface SnapSchedule {
  /** Maximum monthly allotment for household sizes 1..8. */
  upTo8: readonly number[];
  /** Added for each person beyond 8. */
  each: number;
  /**
   * The table's last row, when it has one: households of `size` or more get `amount`, not the
   * 8-person figure plus `each` per person (FY 2027's table ends at "18 or more"; FY 2026's had
   * no such row).
   */
  largest?: { size: number; amount: number };
}

export interface SnapFiscalYear extends DatedRow {
  fiscalYear: number;
  /** Calendar year of the HHS poverty guidelines the income limits are built from. */
  povertyYear: number;
  incomeLimitSource: RuleSource;
  /** 48 states and DC; Alaska (urban); Hawaii. */
  maxAllotment: Readonly<Partial<Record<PovertyRegion, SnapSchedule>>> | null;
  /** Standard deduction for household sizes 1..6 (6 also for larger households). */
  standardDeduction: Readonly<Partial<Record<PovertyRegion, readonly number[]>>> | null;
  shelterCap: Readonly<Partial<Record<PovertyRegion, number>>> | null;
  homelessShelterDeduction: number | null;
  /** Minimum benefit for 1- and 2-person households in the 48 states and DC. */
  minimumBenefit: number | null;
  resourceLimit: number | null;
  resourceLimitElderlyDisabled: number | null;
  colaPage: RuleSource;
}

const FY2027: RuleSource = {
  title: 'USDA FNA, SNAP FY 2027 Cost-of-Living Adjustments (memo of August 21, 2026)',
  url: 'https://www.fna.usda.gov/snap/allotment/cola/fy27',
};

const FY2026: RuleSource = {
  title: 'USDA FNS, SNAP FY 2026 Cost-of-Living Adjustments (memo of August 13, 2025)',
  url: 'https://www.fns.usda.gov/snap/allotment/cola/fy26',
};

export const snapFiscalYears: readonly SnapFiscalYear[] = [
  {
    fiscalYear: 2026,
    from: '2025-10-01',
    to: '2026-09-30',
    source: FY2026,
    povertyYear: 2025,
    incomeLimitSource: FY2026,
    maxAllotment: {
      contiguous: { upTo8: [298, 546, 785, 994, 1_183, 1_421, 1_571, 1_789], each: 218 },
      alaska: { upTo8: [385, 707, 1_015, 1_285, 1_529, 1_838, 2_031, 2_314], each: 282 },
      hawaii: { upTo8: [506, 929, 1_334, 1_689, 2_010, 2_415, 2_668, 3_040], each: 371 },
    },
    standardDeduction: {
      contiguous: [209, 209, 209, 223, 261, 299],
      alaska: [358, 358, 358, 358, 358, 374],
      hawaii: [295, 295, 295, 295, 300, 344],
    },
    shelterCap: { contiguous: 744, alaska: 1_189, hawaii: 1_003 },
    homelessShelterDeduction: 198.99,
    minimumBenefit: 24,
    resourceLimit: 3_000,
    resourceLimitElderlyDisabled: 4_500,
    colaPage: FY2026,
  },
  {
    // FY 2027: transcribed from a secondary publication citing the FNS memo of 2026-08-21 and
    // corroborated by issue 17's figures (decision 0300); Alaska (urban) and Hawaii from the
    // memo's pages 4-7 as PolicyEngine's FY 2027 test transcribes them (decision 0482), with
    // the table's last row, "18 or more", from the same file (decision 0580).
    fiscalYear: 2027,
    from: '2026-10-01',
    to: '2027-09-30',
    source: FY2027,
    povertyYear: 2026,
    incomeLimitSource: {
      title:
        '7 CFR 273.9(a)(3) (130 % and 100 % of the poverty guidelines, divided by 12, rounded up) applied to the 2026 HHS poverty guidelines',
      url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273/subpart-D/section-273.9',
    },
    maxAllotment: {
      contiguous: {
        upTo8: [306, 562, 808, 1_023, 1_217, 1_463, 1_616, 1_841],
        each: 225,
        largest: { size: 18, amount: 3_887 },
      },
      alaska: {
        upTo8: [392, 718, 1_032, 1_306, 1_555, 1_868, 2_064, 2_352],
        each: 287,
        largest: { size: 18, amount: 4_965 },
      },
      hawaii: {
        upTo8: [496, 910, 1_307, 1_655, 1_969, 2_367, 2_615, 2_979],
        each: 364,
        largest: { size: 18, amount: 6_289 },
      },
    },
    standardDeduction: {
      contiguous: [217, 217, 217, 229, 268, 308],
      alaska: [371, 371, 371, 371, 371, 385],
      hawaii: [306, 306, 306, 306, 309, 354],
    },
    shelterCap: { contiguous: 769, alaska: 1_229, hawaii: 1_036 },
    homelessShelterDeduction: 205.66,
    minimumBenefit: 25,
    resourceLimit: 3_000,
    resourceLimitElderlyDisabled: 4_750,
    colaPage: FY2027,
  },
];

/** Earned-income deduction: 20 % of earned income (7 U.S.C. 2014(e)(2)). */
export const SNAP_EARNED_INCOME_DEDUCTION_PERCENT = 20;
/** Medical costs of elderly or disabled members count above $35 a month (7 U.S.C. 2014(e)(5)). */
export const SNAP_MEDICAL_THRESHOLD = 35;
export const SNAP_GROSS_PERCENT = 130;
export const SNAP_NET_PERCENT = 100;

/** Standard utility allowances are set by each state each fiscal year; FNS publishes the table. */
export const SNAP_UTILITY_ALLOWANCES_PAGE: RuleSource = {
  title: 'USDA FNS, SNAP Standard Utility Allowances (by state)',
  url: 'https://www.fns.usda.gov/snap/eligibility/deduction/standard-utility-allowances',
};

export const SNAP_STATUTE_SOURCE: RuleSource = {
  title: 'Food and Nutrition Act of 2008, 7 U.S.C. 2014(e) (deductions)',
  url: 'https://www.law.cornell.edu/uscode/text/7/2014',
};

/** The SNAP fiscal year in effect on a day, or undefined outside the table. */
export function snapFigures(date: Date | string): SnapFiscalYear | undefined {
  return rowOn(snapFiscalYears, date);
}

function assertSize(size: number): void {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Household size must be 1 or more: ${size}`);
}

/**
 * Monthly income limit (gross 130 % or net 100 %) for a household size, built as FNS does:
 * each size 1..8 from its own annual guideline; beyond 8, the 8-person limit plus the
 * "each additional member" amount per person.
 */
export function snapIncomeLimit(
  date: Date | string,
  region: PovertyRegion,
  size: number,
  test: 'gross' | 'net',
): number | undefined {
  assertSize(size);
  const year = snapFigures(date);
  if (!year) return undefined;
  // Every SNAP year's poverty year is in the poverty table (checked by a test).
  const scale = povertyGuidelineYear(year.povertyYear)!.scales[region];
  const percent = test === 'gross' ? SNAP_GROSS_PERCENT : SNAP_NET_PERCENT;
  const upTo = Math.min(size, 8);
  const base = monthlyPercentOfPoverty(scale.first + scale.each * (upTo - 1), percent);
  return base + (size - upTo) * snapIncomeLimitEach(year, region, test);
}

function snapIncomeLimitEach(
  year: SnapFiscalYear,
  region: PovertyRegion,
  test: 'gross' | 'net',
): number {
  const scale = povertyGuidelineYear(year.povertyYear)!.scales[region];
  return monthlyPercentOfPoverty(
    scale.each,
    test === 'gross' ? SNAP_GROSS_PERCENT : SNAP_NET_PERCENT,
  );
}

/** The "each additional member" income-limit amount of the fiscal year in effect. */
export function snapIncomeLimitEachAdditional(
  date: Date | string,
  region: PovertyRegion,
  test: 'gross' | 'net',
): number | undefined {
  const year = snapFigures(date);
  return year ? snapIncomeLimitEach(year, region, test) : undefined;
}

/**
 * Maximum monthly allotment, or undefined when the year's figure is unknown: sizes 1..8 from the
 * table, then the 8-person figure plus `each` per further person, up to the table's last row
 * (`largest`), which holds for that size and every larger one.
 */
export function snapMaxAllotment(
  date: Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  assertSize(size);
  const schedule = snapFigures(date)?.maxAllotment?.[region];
  if (!schedule) return undefined;
  if (size <= 8) return schedule.upTo8[size - 1];
  if (schedule.largest && size >= schedule.largest.size) return schedule.largest.amount;
  return schedule.upTo8[7]! + (size - 8) * schedule.each;
}

/** The minimum benefit is 8 % of the one-person thrifty food plan, rounded (7 U.S.C. 2017(a)). */
export const SNAP_MINIMUM_BENEFIT_PERCENT = 8;

/**
 * Minimum benefit for eligible 1- and 2-person households (7 CFR 273.10(e)(2)(ii)(C)): the
 * memo's figure for the 48 states and DC; for Alaska and Hawaii, whose figure the table does not
 * hold, 8 % of the region's one-person maximum allotment, rounded to the dollar (the statute's
 * computation on the published maximum, which FNS rounds down from the thrifty food plan cost,
 * so it may be $1 under FNS's figure). Undefined when the year's figures are unknown.
 */
export function snapMinimumBenefit(date: Date | string, region: PovertyRegion): number | undefined {
  const year = snapFigures(date);
  if (!year || year.minimumBenefit === null) return undefined;
  if (region === 'contiguous') return year.minimumBenefit;
  const oneMax = snapMaxAllotment(date, region, 1);
  return oneMax === undefined
    ? undefined
    : Math.round((oneMax * SNAP_MINIMUM_BENEFIT_PERCENT) / 100);
}

/** Standard deduction, or undefined when the year's figure is unknown. */
export function snapStandardDeduction(
  date: Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  assertSize(size);
  return snapFigures(date)?.standardDeduction?.[region]?.[Math.min(size, 6) - 1];
}
