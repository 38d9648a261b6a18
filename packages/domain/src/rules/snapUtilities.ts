import { type RuleSource, rowOn, ruleDay } from './period.js';
import type { StateCode } from './regions.js';
import type { UtilityFigure } from './snapUtilityTypes.js';
import { snapUtilityYears } from './snapUtilityYears.js';

export type {
  SnapUtilityYear,
  StateUtilityAllowances,
  UtilityFigure,
  UtilityFigures,
} from './snapUtilityTypes.js';

// SNAP standard utility allowances (SUAs), set by each state each fiscal year and approved by
// FNS (7 CFR 273.9(d)(6)(iii)). A household's utility answer picks one standard:
//   heating_cooling   -> the heating and cooling SUA (HCSUA), 7 CFR 273.9(d)(6)(iii)(A)
//   utilities_no_heat -> the limited utility allowance (LUA): two or more utilities, no heat or
//                        cooling, 7 CFR 273.9(d)(6)(iii)(A)
//   phone_only        -> the telephone standard, 7 CFR 273.9(d)(6)(iii)(A)
//   none, included_in_rent -> no allowance (no utility cost billed separately)
// A figure left out of a state's row is not known here: the estimate leaves it out (a lower
// bound) and says so, never borrowing another year's or state's figure (decision 0302).

export type UtilityAnswer =
  | 'heating_cooling'
  | 'utilities_no_heat'
  | 'phone_only'
  | 'none'
  | 'included_in_rent';

export interface UtilityAllowance {
  /** Monthly dollars, or undefined when the state's figure for the day is not known here. */
  amount: number | undefined;
  kind: 'heatingCooling' | 'limited' | 'phone';
  lowestOfAreas: boolean;
  /** Where the figure comes from and the first day it holds (when the figure is known). */
  source: RuleSource | undefined;
  from: string | undefined;
}

const KIND = {
  heating_cooling: 'heatingCooling',
  utilities_no_heat: 'limited',
  phone_only: 'phone',
} as const;

function bySize(figure: UtilityFigure | undefined, size: number): number | undefined {
  if (figure === undefined || typeof figure === 'number') return figure;
  return figure[Math.min(size, figure.length) - 1];
}

/**
 * The state's standard for a utility answer on a day; undefined when the answer takes no
 * allowance (none, or utilities included in the rent).
 */
export function snapUtilityAllowance(
  date: Date | string,
  state: StateCode,
  size: number,
  answer: UtilityAnswer,
): UtilityAllowance | undefined {
  if (answer === 'none' || answer === 'included_in_rent') return undefined;
  const kind = KIND[answer];
  const year = rowOn(snapUtilityYears, date);
  const row = year?.states[state];
  const update = row?.update && row.update.from <= ruleDay(date) ? row.update : undefined;
  return {
    amount: bySize(update?.[kind] ?? row?.[kind], size),
    kind,
    lowestOfAreas: row?.lowestOfAreas === true,
    source: row && (row.source ?? year!.source),
    from: update?.from ?? year?.from,
  };
}
