import type { DatedRow } from './period.js';
import type { StateCode } from './regions.js';

// The shape of the BBCE table (snapBbceStates.ts) and of what snapBbce.ts reads from it.

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
