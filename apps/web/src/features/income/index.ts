import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 6: the income categories and their entries. */
export const incomeCategoriesStep: StepRegistration = {
  step: 'income-categories',
  component: lazy(() => import('./IncomeCategoriesStep')),
};

/** Step 7: the income summary before verification. */
export const incomeSummaryStep: StepRegistration = {
  step: 'income-summary-pre',
  component: lazy(() => import('./IncomeSummaryStep')),
};

export { readEntryConfidences, rememberEntryConfidence } from './entryConfidence';
export { IncomeSourceHeading } from './IncomeSourceHeading';
export {
  addIncomeEntry,
  financialSummaryKey,
  incomeEntriesKey,
  useFinancialSummary,
  useIncomeEntries,
} from './incomeApi';
export { amountText, categoryName } from './labels';
