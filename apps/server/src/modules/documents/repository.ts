import { asc } from 'drizzle-orm';
import { ownApplicationRows, ownRow, ownRows } from '../../db/owned.js';
import { documents } from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';
import type { StoredOutcome } from './analysis.js';
import { storedOutcomeSchema } from './storedAnalysis.js';

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
  const parsed = (row: RawDocumentRow) => documentFromRow(log, row);
  return {
    async create(values: NewDocument): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      return parsed(row!);
    },
    async listForApplication(userId: string, applicationId: number): Promise<DocumentRow[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(ownApplicationRows(documents, userId, applicationId))
        .orderBy(asc(documents.id));
      return rows.map(parsed);
    },
    async findForUser(userId: string, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(ownRow(documents, userId, id));
      return row && parsed(row);
    },
    async findManyForUser(userId: string, ids: number[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .select()
          .from(documents)
          .where(ownRows(documents, userId, ids))
      ).map(parsed);
    },
    async update(
      userId: string,
      id: number,
      changes: DocumentChanges,
    ): Promise<DocumentRow | undefined> {
      const where = ownRow(documents, userId, id);
      const [row] = await db.update(documents).set(changes).where(where).returning();
      return row && parsed(row);
    },
    async attachToIncomeEntry(userId: string, id: number, incomeEntryId: number): Promise<void> {
      await db
        .update(documents)
        .set({ incomeEntryId })
        .where(ownRow(documents, userId, id));
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(documents).where(ownRow(documents, userId, id));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
