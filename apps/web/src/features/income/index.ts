import { lazyStep } from '../../wizard/steps';
import { IncomeStepIntro } from './IncomeChecklistIntro';

/** The income step: the income categories and their entries. */
export const incomeCategoriesStep = lazyStep(
  'income-categories',
  () => import('./IncomeCategoriesStep'),
  IncomeStepIntro,
);

/** The income summary step: the income summary before verification. */
export const incomeSummaryStep = lazyStep(
  'income-summary-pre',
  () => import('./IncomeSummaryStep'),
);

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
