import {
  type DocumentAnalysisResult,
  type DocumentKind,
  type DocumentType,
  documentAnalysisResultSchema,
  type ExtractedIncome,
  type FraudIndicator,
} from '@benefits/domain';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import {
  type DocumentClass,
  documentTypeForClass,
  domainKindForClass,
} from '../classify/documentClasses.js';
import type { DocumentErrorCode } from '../errors.js';
import { checkFraud } from '../fraud/checkFraud.js';
import type { FraudContext } from '../fraud/types.js';
import {
  CONFIRM_BELOW,
  type FieldToConfirm,
  fieldsToConfirm,
  type Readability,
  readability,
} from './confirmation.js';
import { incomeItems, textFactor, withoutDoubleCountedDeposits } from './incomeItems.js';
import { documentSentence, summarize } from './summary.js';

/** What reading one file gave: its facts, or why it failed. */
export type DocumentOutcome =
  | { id?: string | number; fileName: string; facts: DocumentFacts }
  | { id?: string | number; fileName: string; error: { code: DocumentErrorCode; message: string } };

/** One document's part of the analysis, for the server to store beside the document. */
export interface AnalyzedDocument {
  id?: string | number;
  fileName: string;
  /** SPEC 3 processingStatus after analysis. */
  processingStatus: 'completed' | 'failed';
  error?: { code: DocumentErrorCode; message: string };
  documentClass: DocumentClass;
  /** The domain's document kind and SPEC 3 type. */
  kind: DocumentKind;
  type: DocumentType;
  /** The same file appeared earlier in this batch: its income is not counted again. */
  duplicateInBatch: boolean;
  /** 0-1 for this document alone. */
  confidence: number;
  /** Fields under 0.7 (or not given, like an unstated pay frequency) to ask the applicant. */
  fieldsToConfirm: FieldToConfirm[];
  /** Whether it was read well; if not, a reason code the UI translates. */
  readability: Readability;
  facts?: DocumentFacts;
  /** This document alone, in the SPEC 3 shape. */
  result: DocumentAnalysisResult;
}

/** SPEC 3 result for several documents, plus each document's own part. */
export interface DocumentsAnalysis {
  result: DocumentAnalysisResult;
  documents: AnalyzedDocument[];
}

function round2(value: number): number {
  return Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
}

function failureSentence(fileName: string, message: string): string {
  return `We could not read ${fileName || 'one file'}. ${message}`;
}

/**
 * Each item carries the fields the applicant must confirm (an empty list when none), so the
 * list survives the merge of a batch. Items not read from fields (a lease's rent) by their
 * own confidence.
 */
function withFieldsToConfirm(
  income: ExtractedIncome[],
  toConfirm: readonly FieldToConfirm[],
  readFromFields: number,
): ExtractedIncome[] {
  return income.map((item, index) => {
    const own = toConfirm.filter((field) => field.incomeIndex === index);
    const fields =
      index < readFromFields || (item.confidence ?? 0) >= CONFIRM_BELOW
        ? own.map((field) => field.field)
        : (['amount', 'frequency', 'source'] as const);
    return { ...item, fieldsToConfirm: [...new Set(fields)] };
  });
}

/** Issue 18: each item names the stored document it was read from, when it has a number. */
function withDocumentId(income: ExtractedIncome[], id: string | number | undefined) {
  return typeof id === 'number' ? income.map((item) => ({ ...item, documentId: id })) : income;
}

/** Confidence of one document: its items' confidences, else how sure the reading was. */
function documentConfidence(facts: DocumentFacts, income: readonly ExtractedIncome[]): number {
  if (income.length > 0) {
    return round2(income.reduce((sum, item) => sum + (item.confidence ?? 0.5), 0) / income.length);
  }
  return round2(facts.classConfidence * textFactor(facts));
}

/**
 * Turns read documents into the SPEC 3 result: income items (duplicates in the batch and
 * bank deposits already shown by another document counted once), no expense items (these
 * documents show none: pay stub deductions are taxes, not business expenses), fraud
 * indicators with the caller's context, a plain summary and an overall confidence (the mean
 * of the documents', failed ones counting 0). Validated against the domain schema.
 */
export function assessDocuments(
  outcomes: readonly DocumentOutcome[],
  context: FraudContext = {},
): DocumentsAnalysis {
  const seen: string[] = [];
  const documents: AnalyzedDocument[] = [];
  const counted: { facts: DocumentFacts; income: ExtractedIncome[] }[] = [];
  const sentences: string[] = [];
  for (const outcome of outcomes) {
    const base = {
      ...(outcome.id !== undefined ? { id: outcome.id } : {}),
      fileName: outcome.fileName,
    };
    if ('error' in outcome) {
      const sentence = failureSentence(outcome.fileName, outcome.error.message);
      sentences.push(sentence);
      documents.push({
        ...base,
        processingStatus: 'failed',
        error: outcome.error,
        documentClass: 'other',
        kind: 'other',
        type: 'other',
        duplicateInBatch: false,
        confidence: 0,
        fieldsToConfirm: [],
        readability: { status: 'unreadable', message: outcome.error.message },
        result: {
          extractedData: { income: [], expenses: [] },
          summary: summarize([sentence], 0, 0, 1),
          overallConfidence: 0,
          fraudIndicators: [],
        },
      });
      continue;
    }
    const { facts } = outcome;
    const duplicateInBatch = seen.includes(facts.sha256);
    const fraudIndicators: FraudIndicator[] = checkFraud(facts, {
      ...context,
      otherDocumentHashes: [...(context.otherDocumentHashes ?? []), ...seen],
    });
    seen.push(facts.sha256);
    const toConfirm = fieldsToConfirm(facts);
    const income = withDocumentId(
      withFieldsToConfirm(incomeItems(facts, context), toConfirm, facts.fields.income.length),
      outcome.id,
    );
    if (!duplicateInBatch) counted.push({ facts, income });
    const sentence = documentSentence(facts, income);
    sentences.push(sentence);
    const confidence = documentConfidence(facts, income);
    documents.push({
      ...base,
      processingStatus: 'completed',
      documentClass: facts.documentClass,
      kind: domainKindForClass[facts.documentClass],
      type: documentTypeForClass(facts.documentClass, income.length > 0),
      duplicateInBatch,
      confidence,
      fieldsToConfirm: toConfirm,
      readability: readability(facts, toConfirm),
      facts,
      result: documentAnalysisResultSchema.parse({
        extractedData: { income, expenses: [] },
        summary: summarize([sentence], income.length, fraudIndicators.length, 1),
        overallConfidence: confidence,
        fraudIndicators,
      }),
    });
  }
  const income = withoutDoubleCountedDeposits(counted);
  const fraudIndicators = documents.flatMap((document) => document.result.fraudIndicators);
  const overallConfidence =
    documents.length === 0
      ? 0
      : round2(
          documents.reduce((sum, document) => sum + document.confidence, 0) / documents.length,
        );
  const result = documentAnalysisResultSchema.parse({
    extractedData: { income, expenses: [] },
    summary: summarize(sentences, income.length, fraudIndicators.length, documents.length),
    overallConfidence,
    fraudIndicators,
  });
  return { result, documents };
}
