import { lazyStep } from '../../wizard/steps';

/** Step 8: its own chunk, loaded when the applicant reaches it. */
export const incomeVerificationStep = lazyStep(
  'income-verification',
  () => import('./IncomeVerificationStep'),
);
