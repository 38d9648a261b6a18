import { type DocumentOutcome, documentClasses, documentErrorCodes } from '@benefits/documents';
import { type ExtractedIncome, extractedIncomeSchema, incomeFrequencies } from '@benefits/domain';
import { z } from 'zod';

/**
 * What is kept per document after it is read: its facts, or why it could not be read, and
 * the AI's reading when an AI service is configured.
 */
export type StoredOutcome = WithoutName<DocumentOutcome> & { aiIncome?: ExtractedIncome[] };
type WithoutName<Outcome> = Outcome extends unknown ? Omit<Outcome, 'id' | 'fileName'> : never;

// The schema of what `documents.analysis` keeps: the facts a worker read from the file
// (packages/documents DocumentFacts), or why it could not be read, and the AI's reading.

const payCycles = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'] as const;
const optionalText = z.string().optional();
const optionalCents = z.number().optional();

const documentFieldsSchema = z.object({
  payer: optionalText,
  printedName: optionalText,
  income: z.array(
    z.object({
      category: z.string(),
      source: z.string(),
      amountCents: z.number(),
      // 'unknown': the document neither states nor implies how often (decision 0261).
      frequency: z.enum([...incomeFrequencies, 'unknown']),
      confidence: z.number(),
      fieldConfidence: z
        .object({ amount: z.number(), frequency: z.number(), source: z.number() })
        .optional(),
    }),
  ),
  payStub: z
    .object({
      grossCents: optionalCents,
      netCents: optionalCents,
      deductionsCents: optionalCents,
      ytdGrossCents: optionalCents,
      ytdNetCents: optionalCents,
      periodStart: optionalText,
      periodEnd: optionalText,
      payDate: optionalText,
      statedCycle: z.enum(payCycles).optional(),
      datesCycle: z.enum(payCycles).optional(),
      confidence: z
        .partialRecord(z.enum(['gross', 'net', 'deductions', 'ytdGross', 'ytdNet']), z.number())
        .optional(),
    })
    .optional(),
  lease: z
    .object({ rentCents: optionalCents, landlord: optionalText, tenant: optionalText })
    .optional(),
  year: z.number().optional(),
  depositsToClassify: z
    .array(
      z.object({
        date: z.string(),
        description: z.string(),
        amountCents: z.number(),
        reason: z.enum(['atm', 'check', 'cash', 'other']),
      }),
    )
    .optional(),
  // Decision 0780: a photo ID's date of birth and home address (never its number).
  identity: z
    .object({
      dateOfBirth: optionalText,
      address: z
        .object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
        .optional(),
    })
    .optional(),
  documentDate: optionalText,
});

const documentFactsSchema = z.object({
  fileName: z.string(),
  sha256: z.string(),
  fileType: z.object({
    mime: z.enum([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]),
    ext: z.enum(['pdf', 'png', 'jpg', 'doc', 'docx']),
    family: z.enum(['pdf', 'image', 'word']),
  }),
  pageCount: z.number(),
  pages: z.array(
    z.object({
      source: z.enum(['text-layer', 'ocr', 'word']),
      confidence: z.number(),
      milliseconds: z.number(),
    }),
  ),
  textSource: z.enum(['text-layer', 'ocr', 'mixed', 'word', 'none']),
  textConfidence: z.number(),
  documentClass: z.enum(documentClasses),
  classConfidence: z.number(),
  fields: documentFieldsSchema,
  pdfMetadata: z
    .object({
      producer: optionalText,
      creator: optionalText,
      createdAt: optionalText,
      modifiedAt: optionalText,
    })
    .optional(),
  text: z.string(),
  milliseconds: z.number(),
});

const aiIncome = z.array(extractedIncomeSchema).optional();

export const storedOutcomeSchema: z.ZodType<StoredOutcome> = z.union([
  z.object({ facts: documentFactsSchema, aiIncome }),
  z.object({
    error: z.object({ code: z.enum(documentErrorCodes), message: z.string() }),
    aiIncome,
  }),
]);
