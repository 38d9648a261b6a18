import { summaryMonthlyTwelfths } from '../money/monthly.js';
import type { EstimateIncome, EstimateRequest } from './schema.js';

// Frequencies to monthly by the project's one conversion (money/monthly.ts: weekly x52/12,
// biweekly x26/12, semimonthly x24/12, yearly /12).
const TWELFTHS = {
  weekly: summaryMonthlyTwelfths.weekly,
  biweekly: summaryMonthlyTwelfths.biweekly,
  semimonthly: summaryMonthlyTwelfths.semimonthly,
  monthly: summaryMonthlyTwelfths.monthly,
  yearly: summaryMonthlyTwelfths.annual,
} as const;

/** Monthly amount in whole cents (rounded half up once). */
export function monthlyIncomeCents(income: Pick<EstimateIncome, 'amount' | 'frequency'>): number {
  return Math.round((Math.round(income.amount * 100) * TWELFTHS[income.frequency]) / 12);
}

/** SNAP earned income: wages and net self-employment (7 CFR 273.9(b)(1)). */
const EARNED = new Set(['wages', 'self_employment']);
/** Not in MAGI (42 CFR 435.603(e); 26 U.S.C. 36B(d)(2)): SSI, child support received, veterans' and workers' compensation benefits. */
const NOT_MAGI = new Set(['ssi', 'child_support', 'veterans', 'workers_comp']);

/** Whether MAGI counts this kind of income (42 CFR 435.603(e)). */
export function isMagiIncomeKind(kind: string): boolean {
  return !NOT_MAGI.has(kind);
}

/** Whether SNAP calls this kind earned income (7 CFR 273.9(b)(1)). */
export function isEarnedIncomeKind(kind: string): boolean {
  return EARNED.has(kind);
}

export interface HouseholdIncome {
  earnedCents: number;
  unearnedCents: number;
  grossCents: number;
  magiCents: number;
}

export function householdIncome(request: Pick<EstimateRequest, 'incomes'>): HouseholdIncome {
  let earnedCents = 0;
  let unearnedCents = 0;
  let magiCents = 0;
  for (const income of request.incomes) {
    const cents = monthlyIncomeCents(income);
    if (EARNED.has(income.kind)) earnedCents += cents;
    else unearnedCents += cents;
    if (!NOT_MAGI.has(income.kind)) magiCents += cents;
  }
  return { earnedCents, unearnedCents, grossCents: earnedCents + unearnedCents, magiCents };
}

export const dollars = (cents: number): number => Math.round(cents) / 100;
