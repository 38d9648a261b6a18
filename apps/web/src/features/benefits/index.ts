import { lazyStep } from '../../wizard/steps';

/** Step 2: its own chunk, loaded when the applicant reaches it. */
export const benefitsStep = lazyStep('benefits-selection', () => import('./BenefitsStep'));
