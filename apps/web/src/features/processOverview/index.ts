import { lazyStep } from '../../wizard/steps';

/** The process overview step: its own chunk, loaded when the applicant reaches it. */
export const processOverviewStep = lazyStep(
  'process-overview',
  () => import('./ProcessOverviewStep'),
);
