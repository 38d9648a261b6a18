import { lazyStep } from '../../wizard/steps';

/** The submission step: its own chunk, loaded when the applicant reaches it. */
export const submissionStep = lazyStep('submission', () => import('./SubmissionStep'));

export { confirmationOf } from './confirmation';
export { ProgramNextSteps } from './ProgramNextSteps';
export { ConfirmationNumber, SubmittedOn } from './ReceiptTerms';
