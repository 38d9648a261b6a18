import type { MedicaidStateLimits } from './medicaid.js';
// Rows are added per state in medicaidStateTable.ts; a state without a row is "depends on your
// state" and the assistant links HealthCare.gov's state directory.
import { medicaidStateTable } from './medicaidStateTable.js';
import { rowOn } from './period.js';
import type { StateCode } from './regions.js';

export interface MedicaidStateRow extends MedicaidStateLimits {
  from: string;
  to?: string;
}

/** Medicaid and CHIP limits (percent of FPL) for a state on a day, or undefined when unknown. */
export function medicaidLimitsFor(
  state: StateCode,
  date: Date | string,
): MedicaidStateRow | undefined {
  return rowOn(
    medicaidStateTable.filter((row) => row.state === state),
    date,
  );
}
