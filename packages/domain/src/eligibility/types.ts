import type { EstimateProgram } from './schema.js';

// A test applied, as a code and its numbers; `reasonText` words it in the applicant's language.
export interface EstimateReason {
  code: string;
  values?: Readonly<Record<string, number | string>>;
}

export interface EstimateSource {
  title: string;
  url: string;
  /** First day the figure is in force (yyyy-mm-dd). */
  effective: string;
}

export interface ProgramEstimate {
  program: EstimateProgram;
  /** null: this estimate cannot tell (state rules not in the tables). */
  eligible: boolean | null;
  monthlyAmount: number | null;
  /** Indexes into the request's members who may qualify. */
  members: number[];
  reasons: EstimateReason[];
  sources: EstimateSource[];
}

export interface HouseholdEstimate {
  asOf: string;
  programs: ProgramEstimate[];
}

/** true if anyone may qualify, false if everyone was tested and no one does, else unknown. */
export function combine(results: readonly (boolean | null)[]): boolean | null {
  if (results.includes(true)) return true;
  return results.includes(null) ? null : false;
}
