import { z } from 'zod';
import { expenseTypes } from '../catalogs/expenseTypes.js';
import { expenseFrequencies } from '../catalogs/frequencies.js';
import { centsToDollars, parseAmount } from '../money/amount.js';
import { MAX_MILES_PER_WEEK } from '../summaries/mileage.js';
import {
  amountInputField,
  checkAmountText,
  checkedEntrySchema,
  expenseFrequencyField,
  idField,
  optionalDecimalField,
  optionalTextField,
} from './common.js';
import { requiredTextField, textField } from './fields.js';

// SPEC 5 expense form and SPEC 7 POST /api/expenses (+ DESIGN: mileage, PATCH).

export const expenseTypeField = z.enum(expenseTypes, 'expenseTypeRequired');
export const mileageTypes = ['business'] as const;

const formFields = {
  expenseType: expenseTypeField,
  description: requiredTextField('descriptionRequired', 200),
  amount: amountInputField,
  frequency: expenseFrequencyField.default('monthly'),
  notes: optionalTextField(1000, 'commentTooLong'),
  hasReceipt: z.boolean().default(false),
  /** DESIGN: a mileage expense is miles per week x 52/12 x the IRS rate; amount not needed. */
  isMileageExpense: z.boolean().default(false),
  milesPerWeek: optionalDecimalField(MAX_MILES_PER_WEEK, 'milesPerWeekRequired'),
  mileageType: z.enum(mileageTypes, 'requestInvalid').default('business'),
};

interface ExpenseAmountFields {
  amount?: string | number | null;
  isMileageExpense?: boolean;
  milesPerWeek?: number | null;
}

/**
 * SPEC 5: amount required as non-empty text ('Amount is required') and a number of at least
 * 0 ('Amount must be a valid number'). A mileage expense needs miles per week instead.
 */
function checkExpense(value: ExpenseAmountFields, ctx: z.RefinementCtx): void {
  if (value.isMileageExpense === true) {
    if (value.milesPerWeek === null || value.milesPerWeek === undefined) {
      ctx.addIssue({ code: 'custom', message: 'milesPerWeekRequired', path: ['milesPerWeek'] });
    }
    return;
  }
  if (value.milesPerWeek !== null && value.milesPerWeek !== undefined) {
    ctx.addIssue({ code: 'custom', message: 'mileageExpenseOnly', path: ['milesPerWeek'] });
  }
  checkAmountText(value.amount, ctx);
}

/** SPEC 5: the amount is sent as a number (dollars). A mileage expense's is computed later. */
function normalizeExpenseAmount<T extends ExpenseAmountFields>(
  value: T,
): Omit<T, 'amount'> & { amount: number | null } {
  const parsed = parseAmount(value.amount);
  const amount =
    value.isMileageExpense === true || !parsed.ok ? null : centsToDollars(parsed.cents);
  return { ...value, amount };
}

/** The fields the applicant fills in (the web's form). */
export const expenseFormSchema = checkedEntrySchema(
  formFields,
  checkExpense,
  normalizeExpenseAmount,
);
export type ExpenseFormInput = z.input<typeof expenseFormSchema>;
export type ExpenseForm = z.output<typeof expenseFormSchema>;

/**
 * SPEC 7 POST /api/expenses. The server also checks that the income source qualifies
 * (`qualifiesForExpenses`) and the type fits its category (`isExpenseTypeAllowed`), and for a
 * mileage expense records the tax year's IRS rate and the computed monthly amount.
 */
export const createExpenseSchema = checkedEntrySchema(
  { incomeEntryId: idField('incomeEntryMissing'), ...formFields },
  checkExpense,
  normalizeExpenseAmount,
);
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;
export type CreateExpense = z.output<typeof createExpenseSchema>;

/**
 * DESIGN PATCH /api/expenses/:id: any form field; the server merges it with the stored
 * expense and validates the result with `expenseFormSchema`.
 */
export const updateExpenseSchema = z
  .object({
    expenseType: expenseTypeField.optional(),
    description: formFields.description.optional(),
    amount: amountInputField,
    frequency: expenseFrequencyField.optional(),
    notes: optionalTextField(1000, 'commentTooLong').optional(),
    hasReceipt: z.boolean().optional(),
    isMileageExpense: z.boolean().optional(),
    milesPerWeek: optionalDecimalField(MAX_MILES_PER_WEEK, 'milesPerWeekRequired').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.amount !== undefined && value.amount !== null) checkAmountText(value.amount, ctx);
  });
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;
export type UpdateExpense = z.output<typeof updateExpenseSchema>;

/** SPEC 3 expense, as the API returns it. `amount` is dollars as entered (monthly or annual). */
export const expenseSchema = z.object({
  id: z.number().int(),
  incomeEntryId: z.number().int(),
  expenseType: z.enum(expenseTypes),
  description: textField(),
  amount: z.number(),
  frequency: z.enum(expenseFrequencies),
  notes: textField().nullable(),
  hasReceipt: z.boolean(),
  isMileageExpense: z.boolean(),
  milesPerWeek: z.number().nullable(),
  mileageType: z.enum(mileageTypes).nullable(),
  /** Cents per mile recorded when the expense was added (IRS rate of the tax year). */
  mileageRate: z.number().nullable(),
  createdAt: textField(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** GET /api/expenses?applicationId={id} (DESIGN). */
export const expensesResponseSchema = z.array(expenseSchema);
