import type { BenefitId } from './benefits.js';

// SPEC 9: benefit rule table. `null` is the spec's "none given".
export interface AssetLimits {
  individual: number;
  household: number;
}

export interface BenefitRule {
  benefitId: BenefitId;
  lookbackMonths: number;
  incomeAveragingMonths: number | null;
  workRequirementHoursPerMonth: number | null;
  workRequirementNote: string | null;
  assetLimits: AssetLimits | null;
  recertificationMonths: number;
  federalGuideline: string | null;
}

export const benefitRules: Readonly<Record<BenefitId, BenefitRule>> = {
  'medicaid-magi': {
    benefitId: 'medicaid-magi',
    lookbackMonths: 12,
    incomeAveragingMonths: 12,
    workRequirementHoursPerMonth: 80,
    workRequirementNote: null,
    assetLimits: null,
    recertificationMonths: 12,
    federalGuideline: null,
  },
  snap: {
    benefitId: 'snap',
    lookbackMonths: 3,
    incomeAveragingMonths: 3,
    workRequirementHoursPerMonth: 80,
    workRequirementNote: 'ages 18-49',
    assetLimits: { individual: 2750, household: 4250 },
    recertificationMonths: 6,
    federalGuideline: null,
  },
  tanf: {
    benefitId: 'tanf',
    lookbackMonths: 1,
    incomeAveragingMonths: null,
    workRequirementHoursPerMonth: 120,
    workRequirementNote: '30 per week',
    assetLimits: { individual: 2000, household: 3000 },
    recertificationMonths: 6,
    federalGuideline: null,
  },
  wic: {
    benefitId: 'wic',
    lookbackMonths: 12,
    incomeAveragingMonths: null,
    workRequirementHoursPerMonth: null,
    workRequirementNote: null,
    assetLimits: null,
    recertificationMonths: 6,
    federalGuideline: '185% of poverty level',
  },
  chip: {
    benefitId: 'chip',
    lookbackMonths: 12,
    incomeAveragingMonths: null,
    workRequirementHoursPerMonth: null,
    workRequirementNote: null,
    assetLimits: null,
    recertificationMonths: 12,
    federalGuideline: 'up to 200% of poverty level',
  },
  'medicaid-non-magi': {
    benefitId: 'medicaid-non-magi',
    lookbackMonths: 36,
    incomeAveragingMonths: 1,
    workRequirementHoursPerMonth: null,
    workRequirementNote: null,
    assetLimits: { individual: 2000, household: 3000 },
    recertificationMonths: 12,
    federalGuideline: null,
  },
};

/** SPEC 9: the evaluated lookback shown is the maximum over the selected benefits, at least 12. */
export const MINIMUM_EVALUATED_LOOKBACK_MONTHS = 12;

export function evaluatedLookbackMonths(selected: readonly BenefitId[]): number {
  return Math.max(
    MINIMUM_EVALUATED_LOOKBACK_MONTHS,
    ...selected.map((id) => benefitRules[id].lookbackMonths),
  );
}
