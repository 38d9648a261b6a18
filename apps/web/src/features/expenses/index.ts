import { lazyStep } from '../../wizard/steps';

/** Step 9: the introduction to expenses. */
export const expenseIntroStep = lazyStep(
  'expense-workflow-intro',
  () => import('./ExpenseIntroStep'),
);

/** Step 10: the expense categories and their expenses. */
export const expenseCategoriesStep = lazyStep(
  'expense-categories',
  () => import('./ExpenseCategoriesStep'),
);
