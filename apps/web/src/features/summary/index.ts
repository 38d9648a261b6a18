import { lazyStep } from '../../wizard/steps';

/** The summary step: its own chunk, loaded when the applicant reaches it. */
export const enhancedSummaryStep = lazyStep(
  'enhanced-financial-summary',
  () => import('./EnhancedSummaryStep'),
);

export { useEnhancedSummary } from './summaryApi';
export { TotalsCards } from './TotalsCards';
