import { lazyStep } from '../../wizard/steps';

/** Step 4: its own chunk, loaded when the applicant reaches it. */
export const processOverviewStep = lazyStep(
  'process-overview',
  () => import('./ProcessOverviewStep'),
);
