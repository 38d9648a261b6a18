import { lazyStep } from '../../wizard/steps';

/** The eligibility questions step: its own chunk, loaded when the applicant reaches it. */
export const workRequirementStep = lazyStep(
  'work-requirements',
  () => import('./WorkRequirementStep'),
);
