import { lazyStep } from '../../wizard/steps';

/** Step 1: its own chunk, loaded when the applicant reaches it. */
export const accountStep = lazyStep('account-creation', () => import('./AccountStep'));
