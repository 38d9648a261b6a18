import {
  ageOn,
  type BenefitId,
  type CurrentUser,
  type HouseholdMember,
  householdMemberSchema,
  SNAP_CHILD_AGE_LIMIT,
} from '@benefits/domain';
import type { TFunction } from 'i18next';

// Pure helpers of the household step: the applicant's own entry, new ids, the member form's
// question groups and which questions each person is asked.

export const APPLICANT_ID = 'applicant';

/** The applicant as the list's first person, named from their account. */
export function applicantMember(
  user: CurrentUser,
  programs: readonly BenefitId[],
): HouseholdMember {
  return householdMemberSchema.parse({
    id: APPLICANT_ID,
    firstName: user.firstName,
    lastName: user.lastName,
    relationship: 'self',
    programs: [...programs],
  });
}

/** A short id, unique in the list (income entries will point to it). */
export function newMemberId(taken: readonly string[], random: () => number = Math.random): string {
  for (;;) {
    const id = `m${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!taken.includes(id)) return id;
  }
}

/** Today as YYYY-MM-DD in the applicant's own time zone. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ageOf(member: Pick<HouseholdMember, 'dateOfBirth'>, today: string): number | null {
  return member.dateOfBirth ? ageOn(member.dateOfBirth, today) : null;
}

/** "Child · 7 years old": how a person is related and their age, as the lists show them. */
export function memberLine(
  t: TFunction,
  member: Pick<HouseholdMember, 'relationship' | 'dateOfBirth'>,
  today: string,
): string {
  const age = ageOf(member, today);
  const ageText =
    age === null ? t('household.members.ageUnknown') : t('household.members.age', { age });
  return `${t(`household.members.relationships.${member.relationship}`)} · ${ageText}`;
}

/**
 * 7 CFR 273.1(b)(1): a spouse, and the applicant's children under 22, are always in the SNAP
 * household, so they are not asked whether they buy food together.
 */
export function asksBuysFood(
  member: Pick<HouseholdMember, 'relationship' | 'dateOfBirth'>,
  today: string,
): boolean {
  if (member.relationship === 'self' || member.relationship === 'spouse') return false;
  const age = ageOf(member, today);
  return !(member.relationship === 'child' && age !== null && age < SNAP_CHILD_AGE_LIMIT);
}

/** The form's question groups, one on screen at a time, with the fields each one holds. */
export const memberGroups = [
  ['firstName', 'lastName', 'dateOfBirth', 'relationship'],
  ['sex', 'pregnant', 'dueDate', 'disabled', 'student'],
  ['buysFoodTogether', 'programs', 'citizenship'],
] as const satisfies readonly (readonly (keyof HouseholdMember)[])[];

export type MemberField = (typeof memberGroups)[number][number];
export type MemberGroups = readonly (readonly MemberField[])[];

/**
 * The applicant who lives alone (decision 0401): named from the account and applying for the
 * application's programs, so asked only what an agency needs of them, one question a screen:
 * date of birth, sex, the health and school questions, citizenship or status.
 */
export const applicantAloneGroups: MemberGroups = [
  ['dateOfBirth'],
  ['sex'],
  ['pregnant', 'dueDate', 'disabled', 'student'],
  ['citizenship'],
];
