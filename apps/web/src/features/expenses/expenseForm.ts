import {
  type AmountLanguage,
  amountToCents,
  type CreateExpenseInput,
  type Expense,
  type ExpenseForm,
  type ExpenseFormInput,
  type ExpenseFrequency,
  type ExpenseType,
  expenseFormSchema,
  expenseTypesForCategory,
  formatTypedAmount,
  isExpenseTypeAllowed,
  type MileageDeduction,
  mileageDeduction,
  mileageTypes,
  parseMilesPerWeek,
  typedAmountForSchema,
  type UpdateExpenseInput,
} from '@benefits/domain';

// The expense form's fields as typed (SPEC 5, DESIGN mileage), and how they become the API's
// bodies. The rules (required fields, amounts, miles) are the domain schema's; the money math
// (the mileage deduction) is the domain's. No React here. The amount is typed by the interface
// language's rules and sent as `45.50` (docs/decisions/0060).

export type MileageType = (typeof mileageTypes)[number];

/** A mileage expense is always of this type (it is in the work list, not the rental list). */
export const MILEAGE_EXPENSE_TYPE: ExpenseType = 'transportation';

export interface ExpenseFormValues {
  expenseType: ExpenseType | '';
  description: string;
  amount: string;
  frequency: ExpenseFrequency;
  notes: string;
  hasReceipt: boolean;
  /** 'I drive for work': miles per week instead of an amount. */
  isMileageExpense: boolean;
  milesPerWeek: string;
  mileageType: MileageType;
}

export type ExpenseFormField = keyof ExpenseFormValues;

/** The 'I drive for work' toggle shows only for sources whose type list has transportation. */
export function mileageAllowed(categoryId: number): boolean {
  return expenseTypesForCategory(categoryId).includes(MILEAGE_EXPENSE_TYPE);
}

/** SPEC 5: a new expense; frequency monthly, no receipt. */
export function emptyExpenseForm(): ExpenseFormValues {
  return {
    expenseType: '',
    description: '',
    amount: '',
    frequency: 'monthly',
    notes: '',
    hasReceipt: false,
    isMileageExpense: false,
    milesPerWeek: '',
    mileageType: mileageTypes[0],
  };
}

/** An expense being edited, as the form shows it. */
export function expenseFormFromExpense(
  expense: Expense,
  language: AmountLanguage = 'en',
): ExpenseFormValues {
  return {
    expenseType: expense.expenseType,
    description: expense.description,
    amount: expense.isMileageExpense
      ? ''
      : formatTypedAmount(amountToCents(expense.amount), language),
    frequency: expense.frequency,
    notes: expense.notes ?? '',
    hasReceipt: expense.hasReceipt,
    isMileageExpense: expense.isMileageExpense,
    milesPerWeek: expense.milesPerWeek === null ? '' : String(expense.milesPerWeek),
    mileageType: expense.mileageType ?? mileageTypes[0],
  };
}

/**
 * The domain form input. A mileage expense is a transportation expense with miles and no
 * amount (the server computes it); any other expense sends no miles.
 */
export function toExpenseFormInput(
  values: ExpenseFormValues,
  language: AmountLanguage = 'en',
): ExpenseFormInput {
  const mileage = values.isMileageExpense;
  return {
    expenseType: mileage ? MILEAGE_EXPENSE_TYPE : values.expenseType || undefined,
    description: values.description,
    amount: mileage ? null : typedAmountForSchema(values.amount, language).amount,
    frequency: mileage ? 'monthly' : values.frequency,
    notes: values.notes,
    hasReceipt: values.hasReceipt,
    isMileageExpense: mileage,
    milesPerWeek: mileage ? values.milesPerWeek : null,
    mileageType: values.mileageType,
  } as ExpenseFormInput;
}

/** Which form field a schema or server issue belongs to. */
export function formFieldOf(path: PropertyKey | undefined): ExpenseFormField | undefined {
  switch (path) {
    case 'expenseType':
    case 'description':
    case 'amount':
    case 'frequency':
    case 'notes':
    case 'hasReceipt':
    case 'isMileageExpense':
    case 'milesPerWeek':
    case 'mileageType':
      return path;
    default:
      return undefined;
  }
}

/** The order the fields appear in, so focus goes to the first one that needs fixing. */
const fieldOrder: readonly ExpenseFormField[] = [
  'isMileageExpense',
  'expenseType',
  'description',
  'milesPerWeek',
  'mileageType',
  'amount',
  'frequency',
  'notes',
  'hasReceipt',
];

export function firstInvalidField(
  errors: Partial<Record<ExpenseFormField, unknown>>,
): ExpenseFormField | undefined {
  return fieldOrder.find((field) => errors[field] !== undefined);
}

export type ExpenseValidation =
  | { ok: true; data: ExpenseForm }
  | { ok: false; errors: Partial<Record<ExpenseFormField, string>> };

/**
 * Checks the form with the domain schema and the source's type list (SPEC 3). Errors carry the
 * domain's message keys ('expenseTypeRequired' is 'Expense type is required').
 */
export function validateExpenseForm(
  values: ExpenseFormValues,
  categoryId: number,
  language: AmountLanguage = 'en',
): ExpenseValidation {
  const result = expenseFormSchema.safeParse(toExpenseFormInput(values, language));
  const typed = values.isMileageExpense
    ? { amount: '' }
    : typedAmountForSchema(values.amount, language);
  const errors: Partial<Record<ExpenseFormField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path[0]);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // zod skips the amount and miles check while another field is missing: run it here too,
  // so every problem shows at once.
  if (!result.success) {
    if (values.isMileageExpense) {
      if (!errors.milesPerWeek && parseMilesPerWeek(values.milesPerWeek) === undefined) {
        errors.milesPerWeek = 'milesPerWeekRequired';
      }
    } else if (!errors.amount && typed.amount === '') {
      errors.amount = 'amountRequired';
    }
  }
  // Letters, a third decimal or unclear marks: said in the applicant's words, not "invalid".
  if (typed.problem) errors.amount = typed.problem;
  if (values.isMileageExpense && !mileageAllowed(categoryId)) {
    errors.isMileageExpense ??= 'expenseTypeNotAllowed';
  }
  const type = values.isMileageExpense ? MILEAGE_EXPENSE_TYPE : values.expenseType;
  if (type !== '' && !errors.expenseType && !isExpenseTypeAllowed(categoryId, type)) {
    errors.expenseType = 'expenseTypeNotAllowed';
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  return { ok: false, errors };
}

/** SPEC 7 POST /api/expenses: the checked form of one income source; the amount a number. */
export function toCreateExpenseBody(data: ExpenseForm, incomeEntryId: number): CreateExpenseInput {
  return { incomeEntryId, ...data };
}

/**
 * DESIGN PATCH /api/expenses/:id: every field, nulls included, so a change between an amount
 * and miles leaves nothing of the other kind behind when the server merges.
 */
export function toUpdateExpenseBody(data: ExpenseForm): UpdateExpenseInput {
  return {
    expenseType: data.expenseType,
    description: data.description,
    amount: data.amount,
    frequency: data.frequency,
    notes: data.notes,
    hasReceipt: data.hasReceipt,
    isMileageExpense: data.isMileageExpense,
    milesPerWeek: data.milesPerWeek,
  };
}

/**
 * The live mileage figure under the miles field (DESIGN: miles/week x 52/12 x the tax year's
 * IRS rate, by the domain). `entered` is false while the miles are blank or not a number.
 */
export function liveMileage(
  values: Pick<ExpenseFormValues, 'isMileageExpense' | 'milesPerWeek'>,
  taxYear: number,
): (MileageDeduction & { entered: boolean }) | null {
  if (!values.isMileageExpense) return null;
  return {
    ...mileageDeduction(values.milesPerWeek, taxYear),
    entered: parseMilesPerWeek(values.milesPerWeek) !== undefined,
  };
}
