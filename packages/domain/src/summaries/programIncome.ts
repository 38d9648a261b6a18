import { applicationIncomeKind, takesBusinessCosts } from '../eligibility/applicationIncome.js';
import { isEarnedIncomeKind, isMagiIncomeKind } from '../eligibility/income.js';
import { centsToDollars } from '../money/amount.js';
import { roundUnits, sumUnits } from '../money/monthly.js';
import type { RuleSource } from '../rules/period.js';
import { type PovertyRegion, regionOf, type StateCode } from '../rules/regions.js';
import {
  SNAP_EARNED_INCOME_DEDUCTION_PERCENT,
  snapFigures,
  snapStandardDeduction,
} from '../rules/snap.js';
import { type ExpenseLike, expenseMonthlyUnitsOf } from './expenseAmounts.js';
import { entryMonthlyUnits, type IncomeEntryLike } from './financialSummary.js';

// Issue 18 item 4: what each program will look at, instead of one "adjusted gross income".
// SNAP counts gross income, earned and unearned, child support received included, then takes
// off its deductions (7 CFR 273.9). Medicaid and CHIP count MAGI income (42 CFR 435.603, built
// on the tax return's adjusted gross income): child support received and veterans' benefits
// are not in it. Both take business costs off self-employment and rental income only: a W-2
// worker's work costs, such as miles driven for the job, come off neither (SNAP gives the 20 %
// earned income deduction instead, 7 CFR 273.9(d)(2); employee business expenses are not
// deductible for tax, 26 U.S.C. 67(g)). Estimates only: the agency decides.

export const SNAP_INCOME_SOURCE: RuleSource = {
  title: '7 CFR 273.9, SNAP income and deductions',
  url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273/subpart-D/section-273.9',
};

export const MAGI_INCOME_SOURCES: readonly RuleSource[] = [
  {
    title: '42 CFR 435.603, Application of modified adjusted gross income (MAGI)',
    url: 'https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-C/part-435/subpart-G/section-435.603',
  },
  {
    title: 'HealthCare.gov, What to include as income (IRS rules)',
    url: 'https://www.healthcare.gov/income-and-household-information/income/',
  },
  {
    title: '26 U.S.C. 67(g), no deduction for employee business expenses (2018-)',
    url: 'https://www.law.cornell.edu/uscode/text/26/67',
  },
];

/**
 * Why a line counts as it does: `counted` as told; `costsOff` self-employment or rental with
 * business costs taken off; `workCostsNotOff` W-2 pay whose work costs this program does not
 * take off; `notCounted` money this program does not count; `childSupport` child support or
 * family money, which Medicaid does not count; `amountUnknown` no amount yet.
 */
export type ProgramIncomeNote =
  | 'counted'
  | 'costsOff'
  | 'workCostsNotOff'
  | 'notCounted'
  | 'childSupport'
  | 'amountUnknown';

export interface ProgramIncomeLine {
  id: number | string | null;
  source: string;
  categoryId: number;
  /** Monthly, dollars, before any costs. */
  monthlyAmount: number;
  /** Monthly business costs taken off this line, dollars. */
  costsTakenOff: number;
  /** Monthly amount the program counts from this line, dollars. */
  countedAmount: number;
  note: ProgramIncomeNote;
}

export interface SnapIncomeView {
  lines: ProgramIncomeLine[];
  /** Monthly, dollars. */
  earnedIncome: number;
  unearnedIncome: number;
  grossIncome: number;
  earnedIncomeDeductionPercent: number;
  earnedIncomeDeduction: number;
  householdSize: number;
  /** Null when the fiscal year's figure is not in the rule table. */
  standardDeduction: number | null;
  /** Gross minus the two deductions above (not below 0); null with no standard deduction. */
  incomeAfterDeductions: number | null;
  sources: RuleSource[];
}

export interface MedicaidIncomeView {
  lines: ProgramIncomeLine[];
  /** MAGI income, monthly and yearly (monthly x 12), dollars. */
  monthlyIncome: number;
  annualIncome: number;
  sources: RuleSource[];
}

export interface ProgramIncomeViews {
  asOf: string;
  snap: SnapIncomeView;
  medicaid: MedicaidIncomeView;
}

export interface ProgramIncomeInput {
  entries: readonly IncomeEntryLike[];
  expenses: readonly ExpenseLike[];
  taxYear: number;
  /** The day whose rule figures apply (YYYY-MM-DD). */
  asOf: string;
  /** People who buy and cook food together; the applicant alone until the household step. */
  householdSize?: number;
  /** The home state; the 48 states' figures when unknown. */
  state?: StateCode | null;
}

interface Counted {
  line: ProgramIncomeLine;
  cents: number;
  earned: boolean;
}

function hasAmount(entry: IncomeEntryLike): boolean {
  return entry.dontKnowAmount !== true && entry.amount != null && entry.amount !== '';
}

function lineOf(
  entry: IncomeEntryLike,
  expenses: readonly ExpenseLike[],
  taxYear: number,
  program: 'snap' | 'medicaid',
): Counted {
  const kind = applicationIncomeKind(entry);
  const gross = roundUnits(entryMonthlyUnits(entry));
  const own = expenses.filter((expense) => String(expense.incomeEntryId) === String(entry.id));
  const base = {
    id: entry.id ?? null,
    source: entry.source,
    categoryId: entry.categoryId,
    monthlyAmount: centsToDollars(gross),
  };
  const none = (note: ProgramIncomeNote): Counted => ({
    line: { ...base, costsTakenOff: 0, countedAmount: 0, note },
    cents: 0,
    earned: false,
  });
  if (!hasAmount(entry)) return none('amountUnknown');
  if (kind === 'notCounted') return none('notCounted');
  if (program === 'medicaid' && !isMagiIncomeKind(kind))
    return none(kind === 'child_support' ? 'childSupport' : 'notCounted');
  const costs =
    own.length > 0 && takesBusinessCosts(entry, kind)
      ? roundUnits(sumUnits(own.map((expense) => expenseMonthlyUnitsOf(expense, taxYear))))
      : 0;
  const takenOff = costs > gross ? gross : costs;
  const counted = gross - takenOff;
  let note: ProgramIncomeNote = 'counted';
  if (costs > 0) note = 'costsOff';
  else if (own.length > 0) note = 'workCostsNotOff';
  return {
    line: {
      ...base,
      costsTakenOff: centsToDollars(takenOff),
      countedAmount: centsToDollars(counted),
      note,
    },
    cents: counted,
    earned: isEarnedIncomeKind(kind),
  };
}

function snapView(input: ProgramIncomeInput, region: PovertyRegion, size: number): SnapIncomeView {
  const counted = input.entries.map((entry) =>
    lineOf(entry, input.expenses, input.taxYear, 'snap'),
  );
  const earned = counted.filter((c) => c.earned).reduce((sum, c) => sum + c.cents, 0);
  const gross = counted.reduce((sum, c) => sum + c.cents, 0);
  // 7 CFR 273.9(d)(2): 20 % of gross earned income, rounded once to the cent.
  const earnedDeduction = Math.round((earned * SNAP_EARNED_INCOME_DEDUCTION_PERCENT) / 100);
  const standard = snapStandardDeduction(input.asOf, region, size);
  const fy = snapFigures(input.asOf);
  const after =
    standard === undefined
      ? null
      : centsToDollars(Math.max(0, gross - earnedDeduction - standard * 100));
  return {
    lines: counted.map((c) => c.line),
    earnedIncome: centsToDollars(earned),
    unearnedIncome: centsToDollars(gross - earned),
    grossIncome: centsToDollars(gross),
    earnedIncomeDeductionPercent: SNAP_EARNED_INCOME_DEDUCTION_PERCENT,
    earnedIncomeDeduction: centsToDollars(earnedDeduction),
    householdSize: size,
    standardDeduction: standard ?? null,
    incomeAfterDeductions: after,
    sources: fy ? [SNAP_INCOME_SOURCE, fy.source] : [SNAP_INCOME_SOURCE],
  };
}

function medicaidView(input: ProgramIncomeInput): MedicaidIncomeView {
  const counted = input.entries.map((entry) =>
    lineOf(entry, input.expenses, input.taxYear, 'medicaid'),
  );
  const monthly = counted.reduce((sum, c) => sum + c.cents, 0);
  return {
    lines: counted.map((c) => c.line),
    monthlyIncome: centsToDollars(monthly),
    annualIncome: centsToDollars(monthly * 12),
    sources: [...MAGI_INCOME_SOURCES],
  };
}

/** What SNAP and what Medicaid and CHIP will count from the application's income (estimates). */
export function programIncomeViews(input: ProgramIncomeInput): ProgramIncomeViews {
  const size = input.householdSize ?? 1;
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Household size must be 1 or more: ${size}`);
  const region = input.state ? regionOf(input.state) : 'contiguous';
  return {
    asOf: input.asOf,
    snap: snapView(input, region, size),
    medicaid: medicaidView(input),
  };
}
