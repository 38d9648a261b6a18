import { lazyStep } from '../../wizard/steps';
import { expeditedSnapKey } from '../homeCosts';
import { riskKey } from '../risk';
import { applicationEstimatePath } from './estimatePath';
import { enhancedSummaryKey } from './summaryApi';

/** The summary step: its own chunk, loaded when the applicant reaches it. */
export const enhancedSummaryStep = lazyStep(
  'enhanced-financial-summary',
  () => import('./EnhancedSummaryStep'),
  undefined,
  // Its first reads, in the cache before it mounts (decision 0800); the estimate panel takes the
  // estimate's answer from the cache (EstimatePanel.tsx).
  (applicationId) => [
    enhancedSummaryKey(applicationId)[0],
    riskKey(applicationId)[0],
    expeditedSnapKey(applicationId)[0],
    applicationEstimatePath(applicationId),
  ],
);

export { enhancedSummaryKey, useEnhancedSummary } from './summaryApi';
export { TotalsCards } from './TotalsCards';
