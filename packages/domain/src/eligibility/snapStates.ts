import type { RuleSource } from '../rules/period.js';
import type { StateCode } from '../rules/regions.js';

// Broad-based categorical eligibility (7 CFR 273.2(j)(2)): a state's non-cash TANF/MOE benefit
// makes a household categorically eligible under the program's own gross limit and asset rule.
// Rows as FNS's BBCE chart prints them, for the states whose rows could be read here; any other
// state is "not known here" and the federal tests apply (decision 0301).
export const SNAP_BBCE_SOURCE: RuleSource = {
  title: 'USDA FNS, SNAP Broad-Based Categorical Eligibility (state chart)',
  url: 'https://www.fns.usda.gov/snap/broad-based-categorical-eligibility',
};

export interface BbceRule {
  /** Gross income limit of the conferring program, percent of the poverty guidelines. */
  grossPercent: number;
  /** Asset limit in dollars; null: no limit on assets. */
  assetLimit: number | null;
}

export const snapBbceStates: Readonly<Partial<Record<StateCode, BbceRule>>> = {
  AL: { grossPercent: 130, assetLimit: null },
  AZ: { grossPercent: 185, assetLimit: null },
  CA: { grossPercent: 200, assetLimit: null },
  CO: { grossPercent: 200, assetLimit: null },
  CT: { grossPercent: 200, assetLimit: null },
  DE: { grossPercent: 200, assetLimit: null },
  DC: { grossPercent: 200, assetLimit: null },
  FL: { grossPercent: 200, assetLimit: null },
  GA: { grossPercent: 130, assetLimit: null },
  HI: { grossPercent: 200, assetLimit: null },
  ID: { grossPercent: 130, assetLimit: 5_000 },
};
