import { z } from 'zod';
import { MAX_VERIFICATION_FILES } from '../catalogs/documents.js';
import { idField } from './common.js';
import { textField } from './fields.js';

// SPEC 2/4/5 income verification: one method per source. Messages are SPEC 5's.
// POST /api/income-entries/:id/verification (DESIGN: the server owns all state).

const documentIdField = idField('filesRequired');

export const verifyIncomeEntrySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('documents'),
      /** SPEC 5: at least one file; at most 20 are kept. */
      documentIds: z
        .array(documentIdField, 'filesRequired')
        .min(1, 'filesRequired')
        .max(MAX_VERIFICATION_FILES, 'tooManyFiles'),
      /** SPEC 4: analysis failed: the upload still counts, with 'Analysis pending'. */
      analysisPending: z.boolean().default(false),
    }),
    /** SPEC 4: the payroll connect button just marks the source verified. */
    z.object({ method: z.literal('payroll') }),
    z.object({
      method: z.literal('bank'),
      transactionIds: z
        .array(textField().trim().min(1, 'transactionsRequired'), 'transactionsRequired')
        .min(1, 'transactionsRequired')
        .max(500, 'transactionsRequired'),
    }),
    z.object({
      method: z.literal('notes'),
      /** SPEC 5: non-empty trimmed text. */
      notes: textField('notesRequired').trim().min(1, 'notesRequired').max(2000, 'notesRequired'),
    }),
  ],
  'verificationMethodInvalid',
);
export type VerifyIncomeEntryInput = z.input<typeof verifyIncomeEntrySchema>;
export type VerifyIncomeEntry = z.output<typeof verifyIncomeEntrySchema>;

/** SPEC 5: the notes dialog alone (the web's form). */
export const verificationNotesFormSchema = z.object({
  notes: textField('notesRequired').trim().min(1, 'notesRequired').max(2000, 'notesRequired'),
});

/** SPEC 5: the verification dialog's file picker: at least one file, at most 20 kept. */
export function keptVerificationFiles<T>(files: readonly T[]): T[] {
  return files.slice(0, MAX_VERIFICATION_FILES);
}
