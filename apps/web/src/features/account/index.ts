import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 1: its own chunk, loaded when the applicant reaches it. */
export const accountStep: StepRegistration = {
  step: 'account-creation',
  component: lazy(() => import('./AccountStep')),
};
