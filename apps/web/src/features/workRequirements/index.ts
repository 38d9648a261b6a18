import { lazyStep } from '../../wizard/steps';

/** Step 3: its own chunk, loaded when the applicant reaches it. */
export const workRequirementStep = lazyStep(
  'work-requirements',
  () => import('./WorkRequirementStep'),
);
