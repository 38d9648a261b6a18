// SPEC 9: risk levels High, Medium, Low. SPEC 5: overall risk and valid.
export const concernLevels = ['High', 'Medium', 'Low'] as const;
export type ConcernLevel = (typeof concernLevels)[number];

export const riskFlagTypes = [
  'duplicate_income_source',
  'high_income',
  'low_income',
  'high_expense_ratio',
  'missing_document',
] as const;
export type RiskFlagType = (typeof riskFlagTypes)[number];

export const riskFlagCategories = ['income', 'expenses', 'documents'] as const;
export type RiskFlagCategory = (typeof riskFlagCategories)[number];

/** SPEC 3: risk flag. */
export interface RiskFlag {
  /** Stable for the same data, so the web can key lists and the server can compare. */
  id: string;
  type: RiskFlagType;
  category: RiskFlagCategory;
  /** Plain words the applicant understands. */
  description: string;
  concernLevel: ConcernLevel;
  affectedData: Record<string, string | number | boolean | null | (string | number)[]>;
  /** What the applicant can do about it. */
  recommendation: string;
  /** True when the applicant can clear it themselves by changing or adding data. */
  autoResolvable: boolean;
}

export interface RiskAssessment {
  flags: RiskFlag[];
  overallRisk: ConcernLevel;
  /** SPEC 5: valid means no flags. */
  valid: boolean;
}

/** SPEC 5: High if any High flag or more than 2 Medium; Medium if 1 or 2 Medium; else Low. */
export function overallRisk(flags: readonly { concernLevel: ConcernLevel }[]): ConcernLevel {
  const medium = flags.filter((flag) => flag.concernLevel === 'Medium').length;
  if (flags.some((flag) => flag.concernLevel === 'High') || medium > 2) return 'High';
  return medium > 0 ? 'Medium' : 'Low';
}

export function riskAssessment(flags: RiskFlag[]): RiskAssessment {
  return { flags, overallRisk: overallRisk(flags), valid: flags.length === 0 };
}

/** Order for comparing levels: Low < Medium < High. */
export function concernRank(level: ConcernLevel): number {
  return 2 - concernLevels.indexOf(level);
}

/** SPEC 4: High issues exist when at least one flag is High. */
export function hasHighIssues(flags: readonly { concernLevel: ConcernLevel }[]): boolean {
  return flags.some((flag) => flag.concernLevel === 'High');
}

/**
 * SPEC 2 and 4: the button reads 'Submit with Issues', and the acknowledgement is needed,
 * when High issues exist (a High overall made only of 3+ Medium flags does not count).
 */
export function shouldSubmitWithIssues(assessment: { flags: readonly RiskFlag[] }): boolean {
  return hasHighIssues(assessment.flags);
}

export function submitButtonLabel(assessment: { flags: readonly RiskFlag[] }): string {
  return shouldSubmitWithIssues(assessment) ? 'Submit with Issues' : 'Submit Application';
}

/** SPEC 9: three medium issues are shown by default, with 'Show more'. */
export const MEDIUM_ISSUES_SHOWN = 3;

export interface RiskPanelFlags {
  high: RiskFlag[];
  medium: RiskFlag[];
  low: RiskFlag[];
  /** Medium flags hidden behind 'Show more'. */
  hiddenMediumCount: number;
}

export function riskPanelFlags(flags: readonly RiskFlag[], showAllMedium = false): RiskPanelFlags {
  const medium = flags.filter((flag) => flag.concernLevel === 'Medium');
  const shown = showAllMedium ? medium : medium.slice(0, MEDIUM_ISSUES_SHOWN);
  return {
    high: flags.filter((flag) => flag.concernLevel === 'High'),
    medium: shown,
    low: flags.filter((flag) => flag.concernLevel === 'Low'),
    hiddenMediumCount: medium.length - shown.length,
  };
}
