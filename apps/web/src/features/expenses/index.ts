import { lazyStep } from '../../wizard/steps';
import { incomeEntriesKey } from '../income';
import { expensesKey } from './expensesApi';

// Each step's first reads, in the cache before it mounts (decision 0800).

/** The expenses introduction step: the introduction to expenses. */
export const expenseIntroStep = lazyStep(
  'expense-workflow-intro',
  () => import('./ExpenseIntroStep'),
  undefined,
  (applicationId) => [expensesKey(applicationId)[0]],
);

/** The expenses step: the expense categories and their expenses. */
export const expenseCategoriesStep = lazyStep(
  'expense-categories',
  () => import('./ExpenseCategoriesStep'),
  undefined,
  (applicationId) => [incomeEntriesKey(applicationId)[0], expensesKey(applicationId)[0]],
);
