import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 12: its own chunk, loaded when the applicant reaches it. */
export const finalReviewStep: StepRegistration = {
  step: 'final-review',
  component: lazy(() => import('./FinalReviewStep')),
};
