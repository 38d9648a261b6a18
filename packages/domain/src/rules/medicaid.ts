import type { RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// Medicaid and CHIP income limits by state, as a percent of the federal poverty level (FPL).
// Filled in below from the CMS/KFF state tables; see medicaidStates.ts.
export interface MedicaidStateLimits {
  state: StateCode;
  /** Whether the state covers the adult expansion group (ages 19-64, 138 % FPL). */
  expansion: boolean;
  /** Limit for adults 19-64 without a disability; null when the state has no such group. */
  adults: number | null;
  /** Limit for parents and caretaker relatives. */
  parents: number;
  pregnant: number;
  /** Medicaid limits for children by age band. */
  childrenUnder1: number;
  children1to5: number;
  children6to18: number;
  /** Highest limit for children through CHIP (Medicaid-expansion or separate CHIP). */
  chipChildren: number;
  asOf: string;
  source: RuleSource;
  agency: RuleSource;
}
