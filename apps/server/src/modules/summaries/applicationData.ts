import { assessDocuments, type DocumentOutcome } from '@benefits/documents';
import type { Expense, ExtractedAnalysisLike, IncomeEntry } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { type ApplicationRow, createApplicationsRepository } from '../applications/repository.js';
import { ownedApplication } from '../applications/service.js';
import { storedOutcome, withAiIncome } from '../documents/analysis.js';
import { createDocumentsRepository, type DocumentRow } from '../documents/repository.js';
import { toExpense } from '../expenses/expense.js';
import { createExpensesRepository } from '../expenses/repository.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import { createIncomeRepository } from '../income/repository.js';

/** Everything the summary, the risk check, the submission and the receipt read. */
export interface ApplicationData {
  application: ApplicationRow;
  entries: IncomeEntry[];
  expenses: Expense[];
  documents: DocumentRow[];
}

/**
 * The extracted data of the documents already read, merged as the analyze route merges it
 * (AI readings replacing the built-in ones). Reassessing stored facts is pure and cheap; no
 * document is read again. Null when no document has been read.
 */
export function storedDocumentsAnalysis(rows: DocumentRow[]): ExtractedAnalysisLike | null {
  const read = rows.flatMap((row) => {
    const stored = storedOutcome(row);
    return stored ? [{ row, stored }] : [];
  });
  if (read.length === 0) return null;
  const outcomes = read.map(
    ({ row, stored }) => ({ id: row.id, fileName: row.fileName, ...stored }) as DocumentOutcome,
  );
  const aiIncome = new Map(
    read.flatMap(({ row, stored }) => (stored.aiIncome ? [[row.id, stored.aiIncome]] : [])),
  );
  const analysis = withAiIncome(
    assessDocuments(outcomes),
    read.map(({ row }) => row),
    aiIncome,
  );
  return analysis.result;
}

/** The applicant's own application (404 otherwise) with its entries, expenses and documents. */
export function createApplicationDataLoader(context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const entries = createIncomeRepository(context.db);
  const expenses = createExpensesRepository(context.db);
  const documents = createDocumentsRepository(context.db);
  return async function load(userId: string, applicationId: number): Promise<ApplicationData> {
    const application = await ownedApplication(applications, userId, applicationId);
    const [entryRows, expenseRows, documentRows] = await Promise.all([
      entries.listForApplication(userId, application.id),
      expenses.listForApplication(userId, application.id),
      documents.listForApplication(userId, application.id),
    ]);
    return {
      application,
      entries: entryRows.map(toIncomeEntry),
      expenses: expenseRows.map(toExpense),
      documents: documentRows,
    };
  };
}

/** DESIGN: the tax year of the IRS mileage rate is the year of the server's clock. */
export function taxYearOf(context: AppContext): number {
  return context.clock().getUTCFullYear();
}
