import { lazyStep } from '../../wizard/steps';

/** The account step: its own chunk, loaded when the applicant reaches it. */
export const accountStep = lazyStep('account-creation', () => import('./AccountStep'));
