// ruleFacts(date): every figure the assistant may quote, as flat dotted keys, each with the day
// it took effect, when it ends (if known), and its official source. A key is ABSENT when the
// figure for that day is not known from an official source: say "unknown" and link the program
// page (`snap.figuresPage`), never an older figure.
//
// Keys (48 states and DC unless the key names alaska/hawaii; N = household size):
//   fpl.N (1-8), fpl.each, fpl.alaska.N, fpl.alaska.each, fpl.hawaii.N, fpl.hawaii.each  (usd, annual)
//   snap.grossLimit.N (1-8), snap.grossLimit.each, snap.netLimit.N, snap.netLimit.each  (usd-month)
//   snap.grossPercent, snap.netPercent                                              (percent)
//   snap.maxAllotment.N (1-8), snap.maxAllotment.each                               (usd-month)
//   snap.standardDeduction.N (1-6; 6 also for larger households)                   (usd-month)
//   snap.earnedIncomeDeduction (percent), snap.medicalThreshold (usd-month)
//   snap.shelterCap, snap.homelessShelterDeduction, snap.minimumBenefit             (usd-month)
//   snap.resourceLimit, snap.resourceLimitElderlyDisabled                           (usd)
//   snap.figuresPage, snap.utilityAllowancePage (state SUAs: rules/snapUtilities.ts)  (text: URL)
//   snap.workRules.ageFrom, snap.workRules.ageTo                                    (years)
//   snap.timeLimit.ageFrom, snap.timeLimit.ageTo, snap.timeLimit.childUnder          (years)
//   snap.timeLimit.hours (hours-month), snap.timeLimit.months, snap.timeLimit.periodMonths
//   snap.timeLimit.exemptions            (text, "; "; `words` holds it in every language)
//   snap.expedited.incomeUnder (usd-month), snap.expedited.resourcesAtMost (usd),
//   snap.expedited.days (days): expedited SNAP, 7 CFR 273.2(i)
//   wic.incomePercent (percent), wic.annualLimit.N, wic.monthlyLimit.N (1-8), wic.categories
//   medicaid.expansionPercent (percent of FPL for expansion adults, 138),
//   medicaid.workHours (hours-month), medicaid.workAgeFrom, medicaid.workAgeTo (years),
//   medicaid.workStart (text: ISO day), medicaid.renewalMonths, medicaid.renewalStart
//   tanf.federalTimeLimitMonths
//   snap.decisionDays, snap.verificationDays, medicaid.decisionDays,
//   medicaid.disabilityDecisionDays, chip.decisionDays, wic.decisionDays,
//   wic.soonerDecisionDays (days): after submitting, rules/afterSubmission.ts
// Per state: medicaidLimitsFor(state, date) (percent of FPL as CMS prints it, before the 5 %
// disregard; `limits` undefined = depends on your state, see `agency`), hasMedicaidExpansion(state),
// tanfFor(state, date) (`rules` undefined = depends on your state, see `agency`).

import { type ApplicantLanguage, applicantLanguageCodes } from '../catalogs/languages.js';
import { snapExemptionListText } from '../catalogs/snapExemptionTexts.js';
import { afterSubmissionRows } from './afterSubmission.js';
import {
  MEDICAID_ANNUAL_RENEWAL_SOURCE,
  MEDICAID_EXPANSION_ADULT_RULES,
  MEDICAID_EXPANSION_LAW,
  MEDICAID_EXPANSION_PERCENT,
  medicaidRenewalMonths,
  PL_119_21,
} from './medicaidChanges.js';
import { type RuleSource, rowOn, ruleDay } from './period.js';
import { povertyGuideline, povertyGuidelineYear } from './poverty.js';
import type { PovertyRegion } from './regions.js';
import {
  SNAP_EARNED_INCOME_DEDUCTION_PERCENT,
  SNAP_GROSS_PERCENT,
  SNAP_MEDICAL_THRESHOLD,
  SNAP_NET_PERCENT,
  SNAP_STATUTE_SOURCE,
  SNAP_UTILITY_ALLOWANCES_PAGE,
  snapFigures,
  snapIncomeLimit,
  snapIncomeLimitEachAdditional,
} from './snap.js';
import { SNAP_EXPEDITED, SNAP_EXPEDITED_FROM, SNAP_EXPEDITED_SOURCE } from './snapExpedited.js';
import { SNAP_GENERAL_WORK_RULES, snapTimeLimitRule } from './snapWork.js';
import { TANF_FEDERAL_SOURCE, TANF_FEDERAL_TIME_LIMIT_MONTHS } from './tanf.js';
import {
  WIC_CATEGORIES,
  WIC_CATEGORIES_SOURCE,
  WIC_INCOME_PERCENT,
  wicAnnualLimit,
  wicMonthlyLimit,
  wicYear,
} from './wic.js';

export type RuleFactUnit =
  | 'usd'
  | 'usd-month'
  | 'percent'
  | 'years'
  | 'months'
  | 'hours-month'
  | 'people'
  | 'days'
  | 'text';

export interface RuleFact {
  value: number | string;
  unit?: RuleFactUnit;
  /** ISO day the value took effect (for a standing rule: the start of the period it is stated for). */
  asOf: string;
  /** ISO day the value stops applying, when known. */
  until?: string;
  source: RuleSource;
  /** A text fact in words: its wording in each language (`value` is the English). */
  words?: Readonly<Record<ApplicantLanguage, string>>;
}

export { medicaidLimitsFor } from './medicaidStates.js';
export { tanfFor } from './tanfStates.js';

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

type Put = (
  key: string,
  value: number | string | null | undefined,
  unit: RuleFactUnit,
  words?: RuleFact['words'],
) => void;

/** Writes a fact; an unknown (null or undefined) value is left out, never written as a figure. */
export function factWriter(
  facts: Record<string, RuleFact>,
  asOf: string,
  until: string | undefined,
  source: RuleSource,
): Put {
  return (key, value, unit, words) => {
    if (value === null || value === undefined) return;
    facts[key] = {
      value,
      unit,
      asOf,
      ...(until ? { until } : {}),
      source,
      ...(words && { words }),
    };
  };
}

function povertyFacts(facts: Record<string, RuleFact>, day: string): void {
  const year = povertyGuidelineYear(day);
  if (!year) return;
  const put = factWriter(facts, year.from, year.to, year.source);
  const regions: [PovertyRegion, string][] = [
    ['contiguous', 'fpl'],
    ['alaska', 'fpl.alaska'],
    ['hawaii', 'fpl.hawaii'],
  ];
  for (const [region, prefix] of regions) {
    for (const size of SIZES) put(`${prefix}.${size}`, povertyGuideline(day, region, size), 'usd');
    put(`${prefix}.each`, year.scales[region].each, 'usd');
  }
}

function snapFacts(facts: Record<string, RuleFact>, day: string): void {
  const fy = snapFigures(day);
  if (!fy) return;
  const limits = factWriter(facts, fy.from, fy.to, fy.incomeLimitSource);
  for (const size of SIZES) {
    limits(
      `snap.grossLimit.${size}`,
      snapIncomeLimit(day, 'contiguous', size, 'gross'),
      'usd-month',
    );
    limits(`snap.netLimit.${size}`, snapIncomeLimit(day, 'contiguous', size, 'net'), 'usd-month');
  }
  limits(
    'snap.grossLimit.each',
    snapIncomeLimitEachAdditional(day, 'contiguous', 'gross'),
    'usd-month',
  );
  limits(
    'snap.netLimit.each',
    snapIncomeLimitEachAdditional(day, 'contiguous', 'net'),
    'usd-month',
  );

  const cola = factWriter(facts, fy.from, fy.to, fy.source);
  fy.maxAllotment?.contiguous?.upTo8.forEach((amount, index) => {
    cola(`snap.maxAllotment.${index + 1}`, amount, 'usd-month');
  });
  cola('snap.maxAllotment.each', fy.maxAllotment?.contiguous?.each, 'usd-month');
  fy.standardDeduction?.contiguous?.forEach((amount, index) => {
    cola(`snap.standardDeduction.${index + 1}`, amount, 'usd-month');
  });
  cola('snap.shelterCap', fy.shelterCap?.contiguous, 'usd-month');
  cola('snap.homelessShelterDeduction', fy.homelessShelterDeduction, 'usd-month');
  cola('snap.minimumBenefit', fy.minimumBenefit, 'usd-month');
  cola('snap.resourceLimit', fy.resourceLimit, 'usd');
  cola('snap.resourceLimitElderlyDisabled', fy.resourceLimitElderlyDisabled, 'usd');
  factWriter(facts, fy.from, fy.to, fy.colaPage)('snap.figuresPage', fy.colaPage.url, 'text');
  factWriter(
    facts,
    fy.from,
    fy.to,
    SNAP_UTILITY_ALLOWANCES_PAGE,
  )('snap.utilityAllowancePage', SNAP_UTILITY_ALLOWANCES_PAGE.url, 'text');

  const statute = factWriter(facts, fy.from, fy.to, SNAP_STATUTE_SOURCE);
  statute('snap.earnedIncomeDeduction', SNAP_EARNED_INCOME_DEDUCTION_PERCENT, 'percent');
  statute('snap.medicalThreshold', SNAP_MEDICAL_THRESHOLD, 'usd-month');
  statute('snap.grossPercent', SNAP_GROSS_PERCENT, 'percent');
  statute('snap.netPercent', SNAP_NET_PERCENT, 'percent');
}

function snapWorkFacts(facts: Record<string, RuleFact>, day: string): void {
  const general = factWriter(facts, '1977-09-29', undefined, SNAP_GENERAL_WORK_RULES.source);
  general('snap.workRules.ageFrom', SNAP_GENERAL_WORK_RULES.ageFrom, 'years');
  general('snap.workRules.ageTo', SNAP_GENERAL_WORK_RULES.ageTo, 'years');
  const rule = snapTimeLimitRule(day);
  if (!rule) return;
  const put = factWriter(facts, rule.from, rule.to, rule.source);
  put('snap.timeLimit.ageFrom', rule.ageFrom, 'years');
  put('snap.timeLimit.ageTo', rule.ageTo, 'years');
  put('snap.timeLimit.childUnder', rule.childUnder, 'years');
  put('snap.timeLimit.hours', rule.hoursPerMonth, 'hours-month');
  put('snap.timeLimit.months', rule.countableMonths, 'months');
  put('snap.timeLimit.periodMonths', rule.periodMonths, 'months');
  const words = Object.fromEntries(
    applicantLanguageCodes.map((language) => [language, snapExemptionListText(rule, language)]),
  ) as Record<ApplicantLanguage, string>;
  put('snap.timeLimit.exemptions', words.en, 'text', words);
}

function snapExpeditedFacts(facts: Record<string, RuleFact>): void {
  const put = factWriter(facts, SNAP_EXPEDITED_FROM, undefined, SNAP_EXPEDITED_SOURCE);
  put('snap.expedited.incomeUnder', SNAP_EXPEDITED.grossIncomeUnder, 'usd-month');
  put('snap.expedited.resourcesAtMost', SNAP_EXPEDITED.liquidResourcesAtMost, 'usd');
  put('snap.expedited.days', SNAP_EXPEDITED.days, 'days');
}

function wicFacts(facts: Record<string, RuleFact>, day: string): void {
  factWriter(
    facts,
    '1975-07-01',
    undefined,
    WIC_CATEGORIES_SOURCE,
  )('wic.categories', WIC_CATEGORIES.join('; '), 'text');
  const year = wicYear(day);
  if (!year) return;
  const put = factWriter(facts, year.from, year.to, year.source);
  put('wic.incomePercent', WIC_INCOME_PERCENT, 'percent');
  for (const size of SIZES) {
    put(`wic.annualLimit.${size}`, wicAnnualLimit(day, 'contiguous', size), 'usd');
    put(`wic.monthlyLimit.${size}`, wicMonthlyLimit(day, 'contiguous', size), 'usd-month');
  }
}

function medicaidFacts(facts: Record<string, RuleFact>, day: string): void {
  const rules = MEDICAID_EXPANSION_ADULT_RULES;
  factWriter(
    facts,
    '2014-01-01',
    undefined,
    MEDICAID_EXPANSION_LAW,
  )('medicaid.expansionPercent', MEDICAID_EXPANSION_PERCENT, 'percent');
  const law = factWriter(facts, '2025-07-04', undefined, PL_119_21);
  law('medicaid.workHours', rules.workHoursPerMonth, 'hours-month');
  law('medicaid.workAgeFrom', rules.workAgeFrom, 'years');
  law('medicaid.workAgeTo', rules.workAgeTo, 'years');
  law('medicaid.workStart', rules.workStart, 'text');
  law('medicaid.renewalStart', rules.renewalStart, 'text');
  const sixMonthly = day >= rules.renewalStart;
  const renewal = sixMonthly
    ? factWriter(facts, rules.renewalStart, undefined, PL_119_21)
    : factWriter(facts, '2014-01-01', '2026-12-31', MEDICAID_ANNUAL_RENEWAL_SOURCE);
  renewal('medicaid.renewalMonths', medicaidRenewalMonths(day), 'months');
  factWriter(
    facts,
    '1996-08-22',
    undefined,
    TANF_FEDERAL_SOURCE,
  )('tanf.federalTimeLimitMonths', TANF_FEDERAL_TIME_LIMIT_MONTHS, 'months');
}

/** Issue 18: each program's time limits after an application is sent (decision 0360). */
function afterSubmissionFacts(facts: Record<string, RuleFact>, day: string): void {
  for (const program of ['snap', 'medicaid', 'chip', 'wic'] as const) {
    const row = rowOn(
      afterSubmissionRows.filter((candidate) => candidate.program === program),
      day,
    );
    if (!row) continue;
    const put = factWriter(facts, row.from, row.to, row.source);
    put(`${program}.decisionDays`, row.decisionDays, 'days');
    put(`${program}.disabilityDecisionDays`, row.disabilityDecisionDays, 'days');
    put(`${program}.soonerDecisionDays`, row.soonerDecisionDays, 'days');
    put(`${program}.verificationDays`, row.documentDays, 'days');
  }
}

/** Every known figure in effect on the day, keyed as listed at the top of this file. */
export function ruleFacts(date: Date | string): Record<string, RuleFact> {
  const day = ruleDay(date);
  const facts: Record<string, RuleFact> = {};
  povertyFacts(facts, day);
  snapFacts(facts, day);
  snapWorkFacts(facts, day);
  snapExpeditedFacts(facts);
  wicFacts(facts, day);
  medicaidFacts(facts, day);
  afterSubmissionFacts(facts, day);
  return facts;
}
