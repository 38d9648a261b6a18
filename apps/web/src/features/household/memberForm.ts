import {
  type HouseholdMember,
  householdMemberSchema,
  type ValidationMessageKey,
} from '@benefits/domain';
import { asksBuysFood, type MemberField, memberGroups } from './members';

// The member form's values and its check, group by group, with the domain's schema.

/** What the form holds: text as typed, yes/no answers, the choices. */
export interface MemberDraft {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  relationship: HouseholdMember['relationship'] | '';
  sex: NonNullable<HouseholdMember['sex']> | '';
  buysFoodTogether: boolean | null;
  pregnant: boolean;
  dueDate: string;
  disabled: boolean;
  student: boolean;
  citizenship: NonNullable<HouseholdMember['citizenship']> | '';
  programs: HouseholdMember['programs'];
}

export function draftOf(member: HouseholdMember): MemberDraft {
  return {
    ...member,
    dateOfBirth: member.dateOfBirth ?? '',
    sex: member.sex ?? '',
    dueDate: member.dueDate ?? '',
    citizenship: member.citizenship ?? '',
  };
}

export function emptyDraft(id: string, programs: HouseholdMember['programs']): MemberDraft {
  return {
    id,
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    relationship: '',
    sex: '',
    buysFoodTogether: null,
    pregnant: false,
    dueDate: '',
    disabled: false,
    student: false,
    citizenship: '',
    programs: [...programs],
  };
}

/** The body the schema checks: blanks as "not answered", questions not asked dropped. */
export function memberInput(draft: MemberDraft, today: string) {
  const pregnant = draft.sex !== 'male' && draft.pregnant;
  return {
    ...draft,
    dateOfBirth: draft.dateOfBirth || null,
    relationship: draft.relationship || undefined,
    sex: draft.sex || null,
    buysFoodTogether: asksBuysFood(
      { relationship: draft.relationship || 'other', dateOfBirth: draft.dateOfBirth || null },
      today,
    )
      ? draft.buysFoodTogether
      : draft.relationship === 'self'
        ? null
        : true,
    pregnant,
    dueDate: pregnant ? draft.dueDate || null : null,
    citizenship: draft.citizenship || null,
  };
}

export type MemberErrors = Partial<Record<MemberField, ValidationMessageKey>>;

/**
 * The form asks a little more than the schema needs: a date of birth, a relationship, the
 * food question when it applies and a citizenship answer (the "Just me" path leaves the
 * applicant's to later, decision 0320).
 */
function formErrors(draft: MemberDraft, today: string): MemberErrors {
  const errors: MemberErrors = {};
  if (!draft.dateOfBirth) errors.dateOfBirth = 'dateOfBirthInvalid';
  else if (draft.dateOfBirth > today) errors.dateOfBirth = 'dateOfBirthInvalid';
  if (!draft.relationship) errors.relationship = 'relationshipInvalid';
  const asked = asksBuysFood(
    { relationship: draft.relationship || 'other', dateOfBirth: draft.dateOfBirth || null },
    today,
  );
  if (asked && draft.buysFoodTogether === null) errors.buysFoodTogether = 'buysFoodRequired';
  if (!draft.citizenship) errors.citizenship = 'citizenshipInvalid';
  return errors;
}

/** Errors of some questions (one part of the form), or of all of them. */
export function checkMember(
  draft: MemberDraft,
  today: string,
  only?: readonly MemberField[],
): { member: HouseholdMember | null; errors: MemberErrors } {
  const parsed = householdMemberSchema.safeParse(memberInput(draft, today));
  const errors: MemberErrors = formErrors(draft, today);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as MemberField;
      errors[field] ??= issue.message as ValidationMessageKey;
    }
  const fields: readonly string[] = only ?? memberGroups.flat();
  const inGroup = Object.fromEntries(
    Object.entries(errors).filter(([field]) => fields.includes(field)),
  ) as MemberErrors;
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { member: valid ? parsed.data : null, errors: inGroup };
}
