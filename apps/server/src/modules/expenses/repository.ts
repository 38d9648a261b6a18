import type { Database } from '../../db/client.js';
import { applicationPartQueries } from '../../db/ownedRows.js';
import { expenses } from '../../db/schema.js';

export type ExpenseRow = typeof expenses.$inferSelect;

/** Every query is scoped by the signed-in user's id; expenses have no jsonb to parse. */
export function createExpensesRepository({ db }: { db: Database }) {
  return applicationPartQueries(db, expenses, (row) => row);
}

export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
