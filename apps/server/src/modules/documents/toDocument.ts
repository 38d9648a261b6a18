import { type DocumentRecord, documentSchema } from '@benefits/domain';
import type { DocumentRow } from './repository.js';

/** SPEC 3 document as the API returns it (never its storage key or analysis). */
export function toDocument(row: DocumentRow): DocumentRecord {
  return documentSchema.parse({
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    processingStatus: row.processingStatus,
    type: row.type,
    kind: row.kind,
    applicationId: row.applicationId,
    incomeEntryId: row.incomeEntryId,
    createdAt: row.createdAt.toISOString(),
  });
}
