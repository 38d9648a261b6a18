import { regionOf } from '../rules/regions.js';
import { TANF_FEDERAL_SOURCE } from '../rules/tanf.js';
import { tanfMaxGrant } from '../rules/tanfFigures.js';
import { tanfFor } from '../rules/tanfStates.js';
import {
  WIC_CATEGORIES_SOURCE,
  WIC_INCOME_PERCENT,
  wicMonthlyLimit,
  wicYear,
} from '../rules/wic.js';
import { dollars, householdIncome } from './income.js';
import type { EstimateMember, EstimateRequest } from './schema.js';
import type { EstimateReason, ProgramEstimate } from './types.js';

/** WIC categories (7 CFR 246.7(c)); postpartum and breastfeeding as the applicant reports them. */
/** No one in the household can get this program; `code` says why. */
function notEligible(
  program: 'wic' | 'tanf',
  code: string,
  sources: ProgramEstimate['sources'],
): ProgramEstimate {
  return {
    program,
    eligible: false,
    monthlyAmount: null,
    members: [],
    reasons: [{ code }],
    sources,
  };
}

export function wicCategory(member: EstimateMember): string | null {
  if (member.pregnant) return 'pregnant';
  if (member.breastfeeding) return 'breastfeeding';
  if (member.postpartum) return 'postpartum';
  if (member.age < 1) return 'infant';
  if (member.age < 5) return 'child';
  return null;
}

/**
 * WIC per person: a category, and income at or under 185 % of the poverty guidelines
 * (7 CFR 246.7(d)(1); the household counts each unborn child, assumed one per pregnancy) or
 * adjunctive eligibility through SNAP, TANF or Medicaid (7 CFR 246.7(d)(2)(vi)).
 */
export function estimateWic(
  request: EstimateRequest,
  asOf: string,
  adjunctive: { snap: boolean | null; medicaidMembers: readonly number[] },
): ProgramEstimate {
  const year = wicYear(asOf);
  const reasons: EstimateReason[] = [];
  const categories = request.members.map(wicCategory);
  const candidates = categories.flatMap((category, index) => (category ? [index] : []));
  const sources = [{ ...WIC_CATEGORIES_SOURCE, effective: '2025-07-01' }];
  if (year) sources.push({ ...year.source, effective: year.from });
  if (candidates.length === 0) {
    return notEligible('wic', 'wicNoCategory', sources);
  }
  for (const index of candidates)
    reasons.push({
      code: 'wicCategory',
      values: { member: index + 1, category: categories[index]! },
    });
  const onTanf = request.members.some((m) => m.receivesTanf);
  const household = adjunctive.snap === true || onTanf;
  const size = request.members.length + request.members.filter((m) => m.pregnant).length;
  const limit = year ? wicMonthlyLimit(asOf, regionOf(request.state), size)! : null;
  const gross = householdIncome(request).grossCents;
  let incomeOk: boolean | null = limit === null ? null : gross <= limit * 100;
  if (limit !== null)
    reasons.push({
      code: incomeOk ? 'wicIncomePass' : 'wicIncomeFail',
      values: { income: dollars(gross), limit, percent: WIC_INCOME_PERCENT, size },
    });
  if (household) {
    reasons.push({ code: onTanf ? 'wicAdjunctiveTanf' : 'wicAdjunctiveSnap' });
    incomeOk = true;
  }
  const members = candidates.filter(
    (index) => incomeOk === true || adjunctive.medicaidMembers.includes(index),
  );
  if (members.length > 0 && incomeOk !== true) reasons.push({ code: 'wicAdjunctiveMedicaid' });
  const eligible = members.length > 0 ? true : incomeOk;
  if (eligible) reasons.push({ code: 'wicNutritionalRisk' });
  return { program: 'wic', eligible, monthlyAmount: null, members, reasons, sources };
}

/**
 * TANF: federal law funds assistance only for a family with a minor child or a pregnant member
 * (42 U.S.C. 608(a)(1)); income and grant rules are each state's, so the estimate is "ask your
 * state" with the program's name, its maximum grant for the family's size and its time limit
 * where the tables know them (tanfStates.ts), and the link.
 */
export function estimateTanf(request: EstimateRequest, asOf: string): ProgramEstimate {
  const answer = tanfFor(request.state, asOf);
  const sources = [
    { ...TANF_FEDERAL_SOURCE, effective: '1996-08-22' },
    { ...answer.agency, effective: asOf },
  ];
  const family = request.members.some((m) => m.age < 18 || m.pregnant);
  if (!family) {
    return notEligible('tanf', 'tanfNoChild', sources);
  }
  const reasons: EstimateReason[] = [];
  const rules = answer.rules;
  // The grant for the household's size where the state publishes it (tanfStates.ts).
  const size = request.members.length;
  const grant = tanfMaxGrant(request.state, asOf, size);
  if (rules && grant) {
    sources.push({ ...grant.source, effective: grant.from });
    reasons.push({
      code: 'tanfMaxGrant',
      values: { program: rules.programName, grant: grant.amount, size },
    });
  }
  if (rules) {
    sources.push({ ...rules.timeLimit.source, effective: rules.from });
    reasons.push({
      code: 'tanfTimeLimit',
      values: { program: rules.programName, months: rules.timeLimit.lifetimeMonths },
    });
  }
  reasons.push({
    code: 'tanfAskState',
    values: { program: rules?.programName ?? 'TANF', url: answer.agency.url },
  });
  return { program: 'tanf', eligible: null, monthlyAmount: null, members: [], reasons, sources };
}
