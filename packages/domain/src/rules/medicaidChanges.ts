import { type RuleSource, ruleDay } from './period.js';

// Public Law 119-21 changes for the Medicaid expansion adult group (ages 19-64):
// - section 71119, community engagement: 80 hours a month of work, community service, a work
//   program or half-time school, from the first day of the first quarter after 2026-12-31
//   (states may start earlier; the Secretary may allow a later start up to 2028-12-31);
// - section 71107, eligibility redeterminations every 6 months for renewals scheduled on or
//   after that same day.
export const PL_119_21: RuleSource = {
  title: 'Public Law 119-21 (One Big Beautiful Bill Act), sections 71107 and 71119',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
};

/** Before Public Law 119-21: MAGI Medicaid is renewed once every 12 months. */
export const MEDICAID_ANNUAL_RENEWAL_SOURCE: RuleSource = {
  title: '42 CFR 435.916(a) (renewal of MAGI-based eligibility once every 12 months)',
  url: 'https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-C/part-435/subpart-J/section-435.916',
};

export interface MedicaidExpansionAdultRules {
  workHoursPerMonth: number;
  workAgeFrom: number;
  workAgeTo: number;
  workStart: string;
  workLatestStart: string;
  renewalMonths: number;
  renewalMonthsBefore: number;
  renewalStart: string;
  source: RuleSource;
}

export const MEDICAID_EXPANSION_ADULT_RULES: MedicaidExpansionAdultRules = {
  workHoursPerMonth: 80,
  workAgeFrom: 19,
  workAgeTo: 64,
  workStart: '2027-01-01',
  workLatestStart: '2028-12-31',
  renewalMonths: 6,
  renewalMonthsBefore: 12,
  renewalStart: '2027-01-01',
  source: PL_119_21,
};

/** Months between Medicaid renewals for an expansion adult on a day. */
export function medicaidRenewalMonths(date: Date | string): number {
  return ruleDay(date) >= MEDICAID_EXPANSION_ADULT_RULES.renewalStart
    ? MEDICAID_EXPANSION_ADULT_RULES.renewalMonths
    : MEDICAID_EXPANSION_ADULT_RULES.renewalMonthsBefore;
}

/** Whether the law requires the 80-hour rule on a day (a state may have been allowed to start later). */
export function medicaidWorkRuleInForce(date: Date | string): boolean {
  return ruleDay(date) >= MEDICAID_EXPANSION_ADULT_RULES.workStart;
}

/** Expansion adults: 133 % of the poverty level plus the 5 % MAGI disregard = 138 %. */
export const MEDICAID_EXPANSION_PERCENT = 138;

export const MEDICAID_EXPANSION_LAW: RuleSource = {
  title: '42 U.S.C. 1396a(a)(10)(A)(i)(VIII) (133 %) and 1396a(e)(14)(I) (5 % disregard)',
  url: 'https://www.law.cornell.edu/uscode/text/42/1396a',
};
