import { describe, expect, it } from 'vitest';
import {
  homeAddressSchema,
  homeState,
  householdMemberSchema,
  householdSchema,
} from './household.js';

const applicant = { id: 'a1', firstName: 'Ana', lastName: 'Ruiz', relationship: 'self' };
const child = {
  id: 'c1',
  firstName: 'Leo',
  lastName: 'Ruiz',
  relationship: 'child',
  dateOfBirth: '2019-05-02',
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('household member', () => {
  it('fills unanswered questions with "not answered" and no programs', () => {
    expect(householdMemberSchema.parse(applicant)).toEqual({
      ...applicant,
      dateOfBirth: null,
      sex: null,
      buysFoodTogether: null,
      pregnant: false,
      dueDate: null,
      disabled: false,
      student: false,
      citizenship: null,
      programs: [],
    });
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'firstNameRequired'],
    ['a blank last name', { lastName: '' }, 'lastNameRequired'],
    ['a day that does not exist', { dateOfBirth: '2019-02-30' }, 'dateOfBirthInvalid'],
    ['a month that does not exist', { dateOfBirth: '2019-13-01' }, 'dateOfBirthInvalid'],
    ['a date written another way', { dateOfBirth: '05/02/2019' }, 'dateOfBirthInvalid'],
    ['a birth before 1890', { dateOfBirth: '1889-12-31' }, 'dateOfBirthInvalid'],
    ['an unknown relationship', { relationship: 'cousin' }, 'relationshipInvalid'],
    ['an unknown sex', { sex: 'x' }, 'sexInvalid'],
    ['a due date without a pregnancy', { dueDate: '2027-03-01' }, 'dueDateInvalid'],
    ['a due date that is not a day', { pregnant: true, dueDate: 'soon' }, 'dueDateInvalid'],
    ['an unknown status', { citizenship: 'tourist' }, 'citizenshipInvalid'],
    [
      '"rather not say" from someone who applies',
      { citizenship: 'prefer_not_to_say', programs: ['snap'] },
      'citizenshipNeededToApply',
    ],
    ['an unknown program', { programs: ['housing'] }, 'benefitUnknown'],
    ['a program twice', { programs: ['snap', 'snap'] }, 'benefitUnknown'],
    ['a long id', { id: 'x'.repeat(25) }, 'requestInvalid'],
    ['a yes/no that is text', { disabled: 'yes' }, 'requestInvalid'],
  ])('refuses %s', (_, fields, message) => {
    expect(messages(householdMemberSchema.safeParse({ ...child, ...fields }))).toEqual([message]);
  });

  it('lets someone who applies for nothing keep their status to themselves', () => {
    const member = householdMemberSchema.parse({ ...child, citizenship: 'prefer_not_to_say' });
    expect(member.citizenship).toBe('prefer_not_to_say');
  });

  it('keeps a pregnancy with its due date', () => {
    const member = householdMemberSchema.parse({
      ...applicant,
      pregnant: true,
      dueDate: '2027-03-01',
    });
    expect([member.pregnant, member.dueDate]).toEqual([true, '2027-03-01']);
  });
});

describe('household', () => {
  it('starts with the applicant', () => {
    const household = householdSchema.parse({ members: [applicant, child] });
    expect(household.members.map((m) => m.relationship)).toEqual(['self', 'child']);
  });

  it.each([
    ['nobody', [], ['membersRequired']],
    ['more than 20 people', Array.from({ length: 21 }, () => applicant), ['membersRequired']],
    ['someone else first', [child, applicant], ['applicantFirst', 'relationshipInvalid']],
    ['the same id twice', [applicant, { ...child, id: 'a1' }], ['requestInvalid']],
    [
      'two spouses',
      [
        applicant,
        { ...child, id: 's1', relationship: 'spouse' },
        { ...child, id: 's2', relationship: 'spouse' },
      ],
      ['oneSpouseOnly'],
    ],
  ])('refuses %s', (_, members, expected) => {
    expect(messages(householdSchema.safeParse({ members }))).toEqual(expected);
  });
});

const home = {
  street: '12 Oak St',
  unit: ' ',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  county: 'Travis',
};
const mailing = { street: 'PO Box 9', city: 'Austin', state: 'TX', zipCode: '78702' };

describe('home address', () => {
  it('keeps a home whose mail comes there', () => {
    const address = homeAddressSchema.parse({ housing: 'stable', home, mailingSameAsHome: true });
    expect(address).toEqual({
      housing: 'stable',
      home: { ...home, unit: '' },
      mailingSameAsHome: true,
      mailing: null,
    });
    expect(homeState(address)).toBe('TX');
  });

  it('keeps a separate mailing address, and a state and county for no stable home', () => {
    const stable = homeAddressSchema.parse({
      housing: 'stable',
      home,
      mailingSameAsHome: false,
      mailing,
    });
    expect(stable.housing === 'stable' && stable.mailing?.street).toBe('PO Box 9');
    const homeless = homeAddressSchema.parse({
      housing: 'homeless',
      state: 'NM',
      county: 'Bernalillo',
      mailing,
    });
    expect(homeState(homeless)).toBe('NM');
  });

  it.each([
    ['no housing answer', { home, mailingSameAsHome: true }, ['housingChoiceRequired']],
    [
      'no street, city or county',
      {
        housing: 'stable',
        home: { ...home, street: '', city: ' ', county: '' },
        mailingSameAsHome: true,
      },
      ['streetRequired', 'cityRequired', 'countyRequired'],
    ],
    [
      'a state not on the list',
      { housing: 'stable', home: { ...home, state: 'PR' }, mailingSameAsHome: true },
      ['stateInvalid'],
    ],
    [
      'a bad ZIP code',
      { housing: 'stable', home: { ...home, zipCode: '787' }, mailingSameAsHome: true },
      ['zipInvalid'],
    ],
    [
      'a long unit',
      { housing: 'stable', home: { ...home, unit: 'x'.repeat(61) }, mailingSameAsHome: true },
      ['addressInvalid'],
    ],
    ['no mailing answer', { housing: 'stable', home }, ['mailingChoiceRequired']],
    [
      'no mailing address when mail goes elsewhere',
      { housing: 'stable', home, mailingSameAsHome: false },
      ['mailingRequired'],
    ],
    [
      'a mailing address that is "the same as home"',
      { housing: 'stable', home, mailingSameAsHome: true, mailing },
      ['requestInvalid'],
    ],
    [
      'no mailing address without a home',
      { housing: 'homeless', state: 'TX', county: 'Travis' },
      ['mailingRequired'],
    ],
  ])('refuses %s', (_, body, expected) => {
    expect(messages(homeAddressSchema.safeParse(body))).toEqual(expected);
  });
});
