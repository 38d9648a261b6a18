import type { Expense, IncomeEntry } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { applicationRepositories } from '../applications/parts.js';
import type { ApplicationRow } from '../applications/repository.js';
import { ownedApplication } from '../applications/service.js';
import type { DocumentRow } from '../documents/repository.js';
import { toExpense } from '../expenses/expense.js';
import { toIncomeEntry } from '../income/incomeEntry.js';

/** Everything the summary, the risk check, the submission and the receipt read. */
export interface ApplicationData {
  application: ApplicationRow;
  entries: IncomeEntry[];
  expenses: Expense[];
  documents: DocumentRow[];
}

/** The applicant's own application (404 otherwise) with its entries, expenses and documents. */
export function createApplicationDataLoader(context: AppContext) {
  const {
    applications,
    incomeEntries: entries,
    expenses,
    documents,
  } = applicationRepositories(context);
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
