import { z } from 'zod';
import { ruleDay } from '../rules/period.js';
import type { StateCode } from '../rules/regions.js';
import { expeditedSnapReason, SNAP_EXPEDITED } from '../rules/snapExpedited.js';
import { snapUtilityAllowance } from '../rules/snapUtilities.js';
import { stateOfZip } from '../rules/zipStates.js';
import type { HomeCosts, Resources } from '../schemas/homeCosts.js';
import type { ExpenseLike } from '../summaries/expenseAmounts.js';
import { type ApplicationIncomeEntry, applicationIncomes } from './applicationIncome.js';
import {
  rentOrMortgageMonthlyCents,
  resourcesCents,
  utilityAnswerOf,
} from './homeCostsEstimate.js';

// Issue 18: the expedited SNAP screen of an application (7 CFR 273.2(i), decision 0330). Run
// only when SNAP is chosen and the money question is answered; the agency decides, so the
// applicant is told "you may".

export const expeditedReasons = [
  'lowIncomeAndResources',
  'shelterOverIncome',
  'destituteMigrant',
] as const;

export const expeditedSnapSchema = z.object({
  /** notScreened: SNAP not chosen, or the money in the bank not asked yet. */
  status: z.enum(['expedited', 'notExpedited', 'notScreened']),
  reason: z.enum(expeditedReasons).nullable(),
  /** Days within which benefits are due when expedited (7 CFR 273.2(i)(3)(i)). */
  days: z.number().int(),
  /** The figures the screen used, in dollars (null when not screened). */
  grossMonthlyIncome: z.number().nullable(),
  liquidResources: z.number().nullable(),
  rentAndUtilities: z.number().nullable(),
  /** The state's utility standard counted in rentAndUtilities; null when none or not known. */
  utilityAllowance: z.number().nullable(),
  asOf: z.string(),
});
export type ExpeditedSnapScreen = z.infer<typeof expeditedSnapSchema>;

export interface ExpeditedSnapApplication {
  selectedBenefits: readonly string[];
  zipCode?: string | null;
  /** The home address's state (issue 18); else the ZIP code's. */
  state?: StateCode | null;
  /** People in the home; 1 until the household is asked. */
  householdSize?: number;
  entries: readonly ApplicationIncomeEntry[];
  expenses: readonly ExpenseLike[];
  taxYear: number;
  homeCosts: HomeCosts | null;
  resources: Resources | null;
}

/** The state's utility standard for the bills, in cents; 0 without a state, bills or figure. */
function utilityCents(
  application: ExpeditedSnapApplication,
  costs: HomeCosts,
  asOf: string,
): number | null {
  const state = application.state ?? stateOfZip(application.zipCode?.trim() ?? '');
  if (!state) return null;
  const size = application.householdSize ?? 1;
  const amount = snapUtilityAllowance(asOf, state, size, utilityAnswerOf(costs))?.amount;
  return amount === undefined ? null : Math.round(amount * 100);
}

/**
 * 7 CFR 273.2(i)(1): gross monthly income (after self-employment costs, 7 CFR 273.11(a)),
 * liquid resources, and monthly rent or mortgage plus the state's utility standard for the
 * bills the household pays (FNS counts utilities at the standard when the household is
 * entitled to it).
 */
export function screenExpeditedSnap(
  application: ExpeditedSnapApplication,
  today: Date | string,
): ExpeditedSnapScreen {
  const asOf = ruleDay(today);
  const { resources } = application;
  if (!application.selectedBenefits.includes('snap') || !resources)
    return {
      status: 'notScreened',
      reason: null,
      days: SNAP_EXPEDITED.days,
      grossMonthlyIncome: null,
      liquidResources: null,
      rentAndUtilities: null,
      utilityAllowance: null,
      asOf,
    };
  const { incomes } = applicationIncomes(
    application.entries,
    application.expenses,
    application.taxYear,
  );
  const incomeCents = incomes.reduce((sum, income) => sum + Math.round(income.amount * 100), 0);
  const costs = application.homeCosts;
  const utility = costs ? utilityCents(application, costs, asOf) : null;
  const shelterCents = (costs ? rentOrMortgageMonthlyCents(costs) : 0) + (utility ?? 0);
  const household = {
    grossMonthlyIncome: incomeCents / 100,
    liquidResources: resourcesCents(resources) / 100,
    rentAndUtilities: shelterCents / 100,
    destituteMigrantOrSeasonalWorker: resources.migrantOrSeasonalFarmWorker === true,
  };
  const reason = expeditedSnapReason(household);
  return {
    status: reason ? 'expedited' : 'notExpedited',
    reason,
    days: SNAP_EXPEDITED.days,
    grossMonthlyIncome: household.grossMonthlyIncome,
    liquidResources: household.liquidResources,
    rentAndUtilities: household.rentAndUtilities,
    utilityAllowance: utility === null ? null : utility / 100,
    asOf,
  };
}
