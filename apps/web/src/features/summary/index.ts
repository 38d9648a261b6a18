import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 11: its own chunk, loaded when the applicant reaches it. */
export const enhancedSummaryStep: StepRegistration = {
  step: 'enhanced-financial-summary',
  component: lazy(() => import('./EnhancedSummaryStep')),
};

export { useEnhancedSummary } from './summaryApi';
export { TotalsCards } from './TotalsCards';
