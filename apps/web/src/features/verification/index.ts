import { lazyStep } from '../../wizard/steps';

/** The verification step: its own chunk, loaded when the applicant reaches it. */
export const incomeVerificationStep = lazyStep(
  'income-verification',
  () => import('./IncomeVerificationStep'),
);
