import {
  assessDocuments,
  type DocumentAnalyzer,
  type DocumentOutcome,
  type DocumentsAnalysis,
  isDocumentError,
} from '@benefits/documents';
import { documentTypes, type ExtractedAnalysisLike, type ExtractedIncome } from '@benefits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AiClient } from '../../ai/openAiCompatible.js';
import type { FileStorage } from '../../storage/port.js';
import { readIncomeWithAi } from './aiReading.js';
import type { DocumentRow, DocumentsRepository } from './repository.js';
import type { StoredOutcome } from './storedAnalysis.js';

/**
 * Issue 5: analyse the applicant's documents. A document read before is not read again: its
 * stored facts are reassessed (fraud checks and the merge are cheap), so a second click
 * costs nothing and gives the same answer.
 */
export async function analyzeStoredDocuments(deps: {
  rows: DocumentRow[];
  otherDocuments: DocumentRow[];
  applicant: { firstName: string; lastName: string };
  today: Date;
  userId: string;
  analyzer: DocumentAnalyzer;
  storage: FileStorage;
  documents: DocumentsRepository;
  ai?: AiClient;
  log?: FastifyBaseLogger;
  /**
   * In a job (decision 0420): an error that is not the document's own (storage, a worker
   * thread that died) is thrown, so the queue tries again, instead of being stored.
   */
  throwRetryable?: boolean;
}): Promise<DocumentsAnalysis & { rows: DocumentRow[] }> {
  const { rows, analyzer, storage, documents, userId } = deps;
  const aiIncome = new Map<number, ExtractedIncome[]>();
  for (const row of rows) {
    const stored = row.analysis?.aiIncome;
    if (stored) aiIncome.set(row.id, stored);
  }
  const fresh = new Set<number>();
  const outcomes: DocumentOutcome[] = await Promise.all(
    rows.map(async (row): Promise<DocumentOutcome> => {
      const base = { id: row.id, fileName: row.fileName };
      if (row.analysis) return { ...base, ...row.analysis };
      fresh.add(row.id);
      await documents.update(userId, row.id, { processingStatus: 'processing' });
      try {
        const facts = await analyzer.read(await storage.read(row.storageKey), row.fileName);
        return { ...base, facts };
      } catch (error) {
        if (deps.throwRetryable && !isDocumentError(error)) throw error;
        return {
          ...base,
          error: isDocumentError(error)
            ? { code: error.code, message: error.message }
            : { code: 'analysis_failed', message: 'This document could not be read.' },
        };
      }
    }),
  );

  const analysis = assessDocuments(outcomes, {
    applicant: deps.applicant,
    today: deps.today,
    otherDocumentHashes: deps.otherDocuments.map((row) => row.sha256),
  });

  if (deps.ai) {
    for (const [index, analyzed] of analysis.documents.entries()) {
      const row = rows[index]!;
      if (!fresh.has(row.id) || !analyzed.facts) continue;
      const own = analyzed.result.extractedData.income;
      const source =
        own[0]?.documentSource ??
        `${analyzed.documentClass.replaceAll('_', ' ')} (${row.fileName})`;
      const reading = await readIncomeWithAi(deps.ai, analyzed.facts, source).catch(
        (error: unknown) => {
          deps.log?.warn(
            { err: error instanceof Error ? error.message : 'unknown' },
            'AI reading failed; using the built-in reading',
          );
          return undefined;
        },
      );
      if (reading) aiIncome.set(row.id, reading);
    }
  }

  const updated = await Promise.all(
    analysis.documents.map(async (analyzed, index) => {
      const row = rows[index]!;
      const outcome = outcomes[index]!;
      const { id: _id, fileName: _name, ...read } = outcome;
      const ai = aiIncome.get(row.id);
      const toStore: StoredOutcome = ai ? { ...read, aiIncome: ai } : read;
      const saved = await documents.update(userId, row.id, {
        processingStatus: analyzed.processingStatus,
        kind: analyzed.kind,
        // The applicant's own choice of type wins over the classifier's.
        type:
          row.type !== 'other'
            ? row.type
            : documentTypes.includes(analyzed.type)
              ? analyzed.type
              : 'other',
        analysis: toStore,
      });
      return saved ?? row;
    }),
  );
  return { ...withAiIncome(analysis, rows, aiIncome), rows: updated };
}

/** Each document the AI read contributes its AI items instead of the built-in ones. */
export function withAiIncome(
  analysis: DocumentsAnalysis,
  rows: DocumentRow[],
  aiIncome: Map<number, ExtractedIncome[]>,
): DocumentsAnalysis {
  if (aiIncome.size === 0) return analysis;
  const replaced = new Set<string>();
  const added: ExtractedIncome[] = [];
  analysis.documents.forEach((analyzed, index) => {
    const ai = aiIncome.get(rows[index]!.id);
    if (!ai) return;
    for (const item of analyzed.result.extractedData.income) replaced.add(item.documentSource);
    const documentId = rows[index]!.id;
    if (!analyzed.duplicateInBatch) added.push(...ai.map((item) => ({ ...item, documentId })));
  });
  const income = [
    ...analysis.result.extractedData.income.filter((item) => !replaced.has(item.documentSource)),
    ...added,
  ];
  return {
    ...analysis,
    result: { ...analysis.result, extractedData: { ...analysis.result.extractedData, income } },
  };
}

/**
 * The extracted data of the documents already read, merged as the analyze route merges it
 * (AI readings replacing the built-in ones). Reassessing stored facts is pure and cheap; no
 * document is read again. Null when no document has been read.
 */
export function storedDocumentsAnalysis(rows: DocumentRow[]): ExtractedAnalysisLike | null {
  const read = rows.flatMap((row) => (row.analysis ? [{ row, stored: row.analysis }] : []));
  if (read.length === 0) return null;
  const outcomes = read.map(({ row, stored }) => ({
    id: row.id,
    fileName: row.fileName,
    ...stored,
  }));
  const aiIncome = new Map(
    read.flatMap(({ row, stored }) => (stored.aiIncome ? [[row.id, stored.aiIncome]] : [])),
  );
  const analysis = withAiIncome(
    assessDocuments(outcomes),
    read.map(({ row }) => row),
    aiIncome,
  );
  return analysis.result;
}
