import type { ChangesKind, DecisionTime, InterviewKind } from '../../rules/afterSubmission.js';

/** What happens next, per program; `{{days}}` and the other marks take the table's figures. */
export type AfterSubmissionTexts = {
  interview: Record<InterviewKind, string>;
  decision: Record<DecisionTime['kind'], string>;
  documents: { days: string; letter: string };
  changes: Record<ChangesKind, string>;
};
