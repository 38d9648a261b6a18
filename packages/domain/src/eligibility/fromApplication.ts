import { ruleDay } from '../rules/period.js';
import type { StateCode } from '../rules/regions.js';
import { stateOfZip } from '../rules/zipStates.js';
import type { Household } from '../schemas/household.js';
import type { ExpenseLike } from '../summaries/expenseAmounts.js';
import { type ApplicationIncomeEntry, applicationIncomes } from './applicationIncome.js';
import { estimateHousehold } from './estimate.js';
import { ASSUMED_ADULT_AGE, householdForEstimate, memberIndexOf } from './fromHousehold.js';
import {
  type EstimateExpenses,
  type EstimateMember,
  type EstimateProgram,
  type EstimateRequest,
  estimateMemberSchema,
  estimatePrograms,
} from './schema.js';
import type { EstimateReason, HouseholdEstimate, ProgramEstimate } from './types.js';

export type { ApplicationIncomeEntry } from './applicationIncome.js';
export { ASSUMED_ADULT_AGE } from './fromHousehold.js';

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
  /**
   * The people the application lists (issue 18, decision 0320): their ages on the estimate's
   * day, and who is in the SNAP household. Used instead of `members` when present.
   */
  household?: Household | null;
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
  /**
   * Indexes of the members in the SNAP household when it is smaller than `request.members`
   * (someone who buys food apart, 7 CFR 273.1(a)); absent: everyone.
   */
  snapMembers?: number[];
}

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
  let snapMembers: number[] | undefined;
  if (household.household?.members.length) {
    const people = householdForEstimate(household.household, asOf);
    members = people.members;
    if (people.snapMembers.length < members.length) {
      snapMembers = people.snapMembers;
      assumptions.push({
        code: 'appSnapFoodApart',
        values: { count: members.length - snapMembers.length },
        programs: ['snap'],
      });
    }
    if (people.assumedDetails > 0)
      assumptions.push({
        code: 'appMemberDetailsMissing',
        values: { count: people.assumedDetails },
      });
  } else if (!members?.length) {
    members = [estimateMemberSchema.parse({ age: ASSUMED_ADULT_AGE, relationship: 'self' })];
    assumptions.push({ code: 'appHouseholdOfOne' });
  }
  // Issue 18: each income is its member's (a child's earnings, a spouse's pension).
  const entries = household.household?.members.length
    ? household.entries.map((entry) => ({
        ...entry,
        member: entry.member ?? memberIndexOf(household.household, entry.memberId),
      }))
    : household.entries;
  const incomes = applicationIncomes(entries, household.expenses, household.taxYear);
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
    ...(snapMembers ? { snapMembers } : {}),
  };
}

/** The request with only some members, their incomes' member indexes renumbered. */
function requestOf(request: EstimateRequest, keep: readonly number[]): EstimateRequest {
  return {
    ...request,
    members: keep.map((index) => request.members[index]!),
    incomes: request.incomes.flatMap((income) => {
      const member = keep.indexOf(income.member);
      return member < 0 ? [] : [{ ...income, member }];
    }),
  };
}

/**
 * Every program's engine estimate; SNAP's from its own household when someone buys food apart
 * (their income is theirs, 7 CFR 273.1(a)), its members given back as indexes of everyone.
 */
function engineEstimate(
  request: EstimateRequest,
  snapMembers: readonly number[] | undefined,
  today: Date | string,
): ProgramEstimate[] {
  const programs = estimateHousehold(request, today).programs;
  if (!snapMembers) return programs;
  // The engine's programs are in `estimatePrograms` order: SNAP first.
  const snap = estimateHousehold(requestOf(request, snapMembers), today).programs[0]!;
  return programs.map((estimate) =>
    estimate.program === 'snap'
      ? { ...snap, members: snap.members.map((index) => snapMembers[index]!) }
      : estimate,
  );
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
  const { request, assumptions, snapMembers } = estimateRequestFromApplication(household, asOf);
  const programs = request
    ? engineEstimate(request, snapMembers, today)
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
