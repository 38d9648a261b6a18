import { ownRows } from '../../db/owned.js';
import { applicationPartQueries } from '../../db/ownedRows.js';
import { documents } from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';
import { type StoredOutcome, storedOutcomeSchema } from './storedAnalysis.js';

type RawDocumentRow = typeof documents.$inferSelect;

/** A document as stored, its last analysis parsed. */
export type DocumentRow = Omit<RawDocumentRow, 'analysis'> & { analysis: StoredOutcome | null };
type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;
type DocumentChanges = Partial<
  Pick<DocumentRow, 'type' | 'kind' | 'processingStatus' | 'analysis'>
>;

/** Decision 0221: an analysis that fails its schema reads as not analysed: the file is read again. */
function documentFromRow(log: DataAccess['log'], row: RawDocumentRow): DocumentRow {
  const place = { table: 'documents', column: 'analysis', id: row.id };
  return {
    ...row,
    analysis: readStored(log, storedOutcomeSchema.nullable(), row.analysis, place, null),
  };
}

/** Every query is scoped by the signed-in user's id. */
export function createDocumentsRepository({ db, log }: DataAccess) {
  const parse = (row: RawDocumentRow) => documentFromRow(log, row);
  const queries = applicationPartQueries(db, documents, parse);
  return {
    ...queries,
    create: (values: NewDocument) => queries.create(values),
    update: (userId: string, id: number, changes: DocumentChanges) =>
      queries.update(userId, id, changes),
    async findManyForUser(userId: string, ids: number[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .select()
          .from(documents)
          .where(ownRows(documents, userId, ids))
      ).map(parse);
    },
    async attachToIncomeEntry(userId: string, id: number, incomeEntryId: number): Promise<void> {
      await queries.update(userId, id, { incomeEntryId });
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
