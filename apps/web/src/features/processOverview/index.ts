import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 4: its own chunk, loaded when the applicant reaches it. */
export const processOverviewStep: StepRegistration = {
  step: 'process-overview',
  component: lazy(() => import('./ProcessOverviewStep')),
};
