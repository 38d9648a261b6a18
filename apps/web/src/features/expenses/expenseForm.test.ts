import {
  createExpenseSchema,
  type Expense,
  mileageDeduction,
  updateExpenseSchema,
  validationMessagesEn,
} from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  type ExpenseFormValues,
  emptyExpenseForm,
  expenseFormFromExpense,
  firstInvalidField,
  formFieldOf,
  liveMileage,
  mileageAllowed,
  toCreateExpenseBody,
  toUpdateExpenseBody,
  validateExpenseForm,
} from './expenseForm';

const SELF_EMPLOYMENT = 2;
const RENTAL = 5;

function form(values: Partial<ExpenseFormValues>): ExpenseFormValues {
  return { ...emptyExpenseForm(), ...values };
}

function expense(values: Partial<Expense>): Expense {
  return {
    id: 1,
    incomeEntryId: 10,
    expenseType: 'utilities',
    description: 'Phone',
    amount: 45.5,
    frequency: 'monthly',
    notes: null,
    hasReceipt: false,
    isMileageExpense: false,
    milesPerWeek: null,
    mileageType: null,
    mileageRate: null,
    createdAt: '2026-11-23T01:00:00.000Z',
    ...values,
  };
}

describe('emptyExpenseForm', () => {
  it('starts monthly, with no receipt and no driving (SPEC 5)', () => {
    expect(emptyExpenseForm()).toMatchObject({
      expenseType: '',
      frequency: 'monthly',
      hasReceipt: false,
      isMileageExpense: false,
      mileageType: 'business',
    });
  });
});

describe('validateExpenseForm', () => {
  it("gives SPEC 5's three messages for an empty form", () => {
    const result = validateExpenseForm(emptyExpenseForm(), SELF_EMPLOYMENT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      expenseType: 'expenseTypeRequired',
      description: 'descriptionRequired',
      amount: 'amountRequired',
    });
    expect(
      [result.errors.expenseType, result.errors.description, result.errors.amount].map(
        (key) => validationMessagesEn[key as keyof typeof validationMessagesEn],
      ),
    ).toEqual(['Expense type is required', 'Description is required', 'Amount is required']);
  });

  it('treats blank words as missing and refuses a negative amount', () => {
    const result = validateExpenseForm(
      form({ expenseType: 'utilities', description: '   ', amount: '-4' }),
      SELF_EMPLOYMENT,
    );
    expect(result).toEqual({
      ok: false,
      errors: { description: 'descriptionRequired', amount: 'amountNegative' },
    });
  });

  it('refuses a type outside the source list (a rental type on work income and back)', () => {
    expect(
      validateExpenseForm(
        form({ expenseType: 'property_taxes', description: 'Tax', amount: '10' }),
        SELF_EMPLOYMENT,
      ),
    ).toEqual({ ok: false, errors: { expenseType: 'expenseTypeNotAllowed' } });
    expect(
      validateExpenseForm(
        form({ expenseType: 'utilities', description: 'Power', amount: '10' }),
        RENTAL,
      ),
    ).toEqual({ ok: false, errors: { expenseType: 'expenseTypeNotAllowed' } });
  });

  it('turns a good form into numbers', () => {
    const result = validateExpenseForm(
      form({
        expenseType: 'utilities',
        description: ' Phone bill ',
        amount: '45.50',
        frequency: 'annual',
        notes: '  ',
        hasReceipt: true,
      }),
      SELF_EMPLOYMENT,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        expenseType: 'utilities',
        description: 'Phone bill',
        amount: 45.5,
        frequency: 'annual',
        notes: null,
        hasReceipt: true,
        isMileageExpense: false,
        milesPerWeek: null,
        mileageType: 'business',
      },
    });
  });

  it('asks for miles instead of an amount when driving, and ignores a typed amount', () => {
    expect(
      validateExpenseForm(
        form({ isMileageExpense: true, description: 'Driving', amount: '' }),
        SELF_EMPLOYMENT,
      ),
    ).toEqual({ ok: false, errors: { milesPerWeek: 'milesPerWeekRequired' } });
    const result = validateExpenseForm(
      form({
        isMileageExpense: true,
        description: 'Driving',
        amount: '99',
        frequency: 'annual',
        milesPerWeek: '120',
      }),
      SELF_EMPLOYMENT,
    );
    expect(result.ok && result.data).toMatchObject({
      expenseType: 'transportation',
      amount: null,
      frequency: 'monthly',
      isMileageExpense: true,
      milesPerWeek: 120,
    });
  });

  it('refuses miles on a source without a transportation type (rental)', () => {
    const result = validateExpenseForm(
      form({ isMileageExpense: true, description: 'Trips', milesPerWeek: '10' }),
      RENTAL,
    );
    expect(result).toEqual({
      ok: false,
      errors: { isMileageExpense: 'expenseTypeNotAllowed', expenseType: 'expenseTypeNotAllowed' },
    });
  });

  it('drops miles typed before the toggle was turned off', () => {
    const result = validateExpenseForm(
      form({ expenseType: 'utilities', description: 'Phone', amount: '20', milesPerWeek: '50' }),
      SELF_EMPLOYMENT,
    );
    expect(result.ok && result.data.milesPerWeek).toBeNull();
  });
});

describe('amounts typed by the interface language (issue 18, docs/decisions/0060)', () => {
  const ink = (amount: string) =>
    form({ expenseType: 'office_supplies', description: 'Ink', amount });
  it.each([
    ['es', '1.320,12', 1320.12],
    ['es', '45,50', 45.5],
    ['en', '1,320.12', 1320.12],
  ] as const)('%s %s is %d', (language, amount, dollars) => {
    const checked = validateExpenseForm(ink(amount), SELF_EMPLOYMENT, language);
    expect(checked.ok && checked.data.amount).toBe(dollars);
  });

  it.each([
    ['en', '1,32O.12', 'amountLetters'],
    ['en', '12.345', 'amountTooManyDecimals'],
    ['en', '45,50', 'amountUnclear'],
  ] as const)('%s %s is refused: %s', (language, amount, problem) => {
    const checked = validateExpenseForm(ink(amount), SELF_EMPLOYMENT, language);
    expect(checked.ok ? null : checked.errors).toEqual({ amount: problem });
  });
});

describe('bodies', () => {
  const checked = validateExpenseForm(
    form({ expenseType: 'office_supplies', description: 'Ink', amount: '12.35' }),
    SELF_EMPLOYMENT,
  );
  if (!checked.ok) throw new Error('expected a valid form');

  it('POST carries the income source and the amount as a number the server accepts', () => {
    const body = toCreateExpenseBody(checked.data, 42);
    expect(body).toMatchObject({
      incomeEntryId: 42,
      amount: 12.35,
      expenseType: 'office_supplies',
    });
    expect(typeof body.amount).toBe('number');
    expect(createExpenseSchema.safeParse(body).success).toBe(true);
  });

  it('POST of a mileage expense passes the server schema without an amount', () => {
    const mileage = validateExpenseForm(
      form({ isMileageExpense: true, description: 'Driving', milesPerWeek: '120' }),
      SELF_EMPLOYMENT,
    );
    if (!mileage.ok) throw new Error('expected a valid form');
    const parsed = createExpenseSchema.safeParse(toCreateExpenseBody(mileage.data, 42));
    expect(parsed.success && parsed.data).toMatchObject({
      incomeEntryId: 42,
      isMileageExpense: true,
      milesPerWeek: 120,
      amount: null,
    });
  });

  it('PATCH sends every field, nulls included, and passes the server schema', () => {
    const body = toUpdateExpenseBody(checked.data);
    expect(body).toEqual({
      expenseType: 'office_supplies',
      description: 'Ink',
      amount: 12.35,
      frequency: 'monthly',
      notes: null,
      hasReceipt: false,
      isMileageExpense: false,
      milesPerWeek: null,
    });
    expect(updateExpenseSchema.safeParse(body).success).toBe(true);
  });
});

describe('expenseFormFromExpense', () => {
  it('shows a saved expense as typed text', () => {
    expect(expenseFormFromExpense(expense({ notes: 'Half is work', hasReceipt: true }))).toEqual({
      expenseType: 'utilities',
      description: 'Phone',
      amount: '45.50',
      frequency: 'monthly',
      notes: 'Half is work',
      hasReceipt: true,
      isMileageExpense: false,
      milesPerWeek: '',
      mileageType: 'business',
    });
  });

  it('shows a mileage expense by its miles, not its computed amount', () => {
    const values = expenseFormFromExpense(
      expense({
        expenseType: 'transportation',
        amount: 377,
        isMileageExpense: true,
        milesPerWeek: 120,
        mileageType: 'business',
        mileageRate: 72.5,
      }),
    );
    expect(values).toMatchObject({ isMileageExpense: true, milesPerWeek: '120', amount: '' });
    expect(validateExpenseForm(values, SELF_EMPLOYMENT).ok).toBe(true);
  });
});

describe('helpers', () => {
  it('offers driving only where transportation is a type', () => {
    expect([1, 2, 4, 5, 15].map(mileageAllowed)).toEqual([true, true, true, false, true]);
  });

  it('finds the first field to fix in screen order', () => {
    expect(firstInvalidField({ amount: 'x', expenseType: 'y' })).toBe('expenseType');
    expect(firstInvalidField({ notes: 'x', milesPerWeek: 'y' })).toBe('milesPerWeek');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('maps server field names to form fields', () => {
    expect(formFieldOf('amount')).toBe('amount');
    expect(formFieldOf('milesPerWeek')).toBe('milesPerWeek');
    expect(formFieldOf('incomeEntryId')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });

  it("shows the live mileage figure from the domain's mileageDeduction", () => {
    expect(liveMileage({ isMileageExpense: false, milesPerWeek: '120' }, 2026)).toBeNull();
    expect(liveMileage({ isMileageExpense: true, milesPerWeek: '120' }, 2026)).toEqual({
      ...mileageDeduction('120', 2026),
      entered: true,
    });
    expect(liveMileage({ isMileageExpense: true, milesPerWeek: '' }, 2026)?.entered).toBe(false);
    // 120 x 52 / 12 x $0.725 = $377.00 a month.
    expect(
      liveMileage({ isMileageExpense: true, milesPerWeek: '120' }, 2026)?.monthlyDeduction,
    ).toBe(377);
  });
});
