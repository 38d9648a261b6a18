import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 3: its own chunk, loaded when the applicant reaches it. */
export const workRequirementStep: StepRegistration = {
  step: 'work-requirements',
  component: lazy(() => import('./WorkRequirementStep')),
};
