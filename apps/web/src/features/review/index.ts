import { lazyStep } from '../../wizard/steps';

/** Step 12: its own chunk, loaded when the applicant reaches it. */
export const finalReviewStep = lazyStep('final-review', () => import('./FinalReviewStep'));
