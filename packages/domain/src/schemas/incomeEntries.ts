import { z } from 'zod';
import { incomeFrequencies } from '../catalogs/frequencies.js';
import { isIncomeCategoryId, isWorkIncomeCategory } from '../catalogs/incomeCategories.js';
import { verificationMethods } from '../catalogs/verificationMethods.js';
import { centsToAmountText, parseAmount } from '../money/amount.js';
import { MAX_HOURS_PER_WEEK } from '../summaries/workHours.js';
import {
  amountInputField,
  applicationIdField,
  checkAmountText,
  checkedEntrySchema,
  idField,
  incomeFrequencyField,
  optionalDecimalField,
  optionalTextField,
} from './common.js';
import { requiredTextField, textField } from './fields.js';
import { memberIdField } from './household.js';

// SPEC 5 income form and SPEC 7 POST /api/income-entries (+ DESIGN: PATCH, hoursPerWeek).

export const incomeSourceField = requiredTextField('incomeSourceRequired', 200);

/** SPEC 8: 'Category information is missing.' */
export const incomeCategoryIdField = z
  .number('categoryMissing')
  .int('categoryMissing')
  .refine(isIncomeCategoryId, 'categoryMissing');

export const hoursPerWeekField = optionalDecimalField(MAX_HOURS_PER_WEEK, 'hoursPerWeekInvalid');

const formFields = {
  source: incomeSourceField,
  amount: amountInputField,
  frequency: incomeFrequencyField.default('monthly'),
  isW2Income: z.boolean().default(false),
  dontKnowAmount: z.boolean().default(false),
  comment: optionalTextField(1000, 'commentTooLong'),
  hoursPerWeek: hoursPerWeekField,
};

interface AmountFields {
  amount?: string | number | null;
  dontKnowAmount?: boolean;
}

/**
 * SPEC 5: 'Amount is required' when blank; 'Amount must be a valid number' unless a number of
 * at least 0. Not checked when 'Don't know exact amount' is ticked.
 */
function checkAmount(value: AmountFields, ctx: z.RefinementCtx): void {
  if (value.dontKnowAmount !== true) checkAmountText(value.amount, ctx);
}

/** SPEC 5: with 'Don't know exact amount' the value sent is '0'; otherwise '1234.50'. */
function normalizeAmount<T extends AmountFields>(value: T): Omit<T, 'amount'> & { amount: string } {
  const parsed = parseAmount(value.amount);
  const cents = value.dontKnowAmount === true || !parsed.ok ? 0 : parsed.cents;
  return { ...value, amount: centsToAmountText(cents) };
}

/** DESIGN: hoursPerWeek only on wages (1) and self-employment (2). */
function checkHours(
  value: { categoryId: number; hoursPerWeek: number | null },
  ctx: z.RefinementCtx,
): void {
  if (value.hoursPerWeek !== null && !isWorkIncomeCategory(value.categoryId)) {
    ctx.addIssue({ code: 'custom', message: 'hoursPerWeekWorkOnly', path: ['hoursPerWeek'] });
  }
}

/** The fields the applicant fills in (the web's form). */
export const incomeEntryFormSchema = checkedEntrySchema(formFields, checkAmount, normalizeAmount);
export type IncomeEntryFormInput = z.input<typeof incomeEntryFormSchema>;
export type IncomeEntryForm = z.output<typeof incomeEntryFormSchema>;

/** SPEC 7 POST /api/income-entries: the form plus applicationId and categoryId. */
export const createIncomeEntrySchema = checkedEntrySchema(
  {
    applicationId: applicationIdField,
    categoryId: incomeCategoryIdField,
    ...formFields,
    /** SPEC 3: the extraction's confidence (0-1) when the entry came from a document. */
    confidence: z
      .number('requestInvalid')
      .min(0, 'requestInvalid')
      .max(1, 'requestInvalid')
      .nullish(),
    /**
     * Issue 18: the applicant's uploaded document the entry was read from (step 5). The
     * server links the two, and the document counts as the entry's proof in step 8.
     */
    documentId: idField('requestInvalid').optional(),
    /** Issue 18: whose income it is, an id of the application's household; null: the applicant. */
    memberId: memberIdField.nullable().optional(),
  },
  (value, ctx) => {
    checkAmount(value, ctx);
    checkHours(value, ctx);
  },
  normalizeAmount,
);
export type CreateIncomeEntryInput = z.input<typeof createIncomeEntrySchema>;
export type CreateIncomeEntry = z.output<typeof createIncomeEntrySchema>;

/**
 * DESIGN PATCH /api/income-entries/:id: any form field. The category cannot change (delete
 * and add instead); the server checks hoursPerWeek against the stored category with
 * `hoursPerWeekAllowed`. Ticking dontKnowAmount sets the amount to '0'.
 */
export const updateIncomeEntrySchema = z
  .object({
    source: incomeSourceField.optional(),
    amount: amountInputField,
    frequency: incomeFrequencyField.optional(),
    isW2Income: z.boolean().optional(),
    dontKnowAmount: z.boolean().optional(),
    comment: optionalTextField(1000, 'commentTooLong').optional(),
    hoursPerWeek: hoursPerWeekField.optional(),
    memberId: memberIdField.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.amount !== undefined) checkAmount(value, ctx);
  })
  .transform((value) => {
    const { amount, ...rest } = value;
    if (value.dontKnowAmount === true) return { ...rest, amount: '0.00' };
    return amount === undefined ? rest : normalizeAmount(value);
  });
export type UpdateIncomeEntryInput = z.input<typeof updateIncomeEntrySchema>;
export type UpdateIncomeEntry = z.output<typeof updateIncomeEntrySchema>;

export function hoursPerWeekAllowed(categoryId: number): boolean {
  return isWorkIncomeCategory(categoryId);
}

/**
 * Issue 6: the outcome of a verification. Payroll is 'verified'; documents whose analysis
 * failed are 'analysis_pending' (SPEC 4); deposits that did not match what the applicant
 * reported are 'needs_review'. Issue 18: a note alone is not proof, so it is 'explained'.
 * Every one of them counts as completed (SPEC 4).
 */
export const verificationStatuses = [
  'verified',
  'analysis_pending',
  'needs_review',
  'explained',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** How a source was verified (SPEC 4: the method type is remembered). */
export const incomeVerificationSchema = z.object({
  method: z.enum(verificationMethods),
  status: z.enum(verificationStatuses),
  /** Plain words about the evidence, e.g. '2 deposits from Maple Leaf Home Care match ...'. */
  details: textField().nullable(),
  verifiedAt: textField(),
  /** SPEC 4: documents uploaded but analysis failed: 'Analysis pending'. */
  analysisPending: z.boolean(),
  documentIds: z.array(z.number().int()),
  transactionIds: z.array(textField()),
  notes: textField().nullable(),
  /** Bank analysis confidence, percent (SPEC 7). */
  confidence: z.number().min(0).max(100).nullable(),
});
export type IncomeVerification = z.infer<typeof incomeVerificationSchema>;

/** SPEC 3 income entry, as the API returns it. */
export const incomeEntrySchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  categoryId: z.number().int(),
  category: z.object({ name: textField(), allowsExpenses: z.boolean() }),
  source: textField(),
  amount: z.union([textField(), z.number()]),
  frequency: z.enum(incomeFrequencies),
  isW2Income: z.boolean(),
  dontKnowAmount: z.boolean(),
  comment: textField().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  hoursPerWeek: z.number().nullable(),
  /** Issue 18: the household member whose income it is; null: the applicant. */
  memberId: textField().nullable().optional(),
  verification: incomeVerificationSchema.nullable(),
  createdAt: textField(),
});
export type IncomeEntry = z.infer<typeof incomeEntrySchema>;

/** GET /api/income-entries?applicationId={id}. */
export const incomeEntriesResponseSchema = z.array(incomeEntrySchema);

export const incomeEntryParamsSchema = z.object({ id: idField('requestInvalid') });
