import { describe, expect, it } from 'vitest';
import { checkMember, draftOf, emptyDraft, memberInput } from './memberForm';
import { applicantMember, asksBuysFood, memberGroups, newMemberId } from './members';

const TODAY = '2026-11-25';
const user = {
  id: 'u',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'r@x.org',
  phone: null,
  zipCode: null,
};
const child = {
  ...emptyDraft('m1', ['snap']),
  firstName: 'Leo',
  lastName: 'Diaz',
  dateOfBirth: '2019-05-02',
  relationship: 'child' as const,
  citizenship: 'citizen' as const,
};

describe('household member form', () => {
  it('starts the list with the applicant, named from the account, applying for the programs', () => {
    expect(applicantMember(user, ['snap', 'wic'])).toMatchObject({
      id: 'applicant',
      firstName: 'Rosa',
      lastName: 'Diaz',
      relationship: 'self',
      programs: ['snap', 'wic'],
      dateOfBirth: null,
    });
  });

  it('makes ids not already in the list', () => {
    const rolls = [0.5, 0.5, 0.25];
    const random = () => rolls.shift() ?? 0;
    const first = newMemberId([], () => 0.5);
    expect(newMemberId([first], random)).not.toBe(first);
  });

  it.each([
    ['the applicant', 'self', '1990-01-01', false],
    ['a spouse', 'spouse', '1990-01-01', false],
    ['a child of 21', 'child', '2005-06-01', false],
    ['a child of 22', 'child', '2004-06-01', true],
    ['a child with no date of birth yet', 'child', null, true],
    ['a roommate', 'other', '1990-01-01', true],
  ] as const)('asks %s about buying food together: %s', (_, relationship, dateOfBirth, asked) => {
    expect(asksBuysFood({ relationship, dateOfBirth }, TODAY)).toBe(asked);
  });

  it('checks one part at a time with the schema and the form’s own questions', () => {
    const blank = emptyDraft('m2', []);
    expect(checkMember(blank, TODAY, memberGroups[0]).errors).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      dateOfBirth: 'dateOfBirthInvalid',
      relationship: 'relationshipInvalid',
    });
    expect(checkMember(blank, TODAY, memberGroups[1]).errors).toEqual({});
    expect(checkMember({ ...blank, relationship: 'other' }, TODAY, memberGroups[2]).errors).toEqual(
      {
        buysFoodTogether: 'buysFoodRequired',
        citizenship: 'citizenshipInvalid',
      },
    );
    expect(
      checkMember({ ...child, dateOfBirth: '2027-01-01' }, TODAY, memberGroups[0]).errors,
    ).toEqual({
      dateOfBirth: 'dateOfBirthInvalid',
    });
    expect(
      checkMember({ ...child, citizenship: 'prefer_not_to_say' }, TODAY, memberGroups[2]).errors,
    ).toEqual({
      citizenship: 'citizenshipNeededToApply',
    });
  });

  it('gives the member when every part is answered; a young child is in the food household', () => {
    const { member, errors } = checkMember(child, TODAY);
    expect(errors).toEqual({});
    expect(member).toMatchObject({ id: 'm1', relationship: 'child', buysFoodTogether: true });
    expect(draftOf(member!)).toMatchObject({ dateOfBirth: '2019-05-02', dueDate: '', sex: '' });
  });

  it('drops a pregnancy for a male and a due date without a pregnancy', () => {
    expect(
      memberInput({ ...child, sex: 'male', pregnant: true, dueDate: '2027-01-01' }, TODAY),
    ).toMatchObject({ pregnant: false, dueDate: null });
    expect(memberInput({ ...child, dueDate: '2027-01-01' }, TODAY)).toMatchObject({
      dueDate: null,
    });
  });
});
