import {
  createIncomeEntrySchema,
  type EstimateResponse,
  incomeCategoryById,
} from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { type Answers, emptyAnswers, newPerson } from './answers';
import { benefitsToCarry, categoryOfKind, incomeEntriesToCarry } from './carry';

const words = { source: (kind: string) => `kind:${kind}`, comment: 'From the screener' };

function answersWith(incomes: Answers['people'][number]['incomes']): Answers {
  const answers = emptyAnswers();
  answers.people[0] = { ...newPerson('self'), age: '40', incomes };
  answers.people.push({
    ...newPerson('spouse'),
    age: '41',
    incomes: [{ kind: 'wages', amount: '3000', frequency: 'monthly' }],
  });
  return answers;
}

describe('incomeEntriesToCarry', () => {
  it("carries only the applicant's own incomes, each a valid income entry", () => {
    const entries = incomeEntriesToCarry(
      answersWith([
        { kind: 'wages', amount: '900', frequency: 'biweekly' },
        { kind: 'ssi', amount: '967', frequency: 'monthly' },
        { kind: 'pension', amount: '12000', frequency: 'yearly' },
      ]),
      7,
      words,
    );
    expect(entries).toEqual([
      {
        applicationId: 7,
        categoryId: 1,
        source: 'kind:wages',
        amount: '900.00',
        frequency: 'biweekly',
        comment: 'From the screener',
      },
      {
        applicationId: 7,
        categoryId: 3,
        source: 'kind:ssi',
        amount: '967.00',
        frequency: 'monthly',
        comment: 'From the screener',
      },
      {
        applicationId: 7,
        categoryId: 6,
        source: 'kind:pension',
        amount: '12000.00',
        frequency: 'annual',
        comment: 'From the screener',
      },
    ]);
    for (const entry of entries)
      expect(createIncomeEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('carries twice a month as twice a month (issue 18)', () => {
    const [entry] = incomeEntriesToCarry(
      answersWith([{ kind: 'wages', amount: '812.35', frequency: 'semimonthly' }]),
      1,
      words,
    );
    expect(entry).toMatchObject({ amount: '812.35', frequency: 'semimonthly' });
  });

  it('leaves out an amount that is not a number', () => {
    expect(
      incomeEntriesToCarry(
        answersWith([{ kind: 'wages', amount: 'abc', frequency: 'weekly' }]),
        1,
        words,
      ),
    ).toEqual([]);
  });

  it('maps every kind to an income category the application knows', () => {
    for (const category of Object.values(categoryOfKind))
      expect(incomeCategoryById(category)).toBeDefined();
  });
});

describe('benefitsToCarry', () => {
  const result = (
    program: EstimateResponse['programs'][number]['program'],
    eligible: boolean | null,
  ) => ({
    program,
    eligible,
    monthlyAmount: null,
    members: [],
    reasons: [],
    sources: [],
  });

  it('marks what may qualify and what cannot be told yet, never what may not', () => {
    const estimate: EstimateResponse = {
      asOf: '2026-11-25',
      programs: [
        result('snap', true),
        result('medicaid', null),
        result('chip', false),
        result('wic', true),
        result('tanf', false),
      ],
    };
    expect(benefitsToCarry(estimate)).toEqual(['snap', 'medicaid-magi', 'wic']);
  });
});
