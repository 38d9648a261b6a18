import { lazyStep } from '../../wizard/steps';
import { financialSummaryKey } from '../income';

/** The verification step: its own chunk, loaded when the applicant reaches it. */
export const incomeVerificationStep = lazyStep(
  'income-verification',
  () => import('./IncomeVerificationStep'),
  undefined,
  // Its first read, in the cache before it mounts (decision 0800).
  (applicationId) => [financialSummaryKey(applicationId)[0]],
);
