import { MEDICAID_STATE_DIRECTORY } from './medicaid.js';
import { type MedicaidStateRow, medicaidStateTable } from './medicaidStateTable.js';
import { type RuleSource, stateRowOn } from './period.js';
import type { StateCode } from './regions.js';

export type { MedicaidStateRow } from './medicaidStateTable.js';

export interface MedicaidAnswer {
  state: StateCode;
  /** Undefined: "depends on your state" — send the applicant to `agency`. */
  limits?: MedicaidStateRow;
  source?: RuleSource;
  agency: RuleSource;
}

/** Medicaid and CHIP limits (percent of FPL) for a state on a day, with the row's source; without a row, where to ask. */
export function medicaidLimitsFor(state: StateCode, date: Date | string): MedicaidAnswer {
  const limits = stateRowOn(medicaidStateTable, state, date);
  return limits
    ? { state, limits, source: limits.source, agency: MEDICAID_STATE_DIRECTORY }
    : { state, agency: MEDICAID_STATE_DIRECTORY };
}
