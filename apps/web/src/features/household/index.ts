import { lazyStep } from '../../wizard/steps';

export { HouseholdSummary } from './HouseholdSummary';

/** Issue 18: who lives with the applicant, after the benefits; its own chunk. */
export const householdStep = lazyStep('household-members', () => import('./HouseholdStep'));

/** Issue 18: the home and mailing address. */
export const homeAddressStep = lazyStep('home-address', () => import('./HomeAddressStep'));
