import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

export { ExpeditedNotice } from './ExpeditedNotice';

/** Issue 18: housing and care costs, after the expenses. */
export const homeCostsStep: StepRegistration = {
  step: 'home-costs',
  component: lazy(() => import('./HomeCostsStep')),
};

/** Issue 18: money in the bank and cash, then the summary. */
export const resourcesStep: StepRegistration = {
  step: 'resources',
  component: lazy(() => import('./ResourcesStep')),
};
