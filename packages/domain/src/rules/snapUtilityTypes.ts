import type { DatedRow, RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// The shapes of the SUA table (snapUtilityYears.ts) and of what snapUtilities.ts reads from it.

/** One figure, or one per household size 1..n (the last also for larger households). */
export type UtilityFigure = number | readonly number[];

export interface UtilityFigures {
  heatingCooling?: UtilityFigure;
  limited?: UtilityFigure;
  phone?: UtilityFigure;
}

export interface StateUtilityAllowances extends UtilityFigures {
  /** Figures the state changed during the year, in force from `from` (the others stay). */
  update?: UtilityFigures & { from: string };
  /**
   * The state sets its allowances by area (Alaska: six regions; New York: New York City,
   * Nassau-Suffolk, rest of state). The row keeps the lowest area's figures: a lower bound.
   */
  lowestOfAreas?: true;
  /** The state's own notice, when the row comes from it rather than the year's table. */
  source?: RuleSource;
}

export interface SnapUtilityYear extends DatedRow {
  fiscalYear: number;
  states: Readonly<Partial<Record<StateCode, StateUtilityAllowances>>>;
}
