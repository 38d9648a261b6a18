import { estimateRequestSchema } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  checkAnswers,
  emptyAnswers,
  errorsOfStep,
  fieldOfPath,
  firstStepWithError,
  newIncome,
  newPerson,
  toEstimateRequest,
  toFieldErrors,
} from './answers';
import { texasFamily } from './screener.test-util';

describe('toEstimateRequest', () => {
  it('maps a household to the endpoint contract: members in order, incomes by member, monthly costs', () => {
    const { request, origins } = toEstimateRequest(texasFamily());
    expect(request).toEqual({
      state: 'TX',
      members: [
        { age: 34, relationship: 'self', pregnant: false },
        { age: 8, relationship: 'child', pregnant: false },
        { age: 3, relationship: 'child', pregnant: false },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 900, frequency: 'biweekly' }],
      expenses: { rent: 950, mortgage: 0, utilities: 'heating_cooling' },
    });
    expect(origins).toEqual([{ person: 0, index: 0 }]);
    expect(estimateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('numbers incomes across people and remembers whose each one is', () => {
    const answers = texasFamily();
    answers.people[1]!.incomes = [
      { kind: 'child_support', amount: '200', frequency: 'monthly' },
      { ...newIncome(), amount: '50.5' },
    ];
    const { request, origins } = toEstimateRequest(answers);
    expect(request.incomes?.map((income) => [income.member, income.kind, income.amount])).toEqual([
      [0, 'wages', 900],
      [1, 'child_support', 200],
      [1, 'wages', 50.5],
    ]);
    expect(origins).toEqual([
      { person: 0, index: 0 },
      { person: 1, index: 0 },
      { person: 1, index: 1 },
    ]);
  });

  it.each([
    ['mortgage', '1200', { rent: 0, mortgage: 1200 }],
    ['rent', '700', { rent: 700, mortgage: 0 }],
    ['none', 'ignored', { rent: 0, mortgage: 0 }],
  ] as const)('puts housing %s of %s where the endpoint wants it', (housing, cost, expected) => {
    const { request } = toEstimateRequest({ ...texasFamily(), housing, housingCost: cost });
    expect(request.expenses).toMatchObject(expected);
  });

  it('sends savings only when given, and keeps pregnancy', () => {
    const answers = texasFamily();
    answers.people[0]!.pregnant = true;
    expect(toEstimateRequest(answers).request.assets).toBeUndefined();
    const { request } = toEstimateRequest({ ...answers, savings: '1500' });
    expect(request.assets).toBe(1500);
    expect(request.members[0]?.pregnant).toBe(true);
  });
});

describe('checkAnswers', () => {
  it('accepts the complete household', () => {
    expect(checkAnswers(texasFamily())).toEqual({});
  });

  it('names each missing answer by its field and its step, with the domain message key', () => {
    const answers = emptyAnswers();
    answers.people.push(newPerson('child'));
    answers.people[1]!.incomes.push(newIncome());
    const errors = checkAnswers(answers);
    expect(errors).toEqual({
      state: 'stateInvalid',
      'members.0.age': 'ageInvalid',
      'members.1.age': 'ageInvalid',
      'people.1.incomes.0.amount': 'amountInvalid',
      housingCost: 'amountInvalid',
    });
    expect(Object.keys(errorsOfStep(errors, 'household'))).toEqual([
      'members.0.age',
      'members.1.age',
    ]);
    expect(Object.keys(errorsOfStep(errors, 'income'))).toEqual(['people.1.incomes.0.amount']);
    expect(firstStepWithError(errors)).toBe('state');
    expect(firstStepWithError({ savings: 'amountInvalid' })).toBe('savings');
  });

  it('rejects an age over 130 and a negative amount', () => {
    const answers = texasFamily();
    answers.people[2]!.age = '131';
    answers.people[0]!.incomes[0]!.amount = '-5';
    expect(checkAnswers(answers)).toEqual({
      'members.2.age': 'ageInvalid',
      'people.0.incomes.0.amount': 'amountInvalid',
    });
  });
});

describe('the server 400 field paths', () => {
  const origins = [
    { person: 0, index: 0 },
    { person: 2, index: 1 },
  ];
  it.each([
    ['state', 'state'],
    ['members', 'members'],
    ['members.1.age', 'members.1.age'],
    ['incomes.1.amount', 'people.2.incomes.1.amount'],
    ['incomes.9.amount', 'income'],
    ['expenses.rent', 'housingCost'],
    ['expenses.utilities', 'utilities'],
    ['assets', 'savings'],
  ])('%s shows at %s', (path, field) => {
    expect(fieldOfPath(path, origins)).toBe(field);
  });

  it('keeps the first message per field, as the server wrote it', () => {
    expect(
      toFieldErrors(
        [
          { field: 'incomes.0.amount', message: 'La cantidad debe ser un número válido' },
          { field: 'incomes.0.amount', message: 'second' },
        ],
        origins,
      ),
    ).toEqual({ 'people.0.incomes.0.amount': 'La cantidad debe ser un número válido' });
  });
});
