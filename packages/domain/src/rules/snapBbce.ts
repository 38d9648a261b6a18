import { type DatedRow, stateRowOn } from './period.js';
import type { StateCode } from './regions.js';
import { SNAP_BBCE_SOURCE, snapBbceRows } from './snapBbceStates.js';

export { SNAP_BBCE_SOURCE };

// Broad-based categorical eligibility (BBCE, 7 CFR 273.2(j)(2)): a state's non-cash TANF/MOE
// benefit makes a household categorically eligible under that program's own gross income limit
// and asset rule; the household then skips SNAP's gross, net and asset tests, and its benefit is
// computed as for anyone else (7 CFR 273.10(e)). BBCE cannot make a household ineligible: one
// over the state's limits takes the federal tests. Rows as FNS's BBCE chart prints them, with
// the state notices for what the chart leaves out (decision 0302).

export interface SnapBbceRule {
  /** Gross income limit, percent of the poverty guidelines; null: the state has no BBCE. */
  grossPercent: number | null;
  /**
   * Limit for a household with a member 60+ or disabled, when it differs; null: no gross
   * limit for such households.
   */
  elderlyDisabledGrossPercent?: number | null;
  /** Asset limit in dollars; null: no asset test. */
  assetLimit?: number | null;
  /** The state's program also applies SNAP's net income test: to all, or to elderly/disabled households. */
  netTest?: 'all' | 'elderlyDisabled';
  /** An "elderly or disabled household" only when every member is 60+ or disabled. */
  elderlyDisabledMeansEveryone?: true;
  /** Higher limits for households with earned income or dependent care costs (New York). */
  earnedIncomePercent?: number;
  dependentCarePercent?: number;
  /** Month the limits move to the new poverty guidelines when it is not October. */
  guidelineMonth?: number;
}

export interface SnapBbceRow extends DatedRow, SnapBbceRule {
  state: StateCode;
}

/** The state's BBCE row in force on the day, or undefined when the table does not know it. */
export function snapBbceRule(date: Date | string, state: StateCode): SnapBbceRow | undefined {
  return stateRowOn(snapBbceRows, state, date);
}

/**
 * Calendar year of the poverty guidelines a BBCE limit uses on a day: the year whose
 * guidelines the state adopted in its update month (October unless the row says otherwise).
 */
export function bbceGuidelineYear(day: string, rule: Pick<SnapBbceRule, 'guidelineMonth'>): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= (rule.guidelineMonth ?? 10) ? year : year - 1;
}
