import { lazyStep } from '../../wizard/steps';
import { IncomeStepIntro } from './IncomeChecklistIntro';
import { financialSummaryKey, incomeCategoriesKey, incomeEntriesKey } from './incomeApi';

/** The income step: the income categories and their entries. */
export const incomeCategoriesStep = lazyStep(
  'income-categories',
  () => import('./IncomeCategoriesStep'),
  IncomeStepIntro,
  // Its first reads (incomeApi.ts's keys), in the cache before it mounts (decision 0800).
  (applicationId) => [incomeCategoriesKey[0], incomeEntriesKey(applicationId)[0]],
);

/** The income summary step: the income summary before verification. */
export const incomeSummaryStep = lazyStep(
  'income-summary-pre',
  () => import('./IncomeSummaryStep'),
  undefined,
  (applicationId) => [financialSummaryKey(applicationId)[0], incomeCategoriesKey[0]],
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
