import { lazyStep } from '../../wizard/steps';
import { BenefitsCard } from './BenefitsCard';
import { benefitTypesKey } from './keys';

/** The benefits step: its own chunk, loaded when the applicant reaches it. */
export const benefitsStep = lazyStep(
  'benefits-selection',
  () => import('./BenefitsStep'),
  BenefitsCard,
  // Its first read, in the cache before it mounts (decision 0800).
  () => [benefitTypesKey[0]],
);
