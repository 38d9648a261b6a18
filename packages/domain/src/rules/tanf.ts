import type { RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// TANF is run by each state: limits, grants and time limits differ. Federal law caps federally
// funded assistance at 60 months (42 U.S.C. 608(a)(7)); a state may set a shorter limit.
export const TANF_FEDERAL_TIME_LIMIT_MONTHS = 60;

export const TANF_FEDERAL_SOURCE: RuleSource = {
  title: '42 U.S.C. 608(a)(7), no assistance for more than 5 years',
  url: 'https://www.law.cornell.edu/uscode/text/42/608',
};

/** A state's monthly income limit for an applying family, as the state's manual states it. */
export type TanfIncomeLimit =
  | { kind: 'dollars'; familyOf3: number; source: RuleSource }
  | { kind: 'percentOfPoverty'; percent: number; source: RuleSource };

/** A state's time limit for adults: the lifetime months, and a shorter limit where it has one. */
export interface TanfTimeLimit {
  lifetimeMonths: number;
  /** Texas: 12, 24 or 36 months by education and work history; NC: 24 months, then 36 off. */
  shorterMonths?: readonly number[];
  /** The shorter limit counts within this many months (Florida: 24 in any 60), or is followed by this many months off (NC: 36). */
  withinMonths?: number;
  monthsOff?: number;
  source: RuleSource;
}

export interface TanfStateRules {
  state: StateCode;
  programName: string;
  /** Most a family gets a month by its size (index 0 = 1 person), where the state publishes it. */
  maxGrantBySize?: readonly number[];
  /** Where the grant holds when it differs by area (the highest area is given). */
  grantArea?: string;
  /** Illinois: the grant is this percent of the poverty guideline for the family's size. */
  maxGrantPercentOfPoverty?: number;
  /** The day the grant took effect, when earlier than the row (a row may change only the income limit). */
  grantFrom?: string;
  /** Source of the grant, when one is given. */
  source?: RuleSource;
  incomeLimit?: TanfIncomeLimit;
  timeLimit: TanfTimeLimit;
  agency: RuleSource;
}
