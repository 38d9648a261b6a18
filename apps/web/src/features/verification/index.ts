import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 8: its own chunk, loaded when the applicant reaches it. */
export const incomeVerificationStep: StepRegistration = {
  step: 'income-verification',
  component: lazy(() => import('./IncomeVerificationStep')),
};
