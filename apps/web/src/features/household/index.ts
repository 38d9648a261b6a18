import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

export { HouseholdSummary } from './HouseholdSummary';

/** Issue 18: who lives with the applicant, after the benefits; its own chunk. */
export const householdStep: StepRegistration = {
  step: 'household-members',
  component: lazy(() => import('./HouseholdStep')),
};

/** Issue 18: the home and mailing address. */
export const homeAddressStep: StepRegistration = {
  step: 'home-address',
  component: lazy(() => import('./HomeAddressStep')),
};
