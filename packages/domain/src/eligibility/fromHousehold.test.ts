import { describe, expect, it } from 'vitest';
import { type HouseholdMemberInput, householdSchema } from '../schemas/household.js';
import { estimateApplication } from './fromApplication.js';
import { ageOn, householdForEstimate, memberIndexOf } from './fromHousehold.js';
import { renderEstimate } from './reasonText.js';

const DAY = '2026-11-25';
const person = (fields: Partial<HouseholdMemberInput>, index = 0): HouseholdMemberInput => ({
  id: `p${index}`,
  firstName: 'A',
  lastName: 'B',
  relationship: index === 0 ? 'self' : 'child',
  dateOfBirth: '1990-01-01',
  citizenship: 'citizen',
  ...fields,
});
const household = (...members: Partial<HouseholdMemberInput>[]) =>
  householdSchema.parse({ members: members.map((fields, index) => person(fields, index)) });

describe('age on the estimate day', () => {
  it.each([
    ['1990-11-25', 36], // birthday today
    ['1990-11-26', 35], // birthday tomorrow
    ['1990-12-01', 35],
    ['1990-10-30', 36],
    ['2026-11-25', 0],
    ['2027-01-01', 0], // a date after the day counts as a newborn
  ])('born %s is %i', (birth, age) => {
    expect(ageOn(birth, DAY)).toBe(age);
  });
});

describe('household as estimate members', () => {
  it('maps each answer the engine uses', () => {
    const { members } = householdForEstimate(
      household(
        { pregnant: true, dueDate: '2027-02-01', disabled: true, student: true },
        { dateOfBirth: '2020-06-01', relationship: 'child' },
      ),
      DAY,
    );
    expect(members[0]).toMatchObject({
      age: 36,
      relationship: 'self',
      pregnant: true,
      disabled: true,
      student: true,
      citizenship: 'citizen',
    });
    expect(members[1]).toMatchObject({ age: 6, relationship: 'child', pregnant: false });
  });

  it.each([
    ['citizen', 'citizen'],
    ['permanent_resident', 'qualified_immigrant'],
    ['refugee_or_asylee', 'qualified_immigrant'],
    ['other_status', 'other'],
    ['prefer_not_to_say', 'other'],
    [null, 'citizen'],
  ] as const)('maps status %s to %s', (citizenship, expected) => {
    const { members } = householdForEstimate(household({}, { citizenship }), DAY);
    expect(members[1]?.citizenship).toBe(expected);
  });

  it('counts people without a date of birth or status as adult citizens, and how many', () => {
    const result = householdForEstimate(
      household({ dateOfBirth: null }, { citizenship: null }, {}),
      DAY,
    );
    expect(result.members[0]?.age).toBe(30);
    expect(result.assumedDetails).toBe(2);
  });

  // 7 CFR 273.1(a) and (b)(1): who is in the SNAP household.
  it.each([
    ['a spouse who buys food apart', { relationship: 'spouse', buysFoodTogether: false }, true],
    [
      'a child of 21 who buys food apart',
      { relationship: 'child', dateOfBirth: '2005-06-01', buysFoodTogether: false },
      true,
    ],
    [
      'a child of 22 who buys food apart',
      { relationship: 'child', dateOfBirth: '2004-06-01', buysFoodTogether: false },
      false,
    ],
    ['a parent who buys food apart', { relationship: 'parent', buysFoodTogether: false }, false],
    ['a roommate who buys food together', { relationship: 'other', buysFoodTogether: true }, true],
    ['a roommate who buys food apart', { relationship: 'other', buysFoodTogether: false }, false],
    ['a relative not asked yet', { relationship: 'other_relative', buysFoodTogether: null }, true],
  ] as const)('%s: in the SNAP household %s', (_, fields, inside) => {
    const { snapMembers } = householdForEstimate(household({}, fields), DAY);
    expect(snapMembers).toEqual(inside ? [0, 1] : [0]);
  });

  it('gives nobody for an empty list (the schema refuses one)', () => {
    expect(householdForEstimate({ members: [] }, DAY)).toEqual({
      members: [],
      snapMembers: [],
      assumedDetails: 0,
    });
  });

  it("keeps a young applicant's parent in the SNAP household", () => {
    const { snapMembers } = householdForEstimate(
      household(
        { dateOfBirth: '2006-01-01' },
        { relationship: 'parent', dateOfBirth: '1970-01-01', buysFoodTogether: false },
      ),
      DAY,
    );
    expect(snapMembers).toEqual([0, 1]);
  });
});

describe('estimate of an application with its household', () => {
  const application = (people: ReturnType<typeof household>) => ({
    zipCode: '78701',
    household: people,
    entries: [
      {
        id: 1,
        categoryId: 1,
        source: 'Job',
        amount: '1000.00',
        frequency: 'monthly',
        isW2Income: true,
        member: 1,
      },
    ],
    expenses: [],
    taxYear: 2026,
  });

  it('counts everyone, and says nothing about a household of one', () => {
    const estimate = estimateApplication(
      application(household({}, { relationship: 'spouse' })),
      DAY,
    );
    const snap = estimate.programs[0]!;
    expect(snap.reasons.map((r) => r.code)).not.toContain('appHouseholdOfOne');
    expect(snap.members).toEqual([0, 1]);
  });

  it('leaves a roommate who buys food apart, and their pay, out of SNAP only', () => {
    const estimate = estimateApplication(
      application(household({}, { relationship: 'other', buysFoodTogether: false })),
      DAY,
    );
    const [snap, medicaid] = estimate.programs;
    expect(snap?.reasons[1]).toEqual({ code: 'appSnapFoodApart', values: { count: 1 } });
    expect(snap?.members).toEqual([0]);
    // Alone with no income the applicant may get the most SNAP for one.
    expect(snap?.eligible).toBe(true);
    expect(medicaid?.reasons.map((r) => r.code)).not.toContain('appSnapFoodApart');
    expect(renderEstimate(estimate, 'en').programs[0]?.reasons[1]).toBe(
      '1 person buys and cooks food apart from you, so SNAP does not count them or their income.',
    );
  });

  it("counts the applicant's own pay in SNAP when two roommates buy food apart", () => {
    const people = household(
      {},
      { relationship: 'other', buysFoodTogether: false },
      { relationship: 'other', buysFoodTogether: false, dateOfBirth: null },
    );
    const withPay = {
      ...application(people),
      entries: [{ ...application(people).entries[0]!, member: 0, amount: '900.00' }],
    };
    const [snap] = estimateApplication(withPay, DAY).programs;
    const [alone] = estimateApplication(application(people), DAY).programs;
    expect(snap?.members).toEqual([0]);
    expect(snap?.monthlyAmount).toBeLessThan(alone?.monthlyAmount ?? 0);
    const reasons = renderEstimate(estimateApplication(withPay, DAY), 'en').programs[0]?.reasons;
    expect(reasons).toContain(
      '2 people buy and cook food apart from you, so SNAP does not count them or their income.',
    );
    expect(reasons).toContain(
      "We don't have the date of birth or the citizenship answer of 1 person yet, so we counted them as adult citizens.",
    );
    const both = household({ dateOfBirth: null }, { citizenship: null });
    expect(
      renderEstimate(estimateApplication(application(both), DAY), 'en').programs[1]?.reasons,
    ).toContain(
      "We don't have the date of birth or the citizenship answer of 2 people yet, so we counted them as adult citizens.",
    );
  });

  it('says how many people it counted as adult citizens', () => {
    const estimate = estimateApplication(application(household({ dateOfBirth: null }, {})), DAY);
    expect(estimate.programs[1]?.reasons).toContainEqual({
      code: 'appMemberDetailsMissing',
      values: { count: 1 },
    });
    expect(renderEstimate(estimate, 'es').programs[1]?.reasons).toContain(
      'Nos falta la fecha de nacimiento o el estado migratorio de 1 persona(s), así que las contamos como adultos ciudadanos.',
    );
  });
});

describe("each income is its member's (issue 18 item 2, decision 0400)", () => {
  const family = household({}, { dateOfBirth: '2010-03-01', student: true });
  it.each([
    ['the member named', 'p1', 1],
    ['no member named: the applicant', null, 0],
    ['someone no longer listed: the applicant', 'gone', 0],
  ])('%s', (_, memberId, index) => {
    expect(memberIndexOf(family, memberId)).toBe(index);
  });

  // 7 CFR 273.9(c)(7): the earnings of a student of 17 or younger are excluded from SNAP income.
  it("leaves a 16-year-old student's pay out of SNAP's income, but not the applicant's", () => {
    const pay = (memberId: string | null) => ({
      zipCode: '62704',
      household: family,
      entries: [
        {
          id: 1,
          categoryId: 1,
          source: 'Burger Stand',
          amount: '900.00',
          frequency: 'monthly',
          isW2Income: true,
          memberId,
        },
      ],
      expenses: [],
      homeCosts: null,
      taxYear: 2026,
    });
    const snap = (memberId: string | null) =>
      estimateApplication(pay(memberId), DAY).programs.find((p) => p.program === 'snap')!;
    const none = estimateApplication({ ...pay(null), entries: [] }, DAY).programs[0]!;
    expect(snap('p1').monthlyAmount).toBe(none.monthlyAmount);
    expect(snap(null).monthlyAmount).toBeLessThan(none.monthlyAmount ?? 0);
  });
});
