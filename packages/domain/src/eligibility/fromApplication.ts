import { ruleDay } from '../rules/period.js';
import type { StateCode } from '../rules/regions.js';
import { stateOfZip } from '../rules/zipStates.js';
import type { ExpenseLike } from '../summaries/expenseAmounts.js';
import { type ApplicationIncomeEntry, applicationIncomes } from './applicationIncome.js';
import { estimateHousehold } from './estimate.js';
import {
  type EstimateExpenses,
  type EstimateMember,
  type EstimateProgram,
  type EstimateRequest,
  estimateMemberSchema,
  estimatePrograms,
} from './schema.js';
import type { EstimateReason, HouseholdEstimate } from './types.js';

export type { ApplicationIncomeEntry } from './applicationIncome.js';

// Issue 17 item 4: the estimate from what an application holds. Today that is one applicant
// (no age), a ZIP code, income entries and business costs; issue 18 adds the people, the
// address, housing and care costs and savings. Each of those is an optional field below, so
// adding it needs no change here, and every gap is said in the reasons (decision 0312).

/** What the application knows about the household. */
export interface ApplicationHousehold {
  zipCode?: string | null;
  /** The state of the home address (issue 18); else the ZIP code's. */
  state?: StateCode | null;
  /** members[0] is the applicant (issue 18); else the applicant alone, as an adult. */
  members?: readonly EstimateMember[];
  entries: readonly ApplicationIncomeEntry[];
  /** Business costs of the income entries (the expenses step). */
  expenses: readonly ExpenseLike[];
  /** Housing, care, child support and medical costs, monthly (issue 18). */
  homeCosts?: EstimateExpenses | null;
  /** Money in the bank and cash (issue 18). */
  assets?: number | null;
  /** Tax year of the mileage rate for mileage costs. */
  taxYear: number;
}

/** A reason about the application itself, for every program or the ones listed. */
export interface ApplicationAssumption extends EstimateReason {
  programs?: readonly EstimateProgram[];
}

export interface ApplicationEstimateRequest {
  /** null: the state is not known, so no estimate can be made yet. */
  request: EstimateRequest | null;
  assumptions: ApplicationAssumption[];
}

/** An adult under 60 (7 CFR 271.2 "elderly") and 19 to 64 (Medicaid's adult group). */
export const ASSUMED_ADULT_AGE = 30;

function householdState(household: ApplicationHousehold): {
  state: StateCode | undefined;
  reason?: ApplicationAssumption;
} {
  if (household.state) return { state: household.state };
  const zip = household.zipCode?.trim() ?? '';
  const state = stateOfZip(zip);
  if (state) return { state, reason: { code: 'appStateFromZip', values: { state, zip } } };
  return { state: undefined, reason: { code: zip ? 'appStateUnknownZip' : 'appStateNoZip' } };
}

/** The estimate request an application gives, and what it had to assume. */
export function estimateRequestFromApplication(
  household: ApplicationHousehold,
  asOf: string,
): ApplicationEstimateRequest {
  const assumptions: ApplicationAssumption[] = [];
  const { state, reason } = householdState(household);
  if (reason) assumptions.push(reason);
  let members = household.members;
  if (!members?.length) {
    members = [estimateMemberSchema.parse({ age: ASSUMED_ADULT_AGE, relationship: 'self' })];
    assumptions.push({ code: 'appHouseholdOfOne' });
  }
  const incomes = applicationIncomes(household.entries, household.expenses, household.taxYear);
  assumptions.push(...incomes.reasons);
  if (!household.homeCosts) assumptions.push({ code: 'appHomeCostsNotAsked', programs: ['snap'] });
  if (!state) return { request: null, assumptions };
  return {
    request: {
      state,
      asOf,
      members: [...members],
      incomes: incomes.incomes.filter((income) => income.member < members.length),
      ...(household.homeCosts ? { expenses: household.homeCosts } : {}),
      ...(household.assets == null ? {} : { assets: household.assets }),
    },
    assumptions,
  };
}

const concerns = (assumption: ApplicationAssumption, program: EstimateProgram) =>
  !assumption.programs || assumption.programs.includes(program);

/**
 * Every program's estimate for the application: the engine's, with what was assumed first in
 * each program's reasons; without a state, every program "can't tell yet".
 */
export function estimateApplication(
  household: ApplicationHousehold,
  today: Date | string,
): HouseholdEstimate {
  const asOf = ruleDay(today);
  const { request, assumptions } = estimateRequestFromApplication(household, asOf);
  const programs = request
    ? estimateHousehold(request, today).programs
    : estimatePrograms.map((program) => ({
        program,
        eligible: null,
        monthlyAmount: null,
        members: [],
        reasons: [],
        sources: [],
      }));
  return {
    asOf,
    programs: programs.map((estimate) => ({
      ...estimate,
      reasons: [
        ...assumptions
          .filter((assumption) => concerns(assumption, estimate.program))
          .map(({ code, values }) => (values ? { code, values } : { code })),
        ...estimate.reasons,
      ],
    })),
  };
}
