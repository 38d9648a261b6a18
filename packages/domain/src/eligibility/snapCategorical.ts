import { ruleDay } from '../rules/period.js';
import { monthlyPercentOfPoverty, povertyGuideline } from '../rules/poverty.js';
import type { PovertyRegion } from '../rules/regions.js';
import { bbceGuidelineYear, SNAP_BBCE_SOURCE, snapBbceRule } from '../rules/snapBbce.js';
import { dollars } from './income.js';
import type { EstimateRequest } from './schema.js';
import type { EstimateReason, EstimateSource } from './types.js';

/** 60 or older, or disabled (7 CFR 271.2 "elderly or disabled member"; SSI counts as disabled). */
export function isElderlyOrDisabled(member: EstimateRequest['members'][number]): boolean {
  return member.age >= 60 || member.disabled || member.blind || member.receivesSsi;
}

export interface Categorical {
  /** Skips the gross and asset tests (7 CFR 273.2(j)(2)). */
  categorical: boolean;
  /** The state's BBCE program still applies SNAP's net income test. */
  netTest: boolean;
  reasons: EstimateReason[];
  sources: EstimateSource[];
}

export interface CategoricalInput {
  request: EstimateRequest;
  asOf: string;
  region: PovertyRegion;
  /** Poverty year of the SNAP fiscal year, used when the state's update year is not in the table. */
  povertyYear: number;
  grossCents: number;
  earnedCents: number;
}

/**
 * Categorical eligibility: everyone on TANF or SSI (7 CFR 273.2(j)(2)(i)), or under the state's
 * broad-based categorical eligibility limits (7 CFR 273.2(j)(2)(ii)).
 */
export function snapCategorical(input: CategoricalInput): Categorical {
  const { request, asOf, region, grossCents } = input;
  const size = request.members.length;
  const reasons: EstimateReason[] = [];
  const sources: EstimateSource[] = [];
  if (request.members.every((m) => m.receivesTanf || m.receivesSsi)) {
    reasons.push({ code: 'snapCategoricalAssistance' });
    return { categorical: true, netTest: false, reasons, sources };
  }
  const rule = snapBbceRule(asOf, request.state);
  if (!rule) {
    reasons.push({ code: 'snapBbceUnknown', values: { url: SNAP_BBCE_SOURCE.url } });
    return { categorical: false, netTest: true, reasons, sources };
  }
  sources.push({ ...rule.source, effective: rule.from });
  if (rule.grossPercent === null) {
    reasons.push({ code: 'snapBbceNone' });
    return { categorical: false, netTest: true, reasons, sources };
  }
  const members = request.members;
  const elderlyDisabled = rule.elderlyDisabledMeansEveryone
    ? members.every(isElderlyOrDisabled)
    : members.some(isElderlyOrDisabled);
  let percent: number | null =
    elderlyDisabled && rule.elderlyDisabledGrossPercent !== undefined
      ? rule.elderlyDisabledGrossPercent
      : rule.grossPercent;
  // New York: 150 % with earned income, 200 % with dependent care costs (OTDA 16-ADM-06).
  if (percent !== null && rule.earnedIncomePercent && input.earnedCents > 0)
    percent = Math.max(percent, rule.earnedIncomePercent);
  if (percent !== null && rule.dependentCarePercent && (request.expenses?.dependentCare ?? 0) > 0)
    percent = Math.max(percent, rule.dependentCarePercent);
  // Assets not asked count as none, as the federal asset test does below.
  const assetsOk = (request.assets ?? 0) <= (rule.assetLimit ?? Number.POSITIVE_INFINITY);
  const netTest = rule.netTest === 'all' || (rule.netTest === 'elderlyDisabled' && elderlyDisabled);
  if (percent === null) {
    reasons.push({
      code: assetsOk ? 'snapBbceNoGrossLimit' : 'snapBbceAssetsFail',
      values: { limit: Number(rule.assetLimit) },
    });
    return { categorical: assetsOk, netTest: assetsOk ? netTest : true, reasons, sources };
  }
  const guidelines =
    povertyGuideline(bbceGuidelineYear(ruleDay(asOf), rule), region, size) ??
    povertyGuideline(input.povertyYear, region, size)!;
  const limit = monthlyPercentOfPoverty(guidelines, percent);
  const incomeOk = grossCents <= limit * 100;
  const passes = incomeOk && assetsOk;
  if (incomeOk && !assetsOk)
    reasons.push({ code: 'snapBbceAssetsFail', values: { limit: Number(rule.assetLimit) } });
  else
    reasons.push({
      code: passes ? (netTest ? 'snapBbcePassNetTest' : 'snapBbcePass') : 'snapBbceFail',
      values: { income: dollars(grossCents), limit, percent, size },
    });
  return { categorical: passes, netTest: passes ? netTest : true, reasons, sources };
}
