import { type DatedRow, type RuleSource, rowOn } from './period.js';

// SNAP work rules. General work requirements (register, accept a suitable job, not quit) apply
// at ages 16-59 (7 U.S.C. 2015(d)); Public Law 119-21 did not change them. The time limit for
// able-bodied adults without dependents (3 months in 36 unless working or in a work program
// 80 hours a month, 7 U.S.C. 2015(o)) was widened by Public Law 119-21, section 10102.
export interface SnapTimeLimitRule extends DatedRow {
  ageFrom: number;
  ageTo: number;
  /** A household member under this age exempts the adult. */
  childUnder: number;
  hoursPerMonth: number;
  countableMonths: number;
  periodMonths: number;
  /** Exceptions in force, by id; their words in each language: catalogs/snapExemptionTexts.ts. */
  exemptions: readonly SnapTimeLimitExemption[];
}

/**
 * Who the time limit does not apply to (7 U.S.C. 2015(o)(3)), one stable id each. `childInCare`
 * is worded with the row's `childUnder` age (18 before Public Law 119-21, 14 after).
 */
export const snapTimeLimitExemptions = [
  'unfitForWork',
  'pregnant',
  'generalWorkExempt',
  'childInCare',
  'veteran',
  'homeless',
  'formerFosterYouth',
  'americanIndian',
] as const;
export type SnapTimeLimitExemption = (typeof snapTimeLimitExemptions)[number];

export const SNAP_GENERAL_WORK_RULES = {
  ageFrom: 16,
  ageTo: 59,
  source: {
    title: 'Food and Nutrition Act of 2008, 7 U.S.C. 2015(d) (general work requirements)',
    url: 'https://www.law.cornell.edu/uscode/text/7/2015',
  } satisfies RuleSource,
} as const;

const COMMON_EXEMPTIONS = ['unfitForWork', 'pregnant', 'generalWorkExempt'] as const;

export const snapTimeLimitRules: readonly SnapTimeLimitRule[] = [
  {
    // Fiscal Responsibility Act of 2023, last phase from 2024-10-01 (final rule 89 FR 102342).
    from: '2024-10-01',
    to: '2025-07-03',
    source: {
      title:
        'USDA FNS final rule, Program Purpose and Work Requirement Provisions of the Fiscal Responsibility Act of 2023, 89 FR 102342',
      url: 'https://www.federalregister.gov/documents/2024/12/17/2024-29072',
    },
    ageFrom: 18,
    ageTo: 54,
    childUnder: 18,
    hoursPerMonth: 80,
    countableMonths: 3,
    periodMonths: 36,
    exemptions: [...COMMON_EXEMPTIONS, 'childInCare', 'veteran', 'homeless', 'formerFosterYouth'],
  },
  {
    from: '2025-07-04',
    source: {
      title:
        'Public Law 119-21 (One Big Beautiful Bill Act), section 10102; USDA FNS ABAWD Exceptions Implementation Memorandum (October 3, 2025)',
      url: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
    },
    ageFrom: 18,
    ageTo: 64,
    childUnder: 14,
    hoursPerMonth: 80,
    countableMonths: 3,
    periodMonths: 36,
    exemptions: [...COMMON_EXEMPTIONS, 'americanIndian', 'childInCare'],
  },
];

/** The SNAP time-limit rule in effect on a day, or undefined before the table starts. */
export function snapTimeLimitRule(date: Date | string): SnapTimeLimitRule | undefined {
  return rowOn(snapTimeLimitRules, date);
}
