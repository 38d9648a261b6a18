import {
  assessDocuments,
  type DocumentAnalyzer,
  type DocumentOutcome,
  type DocumentsAnalysis,
  isDocumentError,
} from '@benefits/documents';
import { documentTypes } from '@benefits/domain';
import type { FileStorage } from '../../storage/port.js';
import type { DocumentRow, DocumentsRepository } from './repository.js';

/** What is kept per document after it is read: its facts, or why it could not be read. */
type StoredOutcome = Omit<DocumentOutcome, 'id' | 'fileName'>;

function storedOutcome(row: DocumentRow): StoredOutcome | undefined {
  const value = row.analysis as StoredOutcome | null;
  return value && typeof value === 'object' && ('facts' in value || 'error' in value)
    ? value
    : undefined;
}

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
}): Promise<DocumentsAnalysis> {
  const { rows, analyzer, storage, documents, userId } = deps;
  const outcomes: DocumentOutcome[] = await Promise.all(
    rows.map(async (row): Promise<DocumentOutcome> => {
      const base = { id: row.id, fileName: row.fileName };
      const stored = storedOutcome(row);
      if (stored) return { ...base, ...stored } as DocumentOutcome;
      await documents.update(userId, row.id, { processingStatus: 'processing' });
      try {
        const facts = await analyzer.read(await storage.read(row.storageKey), row.fileName);
        return { ...base, facts };
      } catch (error) {
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

  await Promise.all(
    analysis.documents.map(async (analyzed, index) => {
      const row = rows[index]!;
      const outcome = outcomes[index]!;
      const { id: _id, fileName: _name, ...toStore } = outcome;
      await documents.update(userId, row.id, {
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
    }),
  );
  return analysis;
}
