import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createIncomeEntrySchema,
  hoursPerWeekAllowed,
  incomeEntryFormSchema,
  incomeEntryParamsSchema,
  incomeEntrySchema,
  updateIncomeEntrySchema,
} from './incomeEntries.js';
import { issues } from './issues.test-util.js';

const form = { source: 'Acme', amount: '1200.5', frequency: 'monthly' };
const body = { applicationId: 7, categoryId: 1, ...form };

describe('income form (SPEC 5)', () => {
  it('applies the defaults and sends the amount as text', () => {
    expect(incomeEntryFormSchema.parse({ source: ' Acme ', amount: 1200.5 })).toEqual({
      source: 'Acme',
      amount: '1200.50',
      frequency: 'monthly',
      isW2Income: false,
      dontKnowAmount: false,
      comment: null,
      hoursPerWeek: null,
    });
  });

  it.each([
    [{ source: '' }, { source: 'incomeSourceRequired' }],
    [{ source: '   ' }, { source: 'incomeSourceRequired' }],
    [{ source: undefined }, { source: 'incomeSourceRequired' }],
    [{ amount: '' }, { amount: 'amountRequired' }],
    [{ amount: undefined }, { amount: 'amountRequired' }],
    [{ amount: null }, { amount: 'amountRequired' }],
    [{ amount: 'abc' }, { amount: 'amountInvalid' }],
    [{ amount: '-1' }, { amount: 'amountInvalid' }],
    [{ amount: -1 }, { amount: 'amountInvalid' }],
    [{ amount: Number.NaN }, { amount: 'amountInvalid' }],
    [{ amount: true }, { amount: 'amountInvalid' }],
    [{ frequency: 'daily' }, { frequency: 'frequencyInvalid' }],
    [{ frequency: 3 }, { frequency: 'frequencyInvalid' }],
    [{ comment: 'x'.repeat(1001) }, { comment: 'commentTooLong' }],
    [{ hoursPerWeek: 169 }, { hoursPerWeek: 'hoursPerWeekInvalid' }],
    [{ hoursPerWeek: 'lots' }, { hoursPerWeek: 'hoursPerWeekInvalid' }],
    [{ hoursPerWeek: true }, { hoursPerWeek: 'hoursPerWeekInvalid' }],
    [
      { source: '', amount: '' },
      { source: 'incomeSourceRequired', amount: 'amountRequired' },
    ],
  ])('%j -> %j', (change, expected) => {
    expect(issues(incomeEntryFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it.each([
    ['bi-weekly', 'biweekly'],
    ['annually', 'annual'],
    ['Weekly', 'weekly'],
  ])('accepts frequency %s as %s', (frequency, canonical) => {
    expect(incomeEntryFormSchema.parse({ ...form, frequency }).frequency).toBe(canonical);
  });

  it("sends '0' when 'Don't know exact amount' is ticked, whatever the amount", () => {
    expect(incomeEntryFormSchema.parse({ ...form, amount: '', dontKnowAmount: true }).amount).toBe(
      '0.00',
    );
    expect(
      incomeEntryFormSchema.parse({ ...form, amount: 'junk', dontKnowAmount: true }).amount,
    ).toBe('0.00');
  });

  it('keeps optional comment and hours, blank ones become null', () => {
    const parsed = incomeEntryFormSchema.parse({
      ...form,
      comment: '  tips included ',
      hoursPerWeek: '37.5',
      isW2Income: true,
    });
    expect(parsed).toMatchObject({
      comment: 'tips included',
      hoursPerWeek: 37.5,
      isW2Income: true,
    });
    expect(incomeEntryFormSchema.parse({ ...form, comment: ' ', hoursPerWeek: '' })).toMatchObject({
      comment: null,
      hoursPerWeek: null,
    });
  });

  it('property: negative, blank and non-numeric amounts are rejected', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: -0.001, noNaN: true }),
          fc.constantFrom('', ' ', 'abc', '1,0', '--1', 'NaN'),
          fc.integer({ max: -1 }).map(String),
        ),
        (amount) => {
          expect(incomeEntryFormSchema.safeParse({ ...form, amount }).success).toBe(false);
        },
      ),
    );
  });

  it('property: a number and its text give the same entry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const a = incomeEntryFormSchema.parse({ ...form, amount: cents / 100 });
        const b = incomeEntryFormSchema.parse({ ...form, amount: String(cents / 100) });
        expect(a).toEqual(b);
      }),
    );
  });
});

describe('POST /api/income-entries body (SPEC 7)', () => {
  it('accepts the form plus application and category', () => {
    expect(createIncomeEntrySchema.parse({ ...body, hoursPerWeek: 20 })).toMatchObject({
      applicationId: 7,
      categoryId: 1,
      amount: '1200.50',
      hoursPerWeek: 20,
    });
  });

  it.each([
    [{ applicationId: undefined }, { applicationId: 'applicationIdMissing' }],
    [{ applicationId: 0 }, { applicationId: 'applicationIdMissing' }],
    [{ applicationId: 'abc' }, { applicationId: 'applicationIdMissing' }],
    [{ categoryId: undefined }, { categoryId: 'categoryMissing' }],
    [{ categoryId: 14 }, { categoryId: 'categoryMissing' }],
    [{ categoryId: 1.5 }, { categoryId: 'categoryMissing' }],
    [{ categoryId: 3, hoursPerWeek: 20 }, { hoursPerWeek: 'hoursPerWeekWorkOnly' }],
    [{ amount: 'x' }, { amount: 'amountInvalid' }],
  ])('%j -> %j', (change, expected) => {
    expect(issues(createIncomeEntrySchema, { ...body, ...change })).toEqual(expected);
  });

  it('allows hours only on categories 1 and 2', () => {
    expect(hoursPerWeekAllowed(2)).toBe(true);
    expect(hoursPerWeekAllowed(5)).toBe(false);
  });
});

describe('PATCH /api/income-entries/:id body (DESIGN)', () => {
  it('passes only what changed', () => {
    expect(updateIncomeEntrySchema.parse({})).toEqual({});
    expect(updateIncomeEntrySchema.parse({ source: ' New ' })).toEqual({ source: 'New' });
    expect(updateIncomeEntrySchema.parse({ amount: 5 })).toEqual({ amount: '5.00' });
    expect(updateIncomeEntrySchema.parse({ comment: null, hoursPerWeek: '' })).toEqual({
      comment: null,
      hoursPerWeek: null,
    });
  });

  it("sets the amount to '0' when dontKnowAmount is ticked", () => {
    expect(updateIncomeEntrySchema.parse({ dontKnowAmount: true })).toEqual({
      dontKnowAmount: true,
      amount: '0.00',
    });
    expect(updateIncomeEntrySchema.parse({ dontKnowAmount: false })).toEqual({
      dontKnowAmount: false,
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'amountRequired' }],
    [{ amount: '-3' }, { amount: 'amountInvalid' }],
    [{ source: '' }, { source: 'incomeSourceRequired' }],
    [{ frequency: 'hourly' }, { frequency: 'frequencyInvalid' }],
  ])('%j -> %j', (change, expected) => {
    expect(issues(updateIncomeEntrySchema, change)).toEqual(expected);
  });
});

describe('income entry response (SPEC 3)', () => {
  it('describes a stored entry', () => {
    const entry = {
      id: 1,
      applicationId: 7,
      categoryId: 1,
      category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
      source: 'Acme',
      amount: '1200.50',
      frequency: 'monthly',
      isW2Income: true,
      dontKnowAmount: false,
      comment: null,
      confidence: null,
      hoursPerWeek: 20,
      verification: {
        method: 'documents',
        status: 'analysis_pending',
        details: null,
        verifiedAt: '2026-01-01T00:00:00Z',
        analysisPending: true,
        documentIds: [3],
        transactionIds: [],
        notes: null,
        confidence: null,
      },
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(incomeEntrySchema.parse(entry)).toEqual(entry);
    expect(incomeEntryParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
