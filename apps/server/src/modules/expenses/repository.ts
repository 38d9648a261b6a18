import type { Database } from '../../db/client.js';
import { applicationPartQueries } from '../../db/ownedRows.js';
import { expenses } from '../../db/schema.js';

export type ExpenseRow = typeof expenses.$inferSelect;
type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type ExpenseChanges = Partial<Omit<NewExpense, 'userId' | 'applicationId' | 'incomeEntryId'>>;

/** Every query is scoped by the signed-in user's id. */
export function createExpensesRepository({ db }: { db: Database }) {
  const queries = applicationPartQueries(db, expenses, (row) => row);
  return {
    ...queries,
    create: (values: NewExpense) => queries.create(values),
    update: (userId: string, id: number, changes: ExpenseChanges) =>
      queries.update(userId, id, changes),
  };
}

export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
