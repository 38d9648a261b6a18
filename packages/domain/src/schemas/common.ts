import { z } from 'zod';
import { normalizeFrequency } from '../catalogs/frequencies.js';
import type { ValidationMessageKey } from '../messages/en.js';
import { parseAmount } from '../money/amount.js';
import { textField } from './fields.js';

// Building blocks shared by the request schemas. Messages are keys of messages/en.ts.

const MAX_ID = 2_147_483_647;

/** A database id sent as a number, or as digits (query strings, multipart fields). */
export function idField(message: ValidationMessageKey) {
  return z
    .union(
      [
        z.number(),
        textField()
          .trim()
          .regex(/^\d{1,10}$/, message),
      ],
      message,
    )
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(MAX_ID, message));
}

/** SPEC 8: 'Application ID is missing. Please restart the process.' */
export const applicationIdField = idField('applicationIdMissing');

/** GET /api/income-entries|expenses|documents?applicationId={id} (SPEC 7, DESIGN). */
export const applicationIdQuerySchema = z.object({ applicationId: applicationIdField });
export type ApplicationIdQuery = z.output<typeof applicationIdQuerySchema>;

/** Route parameter `:id` of one record. */
export const idParamsSchema = z.object({ id: idField('requestInvalid') });

/** SPEC 3: weekly, biweekly (bi-weekly), monthly, annual (annually); default monthly. */
export const incomeFrequencyField = textField('frequencyInvalid').transform((value, ctx) => {
  const frequency = normalizeFrequency(value);
  if (frequency) return frequency;
  ctx.addIssue({ code: 'custom', message: 'frequencyInvalid' });
  return z.NEVER;
});

/** SPEC 5: expense frequency monthly or annual ('annually' accepted), default monthly. */
export const expenseFrequencyField = textField('expenseFrequencyInvalid').transform(
  (value, ctx) => {
    const frequency = normalizeFrequency(value);
    if (frequency === 'monthly' || frequency === 'annual') return frequency;
    ctx.addIssue({ code: 'custom', message: 'expenseFrequencyInvalid' });
    return z.NEVER;
  },
);

/** An amount as typed (text) or sent (number); checked with `parseAmount`. */
export const amountInputField = z.union([textField(), z.number()], 'amountInvalid').nullish();

/** SPEC 5: an amount that is not a number of at least 0 gets its message on the amount field. */
export function checkAmountText(amount: unknown, ctx: z.RefinementCtx): void {
  const parsed = parseAmount(amount);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.problem, path: ['amount'] });
}

/**
 * An entry's fields checked as one, then normalised (the amount sent as the API keeps it): the
 * web's form, and the create body that adds a few fields to it, share the check and the change.
 */
export function checkedEntrySchema<Shape extends z.ZodRawShape, Out>(
  shape: Shape,
  check: (value: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void,
  normalize: (value: z.output<z.ZodObject<Shape>>) => Out,
) {
  return z.object(shape).superRefine(check).transform(normalize);
}

/**
 * A non-negative number with at most two decimals, typed as text or sent as a number;
 * blank means "not given" (null).
 */
export function optionalDecimalField(max: number, message: ValidationMessageKey) {
  return z
    .union([z.number(), textField(), z.null()], message)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === '') return null;
      const parsed = parseAmount(value);
      if (parsed.ok && parsed.cents <= max * 100) return parsed.cents / 100;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** Optional free text, trimmed; blank becomes null. */
export function optionalTextField(max: number, message: ValidationMessageKey) {
  return textField(message)
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}
