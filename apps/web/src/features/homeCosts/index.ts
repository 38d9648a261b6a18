import { lazyStep } from '../../wizard/steps';

export { ExpeditedNotice } from './ExpeditedNotice';
export { expeditedSnapKey } from './homeCostsApi';

/** Issue 18: housing and care costs, after the expenses. */
export const homeCostsStep = lazyStep('home-costs', () => import('./HomeCostsStep'));

/** Issue 18: money in the bank and cash, then the summary. */
export const resourcesStep = lazyStep('resources', () => import('./ResourcesStep'));
