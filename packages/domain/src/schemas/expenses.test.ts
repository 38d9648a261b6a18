import { describe, expect, it } from 'vitest';
import {
  createExpenseSchema,
  expenseFormSchema,
  expenseSchema,
  updateExpenseSchema,
} from './expenses.js';
import { issues } from './issues.test-util.js';

const form = { expenseType: 'uniforms_tools', description: 'Boots', amount: '120.5' };

describe('expense form (SPEC 5)', () => {
  it('applies defaults and sends the amount as a number', () => {
    expect(expenseFormSchema.parse(form)).toEqual({
      expenseType: 'uniforms_tools',
      description: 'Boots',
      amount: 120.5,
      frequency: 'monthly',
      notes: null,
      hasReceipt: false,
      isMileageExpense: false,
      milesPerWeek: null,
      mileageType: 'business',
    });
  });

  it.each([
    [{ expenseType: '' }, { expenseType: 'expenseTypeRequired' }],
    [{ expenseType: undefined }, { expenseType: 'expenseTypeRequired' }],
    [{ expenseType: 'fuel' }, { expenseType: 'expenseTypeRequired' }],
    [{ description: '' }, { description: 'descriptionRequired' }],
    [{ description: '  ' }, { description: 'descriptionRequired' }],
    [{ amount: '' }, { amount: 'amountRequired' }],
    [{ amount: undefined }, { amount: 'amountRequired' }],
    [{ amount: 'ten' }, { amount: 'amountInvalid' }],
    [{ amount: -4 }, { amount: 'amountInvalid' }],
    [{ frequency: 'weekly' }, { frequency: 'expenseFrequencyInvalid' }],
    [{ frequency: 7 }, { frequency: 'expenseFrequencyInvalid' }],
    [{ milesPerWeek: 20 }, { milesPerWeek: 'mileageExpenseOnly' }],
    [{ isMileageExpense: true }, { milesPerWeek: 'milesPerWeekRequired' }],
    [{ isMileageExpense: true, milesPerWeek: -2 }, { milesPerWeek: 'milesPerWeekRequired' }],
    [{ isMileageExpense: true, milesPerWeek: 20000 }, { milesPerWeek: 'milesPerWeekRequired' }],
    [{ mileageType: 'medical' }, { mileageType: 'requestInvalid' }],
  ])('%j -> %j', (change, expected) => {
    expect(issues(expenseFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it('accepts annual (and annually)', () => {
    expect(expenseFormSchema.parse({ ...form, frequency: 'annually' }).frequency).toBe('annual');
  });

  it('needs miles, not an amount, for a mileage expense', () => {
    expect(
      expenseFormSchema.parse({
        ...form,
        expenseType: 'transportation',
        amount: '',
        isMileageExpense: true,
        milesPerWeek: '42.5',
      }),
    ).toMatchObject({ amount: null, isMileageExpense: true, milesPerWeek: 42.5 });
  });
});

describe('POST /api/expenses body (SPEC 7)', () => {
  it('needs the income source', () => {
    expect(createExpenseSchema.parse({ ...form, incomeEntryId: 3 }).incomeEntryId).toBe(3);
    expect(issues(createExpenseSchema, form)).toEqual({ incomeEntryId: 'incomeEntryMissing' });
  });
});

describe('PATCH /api/expenses/:id body (DESIGN)', () => {
  it('checks only the fields sent', () => {
    expect(updateExpenseSchema.parse({})).toEqual({});
    expect(updateExpenseSchema.parse({ amount: null, hasReceipt: true })).toEqual({
      amount: null,
      hasReceipt: true,
    });
    expect(updateExpenseSchema.parse({ amount: '9.999' })).toEqual({ amount: '9.999' });
    expect(issues(updateExpenseSchema, { amount: 'x' })).toEqual({ amount: 'amountInvalid' });
    expect(issues(updateExpenseSchema, { description: '' })).toEqual({
      description: 'descriptionRequired',
    });
  });
});

describe('expense response (SPEC 3)', () => {
  it('describes a stored mileage expense', () => {
    const expense = {
      id: 1,
      incomeEntryId: 2,
      expenseType: 'transportation',
      description: 'Site visits',
      amount: 290.33,
      frequency: 'monthly',
      notes: null,
      hasReceipt: false,
      isMileageExpense: true,
      milesPerWeek: 100,
      mileageType: 'business',
      mileageRate: 67,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(expenseSchema.parse(expense)).toEqual(expense);
  });
});
