import type { RuleSource } from '../rules/period.js';
import type { EstimateRequest } from './schema.js';

export const SNAP_NON_CITIZEN_SOURCE: RuleSource = {
  title: '7 CFR 273.4 (citizenship and alien status) and 273.11(c) (ineligible members)',
  url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273',
};

export interface SnapHousehold {
  /** Indexes (into the request's members) of the people SNAP counts. */
  members: number[];
  /** People left out: non-citizens without an eligible status. */
  excluded: number;
  /** The request as SNAP sees it: counted members only, ineligible members' income prorated. */
  request: EstimateRequest;
}

const EARNED = new Set(['wages', 'self_employment']);

/**
 * A student of 17 or younger keeps their earnings: excluded (7 CFR 273.9(c)(7)).
 * Ineligible non-citizens (7 CFR 273.4) are not counted in the SNAP household size; their income
 * counts except their own pro rata share (7 CFR 273.11(c)(3)(i)); resources count in full.
 * A qualified immigrant is counted (the agency checks the waiting periods, 7 CFR 273.4(a)(6)).
 */
export function snapHousehold(request: EstimateRequest): SnapHousehold {
  const ineligible = (index: number) => request.members[index]!.citizenship === 'other';
  const schoolChild = (index: number) =>
    request.members[index]!.student && request.members[index]!.age < 18;
  const members = request.members.flatMap((_, index) => (ineligible(index) ? [] : [index]));
  const share = members.length / request.members.length;
  return {
    members,
    excluded: request.members.length - members.length,
    request: {
      ...request,
      members: members.map((index) => request.members[index]!),
      incomes: request.incomes
        .filter((income) => !(EARNED.has(income.kind) && schoolChild(income.member)))
        .map((income) =>
          ineligible(income.member) ? { ...income, amount: income.amount * share } : income,
        ),
    },
  };
}
