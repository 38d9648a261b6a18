import { regionOf } from '../rules/regions.js';
import {
  SNAP_EARNED_INCOME_DEDUCTION_PERCENT,
  SNAP_MEDICAL_THRESHOLD,
  SNAP_UTILITY_ALLOWANCES_PAGE,
  snapFigures,
  snapIncomeLimit,
  snapMaxAllotment,
  snapMinimumBenefit,
  snapStandardDeduction,
} from '../rules/snap.js';
import { snapStandardMedical } from '../rules/snapMedical.js';
import { snapUtilityAllowance } from '../rules/snapUtilities.js';
import { dollars, householdIncome } from './income.js';
import type { EstimateRequest } from './schema.js';
import { isElderlyOrDisabled, snapCategorical } from './snapCategorical.js';
import { SNAP_NON_CITIZEN_SOURCE, snapHousehold } from './snapHousehold.js';
import type { EstimateReason, ProgramEstimate } from './types.js';

const SNAP_COLA_INDEX = {
  title: 'USDA FNS, SNAP Cost-of-Living Adjustment (COLA) Information',
  url: 'https://www.fns.usda.gov/snap/allotment/COLA',
};

const REGULATION = {
  title: '7 CFR 273.9 (income and deductions) and 273.10(e) (benefit computation)',
  url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273',
};

/** SNAP for the whole household, by 7 CFR 273.9-273.10, with every test and its numbers. */
export function estimateSnap(full: EstimateRequest, asOf: string): ProgramEstimate {
  const household = snapHousehold(full);
  const request = household.request;
  if (household.members.length === 0)
    return {
      program: 'snap',
      eligible: false,
      monthlyAmount: 0,
      members: [],
      reasons: [{ code: 'snapNoEligibleMembers' }],
      sources: [{ ...SNAP_NON_CITIZEN_SOURCE, effective: asOf }],
    };
  const size = request.members.length;
  const region = regionOf(request.state);
  const fy = snapFigures(asOf);
  const max = snapMaxAllotment(asOf, region, size);
  const everyone = household.members;
  const minimum = snapMinimumBenefit(asOf, region);
  if (!fy || max === undefined || minimum === undefined) {
    return {
      program: 'snap',
      eligible: null,
      monthlyAmount: null,
      members: [],
      reasons: [
        { code: 'snapFiguresUnknown', values: { url: (fy?.colaPage ?? SNAP_COLA_INDEX).url } },
      ],
      sources: fy ? [{ ...fy.colaPage, effective: fy.from }] : [],
    };
  }
  const reasons: EstimateReason[] = [];
  if (household.excluded > 0)
    reasons.push({ code: 'snapIneligibleMembers', values: { count: household.excluded, size } });
  const sources = [
    { ...fy.source, effective: fy.from },
    { ...fy.incomeLimitSource, effective: fy.from },
    { ...REGULATION, effective: fy.from },
  ];
  const income = householdIncome(request);
  const gross = income.grossCents;
  const elderlyOrDisabled = request.members.some(isElderlyOrDisabled);
  const expenses = request.expenses;

  const categorical = snapCategorical({
    request,
    asOf,
    region,
    povertyYear: fy.povertyYear,
    grossCents: gross,
    earnedCents: income.earnedCents,
  });
  reasons.push(...categorical.reasons);
  sources.push(...categorical.sources);

  let eligible = true;
  const grossLimit = snapIncomeLimit(asOf, region, size, 'gross')!;
  if (elderlyOrDisabled) reasons.push({ code: 'snapGrossSkipped' });
  else if (!categorical.categorical) {
    const pass = gross <= grossLimit * 100;
    eligible &&= pass;
    reasons.push({
      code: pass ? 'snapGrossPass' : 'snapGrossFail',
      values: { income: dollars(gross), limit: grossLimit, size },
    });
  }

  // Deductions (7 CFR 273.9(d)), in cents.
  const earnedDeduction = Math.round(
    (income.earnedCents * SNAP_EARNED_INCOME_DEDUCTION_PERCENT) / 100,
  );
  const standard = snapStandardDeduction(asOf, region, size)! * 100;
  const cents = (value: number | undefined) => Math.round((value ?? 0) * 100);
  const dependentCare = cents(expenses?.dependentCare);
  const childSupport = cents(expenses?.childSupportPaid);
  // Medical costs of members 60+ or disabled over $35 (7 CFR 273.9(d)(3)), or the state's
  // standard medical deduction when it has one and it is higher (decision 0303).
  const overThreshold = elderlyOrDisabled
    ? Math.max(0, cents(expenses?.medical) - SNAP_MEDICAL_THRESHOLD * 100)
    : 0;
  const smd = overThreshold > 0 ? snapStandardMedical(asOf, request.state) : undefined;
  const medical = Math.max(overThreshold, (smd?.amount ?? 0) * 100);
  if (smd && medical > overThreshold) {
    reasons.push({ code: 'snapStandardMedical', values: { amount: smd.amount } });
    sources.push({ ...smd.source, effective: smd.from });
  }
  const adjusted = Math.max(
    0,
    gross - earnedDeduction - standard - dependentCare - childSupport - medical,
  );
  reasons.push({
    code: 'snapDeductions',
    values: {
      earned: dollars(earnedDeduction),
      standard: standard / 100,
      dependentCare: dollars(dependentCare),
      childSupport: dollars(childSupport),
      medical: dollars(medical),
      adjusted: dollars(adjusted),
    },
  });

  // Excess shelter (7 CFR 273.9(d)(6)): housing plus the state's utility allowance, minus half
  // of the income after the other deductions; capped unless someone is elderly or disabled.
  const housing =
    cents(expenses?.rent) +
    cents(expenses?.mortgage) +
    cents(expenses?.propertyTax) +
    cents(expenses?.homeInsurance);
  const utility = snapUtilityAllowance(asOf, request.state, size, expenses?.utilities ?? 'none');
  let shelter = housing;
  if (utility?.amount === undefined) {
    if (utility) {
      // The state's figure for the day is not in the table (decision 0302): a lower bound.
      reasons.push({
        code: 'snapUtilityAllowanceUnknown',
        values: { url: SNAP_UTILITY_ALLOWANCES_PAGE.url },
      });
      sources.push({ ...SNAP_UTILITY_ALLOWANCES_PAGE, effective: fy.from });
    }
  } else {
    shelter += utility.amount * 100;
    reasons.push({
      code: utility.lowestOfAreas ? 'snapUtilityAllowanceLowestArea' : 'snapUtilityAllowance',
      values: { kind: utility.kind, amount: utility.amount },
    });
    sources.push({ ...utility.source!, effective: utility.from! });
  }
  const uncapped = Math.max(0, shelter - Math.floor(adjusted / 2));
  const cap = fy.shelterCap?.[region];
  let excess = uncapped;
  if (!elderlyOrDisabled && cap !== undefined) excess = Math.min(uncapped, cap * 100);
  if (shelter > 0)
    reasons.push({
      code: elderlyOrDisabled ? 'snapShelterUncapped' : 'snapShelter',
      values: {
        shelter: dollars(shelter),
        half: dollars(Math.floor(adjusted / 2)),
        excess: dollars(excess),
        cap: Number(cap),
      },
    });
  // Net income is rounded to the whole dollar, 1-49 cents down and 50-99 up (7 CFR
  // 273.10(e)(1)(ii)(A)); FNS's Basis of Issuance table is set in whole-dollar net incomes.
  const net = Math.round(Math.max(0, adjusted - excess) / 100) * 100;

  const netLimit = snapIncomeLimit(asOf, region, size, 'net')!;
  if (categorical.netTest) {
    const pass = net <= netLimit * 100;
    eligible &&= pass;
    reasons.push({
      code: pass ? 'snapNetPass' : 'snapNetFail',
      values: { income: dollars(net), limit: netLimit, size },
    });
  }

  const resourceLimit = (elderlyOrDisabled ? fy.resourceLimitElderlyDisabled : fy.resourceLimit)!;
  if (!categorical.categorical) {
    if (request.assets === undefined)
      reasons.push({ code: 'snapResourcesNotAsked', values: { limit: resourceLimit } });
    else {
      const pass = request.assets <= resourceLimit;
      eligible &&= pass;
      reasons.push({
        code: pass ? 'snapResourcesPass' : 'snapResourcesFail',
        values: { assets: request.assets, limit: resourceLimit },
      });
    }
  }

  // Allotment (7 CFR 273.10(e)(2)): maximum minus 30 % of net income rounded up to the dollar;
  // eligible 1- and 2-person households get at least the minimum benefit.
  const contribution = Math.ceil((net * 3) / 1000);
  let amount = Math.max(0, max - contribution);
  if (eligible && size <= 2) amount = Math.max(amount, minimum);
  if (eligible && amount === 0) {
    eligible = false;
    reasons.push({ code: 'snapNoBenefit', values: { net: dollars(net), max } });
  } else if (eligible) {
    reasons.push({ code: 'snapAmount', values: { max, net: dollars(net), contribution, amount } });
  }
  return {
    program: 'snap',
    eligible,
    monthlyAmount: eligible ? amount : 0,
    members: eligible ? everyone : [],
    reasons,
    sources,
  };
}
