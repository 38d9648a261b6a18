import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ownApplicationRows, ownRow } from '../../db/owned.js';
import { expenses } from '../../db/schema.js';

export type ExpenseRow = typeof expenses.$inferSelect;
type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type ExpenseChanges = Partial<Omit<NewExpense, 'userId' | 'applicationId' | 'incomeEntryId'>>;

/** Every query is scoped by the signed-in user's id. */
export function createExpensesRepository({ db }: { db: Database }) {
  return {
    async listForApplication(userId: string, applicationId: number): Promise<ExpenseRow[]> {
      const where = ownApplicationRows(expenses, userId, applicationId);
      return db.select().from(expenses).where(where).orderBy(asc(expenses.id));
    },
    async findForUser(userId: string, id: number): Promise<ExpenseRow | undefined> {
      const [row] = await db
        .select()
        .from(expenses)
        .where(ownRow(expenses, userId, id));
      return row;
    },
    async create(values: NewExpense): Promise<ExpenseRow> {
      const [row] = await db.insert(expenses).values(values).returning();
      return row!;
    },
    async update(userId: string, id: number, changes: ExpenseChanges) {
      const values = { ...changes, updatedAt: new Date() };
      const [row] = await db
        .update(expenses)
        .set(values)
        .where(ownRow(expenses, userId, id))
        .returning();
      return row;
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(expenses).where(ownRow(expenses, userId, id));
    },
  };
}

export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
