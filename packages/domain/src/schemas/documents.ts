import { z } from 'zod';
import {
  documentKinds,
  documentTypes,
  fraudSeverities,
  processingStatuses,
} from '../catalogs/documents.js';
import { STATE_CODES } from '../rules/regions.js';
import { applicationIdField, idField } from './common.js';
import { textField } from './fields.js';

// SPEC 3 document and document analysis result; SPEC 7 /api/documents and /analyze.

/** SPEC 7 POST /api/documents (multipart): the text fields beside the file. */
export const uploadDocumentFieldsSchema = z.object({
  applicationId: applicationIdField,
  incomeEntryId: idField('incomeEntryMissing').optional(),
});
export type UploadDocumentFields = z.output<typeof uploadDocumentFieldsSchema>;

/** SPEC 3 document, as the API returns it. */
export const documentSchema = z.object({
  id: z.number().int(),
  fileName: textField(),
  fileType: textField(),
  fileSize: z.number().int().nonnegative(),
  processingStatus: z.enum(processingStatuses),
  type: z.enum(documentTypes),
  kind: z.enum(documentKinds),
  applicationId: z.number().int(),
  incomeEntryId: z.number().int().nullable(),
  createdAt: textField(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

/** GET /api/documents?applicationId={id}. */
export const documentsResponseSchema = z.array(documentSchema);

/** DESIGN: the applicant can correct the document's type. PATCH /api/documents/:id. */
export const updateDocumentSchema = z.object({
  type: z.enum(documentTypes, 'documentTypeInvalid'),
});

/** SPEC 7 POST /api/documents/analyze. */
export const analyzeDocumentsSchema = z.object({
  documentIds: z
    .array(idField('filesRequired'), 'filesRequired')
    .min(1, 'filesRequired')
    .max(50, 'tooManyFiles'),
});
export type AnalyzeDocuments = z.output<typeof analyzeDocumentsSchema>;

const confidenceField = z.number().min(0).max(1);

/** An amount read from a document: as printed or a number, how often, how sure. */
const readAmountFields = {
  amount: z.union([textField(), z.number()]),
  frequency: textField(),
  confidence: confidenceField.optional(),
};

/** Fields of an extracted income item the applicant may be asked to confirm (issue 15). */
export const confirmableIncomeFields = ['amount', 'frequency', 'source'] as const;
export type ConfirmableIncomeField = (typeof confirmableIncomeFields)[number];

/** SPEC 3 extractedData.income[]. */
export const extractedIncomeSchema = z.object({
  category: textField(),
  source: textField(),
  documentSource: textField(),
  ...readAmountFields,
  /**
   * The uploaded document it was read from (issue 18): the income entry made from it is
   * linked to it and counts it as its proof, so step 8 does not ask for it again.
   */
  documentId: z.number().int().positive().optional(),
  /**
   * Fields read under 0.7 confidence or not given (an unstated pay frequency): shown to the
   * applicant to confirm or correct, never pre-filled silently (decision 0262). Absent when
   * the reader does not say (an AI reading): then the item's own confidence decides.
   */
  fieldsToConfirm: z.array(z.enum(confirmableIncomeFields)).optional(),
});
export type ExtractedIncome = z.infer<typeof extractedIncomeSchema>;

/** SPEC 3 extractedData.expenses[]. */
export const extractedExpenseSchema = z.object({
  description: textField(),
  category: textField(),
  ...readAmountFields,
});
export type ExtractedExpense = z.infer<typeof extractedExpenseSchema>;

/** SPEC 3 fraudIndicators[]. */
export const fraudIndicatorSchema = z.object({
  type: textField(),
  description: textField(),
  severity: z.enum(fraudSeverities),
  recommendation: textField(),
});
export type FraudIndicator = z.infer<typeof fraudIndicatorSchema>;

/** SPEC 3 document analysis result (response of POST /api/documents/analyze). */
export const documentAnalysisResultSchema = z.object({
  extractedData: z.object({
    income: z.array(extractedIncomeSchema),
    expenses: z.array(extractedExpenseSchema),
  }),
  summary: textField(),
  overallConfidence: confidenceField,
  fraudIndicators: z.array(fraudIndicatorSchema),
});
export type DocumentAnalysisResult = z.infer<typeof documentAnalysisResultSchema>;

/** Why a document could not be read well, as a code the web app translates (decision 0262). */
export const readabilityReasons = [
  'no_text',
  'low_text_confidence',
  'unknown_kind',
  'no_amount_found',
] as const;
export type ReadabilityReason = (typeof readabilityReasons)[number];

/** How well one document was read: ok, some fields to confirm, or not read well (and why). */
export const documentReadabilitySchema = z.object({
  documentId: z.number().int(),
  status: z.enum(['ok', 'needs_confirmation', 'unreadable']),
  reason: z.enum(readabilityReasons).optional(),
});
export type DocumentReadability = z.infer<typeof documentReadabilitySchema>;

/**
 * Issue 18 (decision 0780): what a photo ID among the documents shows that the applicant is
 * asked anyway, to pre-fill her date of birth and home address for her to check. Never the
 * licence number.
 */
export const identityFromIdSchema = z.object({
  documentId: z.number().int(),
  dateOfBirth: z.iso.date().optional(),
  address: z
    .object({
      street: textField(),
      city: textField(),
      state: z.enum(STATE_CODES),
      zipCode: textField().regex(/^\d{5}$/, 'zipInvalid'),
    })
    .optional(),
});
export type IdentityFromId = z.infer<typeof identityFromIdSchema>;

/**
 * SPEC 3 result plus, per document, its new record and how well it was read; and what the
 * first photo ID read shows of the applicant (absent when none shows anything).
 */
export const documentAnalysisResponseSchema = documentAnalysisResultSchema.extend({
  documents: documentsResponseSchema,
  readability: z.array(documentReadabilitySchema),
  identity: identityFromIdSchema.optional(),
});
export type DocumentAnalysisResponse = z.infer<typeof documentAnalysisResponseSchema>;

/** SPEC 2: an empty analysis shows 'No Financial Data Found'. */
export function isEmptyAnalysis(result: DocumentAnalysisResult): boolean {
  return result.extractedData.income.length === 0 && result.extractedData.expenses.length === 0;
}
