import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 2: its own chunk, loaded when the applicant reaches it. */
export const benefitsStep: StepRegistration = {
  step: 'benefits-selection',
  component: lazy(() => import('./BenefitsStep')),
};
