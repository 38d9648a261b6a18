import { type RuleSource, rowOn } from './period.js';
import type { StateCode } from './regions.js';
import type { TanfStateRules } from './tanf.js';

/** Where a family applies when the state has no row: the federal directory of state TANF offices. */
export const TANF_STATE_DIRECTORY: RuleSource = {
  title: 'HHS Administration for Children and Families, Help for Families: state TANF programs',
  url: 'https://www.acf.hhs.gov/ofa/map/about/help-families',
};

export interface TanfStateRow extends TanfStateRules {
  from: string;
  to?: string;
  source: RuleSource;
}

export const tanfStateTable: readonly TanfStateRow[] = [];

export interface TanfAnswer {
  state: StateCode;
  /** Undefined: "depends on your state" — send the applicant to `agency`. */
  rules?: TanfStateRules;
  agency: RuleSource;
}

/** TANF rules for a state on a day; without a row, only where to apply. */
export function tanfFor(state: StateCode, date: Date | string): TanfAnswer {
  const rules = rowOn(
    tanfStateTable.filter((row) => row.state === state),
    date,
  );
  return rules ? { state, rules, agency: rules.agency } : { state, agency: TANF_STATE_DIRECTORY };
}
