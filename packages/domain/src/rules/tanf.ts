import type { RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// TANF is run by each state: limits, grants and time limits differ. Federal law caps federally
// funded assistance at 60 months (42 U.S.C. 608(a)(7)); a state may set a shorter limit.
export const TANF_FEDERAL_TIME_LIMIT_MONTHS = 60;

export const TANF_FEDERAL_SOURCE: RuleSource = {
  title: '42 U.S.C. 608(a)(7), no assistance for more than 5 years',
  url: 'https://www.law.cornell.edu/uscode/text/42/608',
};

export interface TanfStateRules {
  state: StateCode;
  programName: string;
  /** Maximum monthly grant for a family of 3 (one parent, two children), if known. */
  maxGrantFamilyOf3?: number;
  /** Source of the grant amount, when one is given. */
  source?: RuleSource;
  agency: RuleSource;
}
