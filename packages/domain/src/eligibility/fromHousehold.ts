import type { CitizenshipStatus, Household, HouseholdMember } from '../schemas/household.js';
import { type EstimateMember, estimateMemberSchema } from './schema.js';

// Issue 18 item 4: the application's household as the estimate's members (decision 0320).

/** An adult under 60 and 19 to 64, for a person without a date of birth (decision 0312). */
export const ASSUMED_ADULT_AGE = 30;

/** Whole years from a date of birth to a day (both YYYY-MM-DD); 0 for a birth after the day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return Math.max(0, y - by - (birthdayPassed ? 0 : 1));
}

/**
 * The engine's three groups: a green card holder, refugee or asylee is a qualified
 * immigrant (the agency checks waiting periods, 7 CFR 273.4(a)(6)); another status, or a status
 * not given by someone who applies for nothing, is not eligible (7 CFR 273.4 and 273.11(c):
 * left out of the SNAP count, income shared). Not answered yet: counted as a citizen, and said.
 */
export const CITIZENSHIP_FOR_ESTIMATE: Readonly<
  Record<CitizenshipStatus, EstimateMember['citizenship']>
> = {
  citizen: 'citizen',
  permanent_resident: 'qualified_immigrant',
  refugee_or_asylee: 'qualified_immigrant',
  other_status: 'other',
  prefer_not_to_say: 'other',
};

/** The SNAP rule's age for children who must be in their parents' household (7 CFR 273.1(b)(1)). */
export const SNAP_CHILD_AGE_LIMIT = 22;

export interface HouseholdForEstimate {
  members: EstimateMember[];
  /** Indexes of the people in the SNAP household (7 CFR 273.1). */
  snapMembers: number[];
  /** People with no date of birth or no status yet, counted as adult citizens. */
  assumedDetails: number;
}

function toEstimateMember(member: HouseholdMember, asOf: string): EstimateMember {
  return estimateMemberSchema.parse({
    age: member.dateOfBirth ? Math.min(130, ageOn(member.dateOfBirth, asOf)) : ASSUMED_ADULT_AGE,
    relationship: member.relationship,
    pregnant: member.pregnant,
    disabled: member.disabled,
    student: member.student,
    citizenship: member.citizenship ? CITIZENSHIP_FOR_ESTIMATE[member.citizenship] : 'citizen',
  });
}

/**
 * Who is in the SNAP household: the applicant; a spouse and the applicant's children under 22
 * always (7 CFR 273.1(b)(1)(i)-(ii)); the applicant's parents when the applicant is under 22
 * (the same rule seen from the child); everyone else only if they buy and cook food with the
 * applicant (7 CFR 273.1(a)); not answered counts them in.
 */
function inSnapHousehold(
  member: HouseholdMember,
  estimate: EstimateMember,
  applicantAge: number,
): boolean {
  if (member.relationship === 'self' || member.relationship === 'spouse') return true;
  if (member.relationship === 'child' && estimate.age < SNAP_CHILD_AGE_LIMIT) return true;
  if (member.relationship === 'parent' && applicantAge < SNAP_CHILD_AGE_LIMIT) return true;
  return member.buysFoodTogether !== false;
}

/** The household as the estimate engine's members, on the estimate's day. */
export function householdForEstimate(household: Household, asOf: string): HouseholdForEstimate {
  const members = household.members.map((member) => toEstimateMember(member, asOf));
  const applicantAge = members[0]?.age ?? ASSUMED_ADULT_AGE;
  return {
    members,
    snapMembers: household.members.flatMap((member, index) =>
      inSnapHousehold(member, members[index]!, applicantAge) ? [index] : [],
    ),
    assumedDetails: household.members.filter(
      (member) => member.dateOfBirth === null || member.citizenship === null,
    ).length,
  };
}

/**
 * Whose income an entry is, as an index of the household's members: the member it names, or
 * the applicant (0) when it names nobody or someone no longer on the list (decision 0400).
 */
export function memberIndexOf(
  household: Pick<Household, 'members'> | null | undefined,
  memberId: string | null | undefined,
): number {
  if (!household || !memberId) return 0;
  return Math.max(
    0,
    household.members.findIndex((member) => member.id === memberId),
  );
}
