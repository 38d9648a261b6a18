import { lazyStep } from '../../wizard/steps';

/** The review step: its own chunk, loaded when the applicant reaches it. */
export const finalReviewStep = lazyStep('final-review', () => import('./FinalReviewStep'));
