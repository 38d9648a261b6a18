import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema.js';

export type DocumentRow = typeof documents.$inferSelect;
type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

/** Every query is scoped by the signed-in user's id. */
export function createDocumentsRepository(db: Database) {
  return {
    async create(values: NewDocument): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      return row!;
    },
    async listForApplication(userId: string, applicationId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.applicationId, applicationId)))
        .orderBy(asc(documents.id));
    },
    async findForUser(userId: string, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },
    async findManyForUser(userId: string, ids: number[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.id, ids)));
    },
    async update(
      userId: string,
      id: number,
      changes: Partial<Pick<DocumentRow, 'type' | 'kind' | 'processingStatus' | 'analysis'>>,
    ): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set(changes)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)))
        .returning();
      return row;
    },
    async attachToIncomeEntry(userId: string, id: number, incomeEntryId: number): Promise<void> {
      await db
        .update(documents)
        .set({ incomeEntryId })
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(documents).where(and(eq(documents.id, id), eq(documents.userId, userId)));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
