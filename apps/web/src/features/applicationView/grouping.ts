import type { Expense, IncomeEntry } from '@benefits/domain';

export interface SourceWithExpenses {
  entry: IncomeEntry;
  expenses: Expense[];
}

/**
 * The View page lists each income source with its own expenses, in the order they were
 * added. Expenses of a source that is no longer listed are left out, as the totals do.
 */
export function groupExpenses(
  entries: readonly IncomeEntry[],
  expenses: readonly Expense[],
): SourceWithExpenses[] {
  const byEntry = new Map<number, Expense[]>();
  for (const expense of expenses) {
    const list = byEntry.get(expense.incomeEntryId) ?? [];
    list.push(expense);
    byEntry.set(expense.incomeEntryId, list);
  }
  return entries.map((entry) => ({
    entry,
    expenses: (byEntry.get(entry.id) ?? []).slice().sort((a, b) => a.id - b.id),
  }));
}

/** The PDF receipt of a submitted application (pdf-lib on the server). */
export function receiptPath(applicationId: number): string {
  return `/api/applications/${applicationId}/receipt.pdf`;
}

/** The read-only page of an application. */
export function applicationViewPath(applicationId: number): string {
  return `/applications/${applicationId}`;
}

/** '/applications/42' -> 42; anything else -> null. */
export function applicationIdFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
