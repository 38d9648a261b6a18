import type { RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// Medicaid and CHIP income limits by state and group, in percent of the federal poverty level,
// exactly as CMS's table prints them. MAGI rules add a 5 % FPL disregard on top, so "133 %" is
// 138 % in practice (42 CFR 435.603(d)(4)).
export const MAGI_DISREGARD_PERCENT = 5;

export interface MedicaidStateLimits {
  state: StateCode;
  childrenUnder1: number;
  children1to5: number;
  children6to18: number;
  /** Separate CHIP upper limit for children; null when the state has none in the table. */
  separateChip: number | null;
  pregnant: number;
  /** CHIP coverage for pregnant women; null when none. */
  pregnantChip: number | null;
  /** Parents and caretaker relatives. */
  parents: number;
  /**
   * The state sets the parent limit in dollars by household size; `parents` is CMS's conversion,
   * the highest percent of any size (CMS note 4), so it is an upper bound.
   */
  parentsDollarBased?: boolean;
  /** Expansion adults 19-64; null when the state has not expanded Medicaid. */
  adults: number | null;
  /** The separate CHIP starts at this age (1 where CMS prints "1 up to 19"); else from birth. */
  separateChipFromAge?: number;
  /** Limit for ages 19 and 20 where the state covers them as young adults. */
  ages19to20?: number;
  note?: string;
}

export const MEDICAID_LEVELS_SOURCE: RuleSource = {
  title:
    "CMS, Medicaid, Children's Health Insurance Program, & Basic Health Program Eligibility Levels (state decisions as of December 1, 2023)",
  url: 'https://www.medicaid.gov/medicaid/national-medicaid-chip-program-information/medicaid-childrens-health-insurance-program-basic-health-program-eligibility-levels',
};

/** Where to check a state's current Medicaid and CHIP rules and apply. */
export const MEDICAID_STATE_DIRECTORY: RuleSource = {
  title: 'HealthCare.gov, Medicaid & CHIP: contact your state',
  url: 'https://www.healthcare.gov/medicaid-chip/getting-medicaid-chip/',
};

/** States that have not adopted the ACA Medicaid expansion (KFF, published 2026-01-14). */
export const NON_EXPANSION_STATES: readonly StateCode[] = [
  'AL',
  'FL',
  'GA',
  'KS',
  'MS',
  'SC',
  'TN',
  'TX',
  'WI',
  'WY',
];

export const MEDICAID_EXPANSION_SOURCE: RuleSource = {
  title: 'KFF, Status of State Medicaid Expansion Decisions (published January 14, 2026)',
  url: 'https://www.kff.org/medicaid/status-of-state-medicaid-expansion-decisions/',
};

/** Whether a state covers adults 19-64 up to 138 % FPL under the ACA expansion. */
export function hasMedicaidExpansion(state: StateCode): boolean {
  return !NON_EXPANSION_STATES.includes(state);
}
