import { lazyStep } from '../../wizard/steps';
import { BenefitsCard } from './BenefitsCard';

/** The benefits step: its own chunk, loaded when the applicant reaches it. */
export const benefitsStep = lazyStep(
  'benefits-selection',
  () => import('./BenefitsStep'),
  BenefitsCard,
);
