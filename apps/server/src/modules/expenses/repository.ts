import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { expenses } from '../../db/schema.js';

export type ExpenseRow = typeof expenses.$inferSelect;
type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type ExpenseChanges = Partial<Omit<NewExpense, 'userId' | 'applicationId' | 'incomeEntryId'>>;

/** Every query is scoped by the signed-in user's id. */
export function createExpensesRepository(db: Database) {
  return {
    async listForApplication(userId: string, applicationId: number): Promise<ExpenseRow[]> {
      return db
        .select()
        .from(expenses)
        .where(and(eq(expenses.userId, userId), eq(expenses.applicationId, applicationId)))
        .orderBy(asc(expenses.id));
    },
    async findForUser(userId: string, id: number): Promise<ExpenseRow | undefined> {
      const [row] = await db
        .select()
        .from(expenses)
        .where(and(eq(expenses.id, id), eq(expenses.userId, userId)));
      return row;
    },
    async create(values: NewExpense): Promise<ExpenseRow> {
      const [row] = await db.insert(expenses).values(values).returning();
      return row!;
    },
    async update(
      userId: string,
      id: number,
      changes: ExpenseChanges,
    ): Promise<ExpenseRow | undefined> {
      const [row] = await db
        .update(expenses)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(expenses.id, id), eq(expenses.userId, userId)))
        .returning();
      return row;
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(expenses).where(and(eq(expenses.id, id), eq(expenses.userId, userId)));
    },
  };
}

export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
