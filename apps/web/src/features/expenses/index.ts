import { lazyStep } from '../../wizard/steps';

/** The expenses introduction step: the introduction to expenses. */
export const expenseIntroStep = lazyStep(
  'expense-workflow-intro',
  () => import('./ExpenseIntroStep'),
);

/** The expenses step: the expense categories and their expenses. */
export const expenseCategoriesStep = lazyStep(
  'expense-categories',
  () => import('./ExpenseCategoriesStep'),
);
