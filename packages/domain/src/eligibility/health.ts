import { MAGI_DISREGARD_PERCENT, MEDICAID_EXPANSION_SOURCE } from '../rules/medicaid.js';
import { MEDICAID_EXPANSION_LAW } from '../rules/medicaidChanges.js';
import { medicaidLimitsFor } from '../rules/medicaidStates.js';
import { povertyGuideline, povertyGuidelineYear } from '../rules/poverty.js';
import { regionOf } from '../rules/regions.js';
import { dollars, householdIncome } from './income.js';
import type { EstimateMember, EstimateRequest } from './schema.js';
import {
  combine,
  type EstimateReason,
  type EstimateSource,
  type ProgramEstimate,
} from './types.js';

// MAGI Medicaid and CHIP per person (42 CFR 435.603, 435.116-119): income in percent of the
// poverty guideline for the household size (a pregnant woman counts herself and one unborn
// child, 42 CFR 435.603(b)), against the state's limit plus the 5-point disregard.

interface PersonResult {
  medicaid: boolean | null;
  chip: boolean | null;
}

function isParent(request: EstimateRequest, member: EstimateMember): boolean {
  const hasChild = request.members.some((m) => m.relationship === 'child' && m.age < 19);
  return hasChild && (member.relationship === 'self' || member.relationship === 'spouse');
}

export function estimateHealth(
  request: EstimateRequest,
  asOf: string,
): [ProgramEstimate, ProgramEstimate] {
  const region = regionOf(request.state);
  const year = povertyGuidelineYear(asOf);
  const answer = medicaidLimitsFor(request.state, asOf);
  const limits = answer.limits;
  const income = householdIncome(request).magiCents;
  const medicaidReasons: EstimateReason[] = [];
  const chipReasons: EstimateReason[] = [];
  const sources: EstimateSource[] = [];
  if (year) sources.push({ ...year.source, effective: year.from });
  if (limits && answer.source) sources.push({ ...answer.source, effective: limits.from });
  const agency = { ...answer.agency, effective: asOf };
  sources.push(agency);

  const percentOf = (size: number): number | null => {
    const guideline = povertyGuideline(asOf, region, size);
    return guideline === undefined ? null : Math.floor((income * 12 * 100) / guideline) / 100;
  };
  const results: PersonResult[] = request.members.map((member, index) => {
    const size = request.members.length + (member.pregnant ? 1 : 0);
    const percent = percentOf(size);
    // Without the poverty guideline or the state's row for the day, the result is unknown.
    if (percent === null || !limits) return { medicaid: null, chip: null };
    const test = (limit: number, code: string, list = medicaidReasons): boolean => {
      const pass = percent <= limit + MAGI_DISREGARD_PERCENT;
      list.push({
        code: pass ? `${code}Pass` : `${code}Fail`,
        values: {
          member: index + 1,
          percent,
          limit: limit + MAGI_DISREGARD_PERCENT,
          income: dollars(income),
          size,
        },
      });
      return pass;
    };
    if (member.receivesSsi) {
      medicaidReasons.push({ code: 'medicaidSsi', values: { member: index + 1 } });
      return { medicaid: true, chip: false };
    }
    if (member.age < 19) {
      const limit =
        member.age < 1
          ? limits.childrenUnder1
          : member.age < 6
            ? limits.children1to5
            : limits.children6to18;
      // A pregnant teen qualifies in either group, whichever limit is higher (42 CFR 435.116, 435.118).
      const asChild = test(limit, 'medicaidChild');
      if (asChild || (member.pregnant && test(limits.pregnant, 'medicaidPregnant'))) {
        return { medicaid: true, chip: false };
      }
      const chipChild =
        limits.separateChip !== null &&
        member.age >= (limits.separateChipFromAge ?? 0) &&
        test(limits.separateChip, 'chipChild', chipReasons);
      const chipPregnant =
        !chipChild &&
        member.pregnant === true &&
        limits.pregnantChip !== null &&
        test(limits.pregnantChip, 'chipPregnant', chipReasons);
      return { medicaid: false, chip: chipChild || chipPregnant };
    }
    if (member.pregnant) {
      const medicaid = test(limits.pregnant, 'medicaidPregnant');
      if (medicaid) return { medicaid, chip: false };
      return {
        medicaid,
        chip:
          limits.pregnantChip === null
            ? false
            : test(limits.pregnantChip, 'chipPregnant', chipReasons),
      };
    }
    if (member.age >= 65) {
      medicaidReasons.push({
        code: 'medicaidAged',
        values: { member: index + 1, url: answer.agency.url },
      });
      return { medicaid: null, chip: false };
    }
    // Ages 19 and 20 where the state covers them as young adults (CMS notes 7 and 8).
    if (member.age < 21 && limits.ages19to20 && test(limits.ages19to20, 'medicaidAdult')) {
      return { medicaid: true, chip: false };
    }
    // Adults 19-64: the state's adult group (the ACA expansion at 133 %, or a waiver such as
    // Wisconsin's), else parents and caretaker relatives.
    if (limits.adults === null) {
      medicaidReasons.push({ code: 'medicaidNoExpansion', values: { member: index + 1 } });
    } else if (test(limits.adults, 'medicaidAdult')) {
      return { medicaid: true, chip: false };
    }
    if (isParent(request, member)) {
      return { medicaid: test(limits.parents, 'medicaidParent'), chip: false };
    }
    return { medicaid: false, chip: false };
  });
  if (!limits) {
    medicaidReasons.push({ code: 'medicaidStateUnknown', values: { url: answer.agency.url } });
    chipReasons.push({ code: 'medicaidStateUnknown', values: { url: answer.agency.url } });
  }
  const lawSources: EstimateSource[] = [
    { ...MEDICAID_EXPANSION_LAW, effective: '2014-01-01' },
    { ...MEDICAID_EXPANSION_SOURCE, effective: '2026-01-14' },
  ];
  const pick = (key: keyof PersonResult) =>
    results.flatMap((result, index) => (result[key] === true ? [index] : []));
  return [
    {
      program: 'medicaid',
      eligible: combine(results.map((r) => r.medicaid)),
      monthlyAmount: null,
      members: pick('medicaid'),
      reasons: medicaidReasons,
      sources: [...sources, ...lawSources],
    },
    {
      program: 'chip',
      eligible: combine(results.map((r) => r.chip)),
      monthlyAmount: null,
      members: pick('chip'),
      reasons: chipReasons.length > 0 ? chipReasons : [{ code: 'chipNotNeeded' }],
      sources,
    },
  ];
}
