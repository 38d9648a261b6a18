import { stateRowOn } from './period.js';
import type { StateCode } from './regions.js';
import { SNAP_BBCE_SOURCE, snapBbceRows } from './snapBbceStates.js';
import type { SnapBbceRow, SnapBbceRule } from './snapBbceTypes.js';

export type { SnapBbceRow, SnapBbceRule } from './snapBbceTypes.js';

export { SNAP_BBCE_SOURCE };

// Broad-based categorical eligibility (BBCE, 7 CFR 273.2(j)(2)): a state's non-cash TANF/MOE
// benefit makes a household categorically eligible under that program's own gross income limit
// and asset rule; the household then skips SNAP's gross, net and asset tests, and its benefit is
// computed as for anyone else (7 CFR 273.10(e)). BBCE cannot make a household ineligible: one
// over the state's limits takes the federal tests. Rows as FNS's BBCE chart prints them, with
// the state notices for what the chart leaves out (decision 0302).

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
