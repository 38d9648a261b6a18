import {
  type EntryWithExpenses,
  type Expense,
  enhancedFinancialSummary,
  type IncomeEntry,
} from '@benefits/domain';

// The expenses step's figures for one income source, by the domain's enhanced summary (the same math the
// server's summary uses): monthly income, each expense per month, the total and what is left.

/**
 * DESIGN: the IRS rate of the tax year: the server's year (UTC), the one it records with each
 * mileage expense, so the live figure is the one that gets saved.
 */
export function expenseTaxYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

export type SourceWithExpenses = EntryWithExpenses<IncomeEntry, Expense>;

export function sourceTotals(
  entry: IncomeEntry,
  expenses: readonly Expense[],
  taxYear: number,
): SourceWithExpenses {
  const summary = enhancedFinancialSummary({ entries: [entry], expenses, taxYear });
  return summary.entries[0]!;
}

/** The expenses of one source, oldest first (the order they were added). */
export function expensesOfSource(expenses: readonly Expense[], incomeEntryId: number): Expense[] {
  return expenses
    .filter((expense) => expense.incomeEntryId === incomeEntryId)
    .sort((a, b) => a.id - b.id);
}
