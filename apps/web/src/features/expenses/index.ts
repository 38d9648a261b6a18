import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 9: the introduction to expenses. */
export const expenseIntroStep: StepRegistration = {
  step: 'expense-workflow-intro',
  component: lazy(() => import('./ExpenseIntroStep')),
};

/** Step 10: the expense categories and their expenses. */
export const expenseCategoriesStep: StepRegistration = {
  step: 'expense-categories',
  component: lazy(() => import('./ExpenseCategoriesStep')),
};
