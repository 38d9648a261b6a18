import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { incomeEntries } from '../../db/schema.js';

export type IncomeEntryRow = typeof incomeEntries.$inferSelect;
type NewIncomeEntry = Omit<typeof incomeEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type IncomeEntryChanges = Partial<Omit<NewIncomeEntry, 'applicationId' | 'userId' | 'categoryId'>>;

/** Every query is scoped by the signed-in user's id. */
export function createIncomeRepository(db: Database) {
  return {
    async listForApplication(userId: string, applicationId: number): Promise<IncomeEntryRow[]> {
      return db
        .select()
        .from(incomeEntries)
        .where(
          and(eq(incomeEntries.userId, userId), eq(incomeEntries.applicationId, applicationId)),
        )
        .orderBy(asc(incomeEntries.id));
    },
    async findForUser(userId: string, id: number): Promise<IncomeEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(incomeEntries)
        .where(and(eq(incomeEntries.id, id), eq(incomeEntries.userId, userId)));
      return row;
    },
    async create(values: NewIncomeEntry): Promise<IncomeEntryRow> {
      const [row] = await db.insert(incomeEntries).values(values).returning();
      return row!;
    },
    async update(
      userId: string,
      id: number,
      changes: IncomeEntryChanges,
    ): Promise<IncomeEntryRow | undefined> {
      const [row] = await db
        .update(incomeEntries)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(incomeEntries.id, id), eq(incomeEntries.userId, userId)))
        .returning();
      return row;
    },
    async remove(userId: string, id: number): Promise<void> {
      await db
        .delete(incomeEntries)
        .where(and(eq(incomeEntries.id, id), eq(incomeEntries.userId, userId)));
    },
  };
}

export type IncomeRepository = ReturnType<typeof createIncomeRepository>;
