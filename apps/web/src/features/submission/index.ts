import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 13: its own chunk, loaded when the applicant reaches it. */
export const submissionStep: StepRegistration = {
  step: 'submission',
  component: lazy(() => import('./SubmissionStep')),
};

export { confirmationOf } from './confirmation';
export { ProgramNextSteps } from './ProgramNextSteps';
export { ConfirmationNumber, SubmittedOn } from './ReceiptTerms';
