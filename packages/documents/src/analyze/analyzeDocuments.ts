import { type DocumentErrorCode, isDocumentError } from '../errors.js';
import type { FraudContext } from '../fraud/types.js';
import {
  type AnalyzedDocument,
  assessDocuments,
  type DocumentOutcome,
  type DocumentsAnalysis,
} from '../result/assessDocuments.js';
import { type DocumentAnalyzer, sharedDocumentAnalyzer } from './documentAnalyzer.js';

export interface DocumentInput {
  id?: string | number;
  /** For messages only: the type is always read from the bytes. */
  fileName?: string;
  bytes: Uint8Array;
}

export interface AnalysisContext extends FraudContext {
  /** Defaults to the process-wide worker pool. */
  analyzer?: DocumentAnalyzer;
}

export type { AnalyzedDocument, DocumentsAnalysis };

/**
 * Reads every file (OCR and PDF work in worker threads; the pool queues them) and merges them
 * into one SPEC 3 result. A file that cannot be read (wrong type, corrupt or encrypted PDF,
 * time limit) fails on its own with processingStatus 'failed'; the others still count.
 */
export async function analyzeDocuments(
  files: readonly DocumentInput[],
  context: AnalysisContext = {},
): Promise<DocumentsAnalysis> {
  const analyzer = context.analyzer ?? sharedDocumentAnalyzer();
  const outcomes: DocumentOutcome[] = await Promise.all(
    files.map(async (file): Promise<DocumentOutcome> => {
      const base = {
        ...(file.id !== undefined ? { id: file.id } : {}),
        fileName: file.fileName ?? '',
      };
      try {
        return { ...base, facts: await analyzer.read(file.bytes, file.fileName) };
      } catch (error) {
        const code: DocumentErrorCode = isDocumentError(error) ? error.code : 'analysis_failed';
        const message = isDocumentError(error) ? error.message : 'This document could not be read.';
        return { ...base, error: { code, message } };
      }
    }),
  );
  const { analyzer: _analyzer, ...fraudContext } = context;
  return assessDocuments(outcomes, fraudContext);
}
