import { lazyStep } from '../../wizard/steps';
import { documentsKey } from '../documents';
import { riskKey } from '../risk';
import { enhancedSummaryKey } from '../summary';

/** The review step: its own chunk, loaded when the applicant reaches it. */
export const finalReviewStep = lazyStep(
  'final-review',
  () => import('./FinalReviewStep'),
  undefined,
  // Its first reads, in the cache before it mounts (decision 0800).
  (applicationId) => [
    enhancedSummaryKey(applicationId)[0],
    documentsKey(applicationId)[0],
    riskKey(applicationId)[0],
  ],
);
