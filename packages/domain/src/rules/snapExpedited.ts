import type { RuleSource } from './period.js';

// Expedited SNAP (7 CFR 273.2(i)): a household in one of three groups gets its benefits no later
// than the 7th calendar day after the day it applied. The figures have not changed since the
// Food Stamp Act of 1977 amendments set them (7 U.S.C. 2020(e)(9)).
export const SNAP_EXPEDITED_SOURCE: RuleSource = {
  title: '7 CFR 273.2(i), Expedited service',
  url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273/subpart-A/section-273.2',
};

/** The day the rule is stated from (the regulation in its current form). */
export const SNAP_EXPEDITED_FROM = '1978-03-01';

export const SNAP_EXPEDITED = {
  /** 7 CFR 273.2(i)(1)(i): gross monthly income under $150 ... */
  grossIncomeUnder: 150,
  /** ... and liquid resources (cash, bank accounts) of $100 or less. */
  liquidResourcesAtMost: 100,
  /** 7 CFR 273.2(i)(3)(i): benefits no later than the 7th calendar day after applying. */
  days: 7,
} as const;

/**
 * The figures as the applicant's notice writes them ("$150", "$100", 7), for the catalogs'
 * {{incomeUnder}}, {{resourcesAtMost}} and {{days}}: the figures live here only.
 */
export function snapExpeditedTextValues(): {
  incomeUnder: string;
  resourcesAtMost: string;
  days: number;
} {
  const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  return {
    incomeUnder: dollars(SNAP_EXPEDITED.grossIncomeUnder),
    resourcesAtMost: dollars(SNAP_EXPEDITED.liquidResourcesAtMost),
    days: SNAP_EXPEDITED.days,
  };
}

export interface ExpeditedSnapHousehold {
  grossMonthlyIncome: number;
  liquidResources: number;
  /** Monthly rent or mortgage plus utilities. */
  rentAndUtilities: number;
  /** A destitute migrant or seasonal farmworker household with $100 or less in liquid resources. */
  destituteMigrantOrSeasonalWorker?: boolean;
}

export type ExpeditedReason = 'lowIncomeAndResources' | 'shelterOverIncome' | 'destituteMigrant';

/** Which test of 7 CFR 273.2(i)(1) the household meets, or null: the normal 30 days apply. */
export function expeditedSnapReason(household: ExpeditedSnapHousehold): ExpeditedReason | null {
  const { grossMonthlyIncome: income, liquidResources: resources } = household;
  // 273.2(i)(1)(i)
  if (income < SNAP_EXPEDITED.grossIncomeUnder && resources <= SNAP_EXPEDITED.liquidResourcesAtMost)
    return 'lowIncomeAndResources';
  // 273.2(i)(1)(ii): rent or mortgage and utilities more than gross income plus liquid resources.
  if (household.rentAndUtilities > income + resources) return 'shelterOverIncome';
  // 273.2(i)(1)(iii)
  if (
    household.destituteMigrantOrSeasonalWorker === true &&
    resources <= SNAP_EXPEDITED.liquidResourcesAtMost
  )
    return 'destituteMigrant';
  return null;
}
