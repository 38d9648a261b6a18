import { z } from 'zod';
import type { ValidationMessageKey } from '../messages/en.js';
import { type RiskFlag, shouldSubmitWithIssues } from '../risk/riskLevels.js';

// SPEC 5 submission and SPEC 7 POST /api/applications/{id}/submit.
export const attestationNames = [
  'accurateInformation',
  'understandPenalties',
  'allowVerification',
  'consentToContact',
] as const;
export type AttestationName = (typeof attestationNames)[number];

const attestation = z.literal(true, 'attestationRequired');

/**
 * The submit body's shape with each attestation checked by `answer`: the four attestations,
 * finalReview true and acknowledgeIssues (false when left out).
 */
export function submitBodySchema<Answer extends z.ZodType>(answer: Answer) {
  return z.object({
    attestations: z.object(
      {
        accurateInformation: answer,
        understandPenalties: answer,
        allowVerification: answer,
        consentToContact: answer,
      },
      'attestationRequired',
    ),
    finalReview: z.literal(true, 'finalReviewRequired'),
    acknowledgeIssues: z.boolean('acknowledgeIssuesRequired').default(false),
  });
}

/**
 * All four attestations must be true (DESIGN: the acknowledgement never replaces them),
 * finalReview is true, and acknowledgeIssues is required when High issues exist, which
 * `submissionBlocker` checks against the risk assessment.
 */
export const submitApplicationSchema = submitBodySchema(attestation);
export type SubmitApplicationInput = z.input<typeof submitApplicationSchema>;
export type SubmitApplication = z.output<typeof submitApplicationSchema>;

/**
 * SPEC 4 and DESIGN: why a submission must be refused, or null when it may go ahead.
 * Takes the raw booleans, so the web can disable the button before anything is sent.
 */
export function submissionBlocker(
  body: {
    attestations: Partial<Record<AttestationName, boolean>>;
    acknowledgeIssues?: boolean;
  },
  assessment: { flags: readonly RiskFlag[] },
): ValidationMessageKey | null {
  if (!attestationNames.every((name) => body.attestations[name] === true)) {
    return 'attestationRequired';
  }
  if (shouldSubmitWithIssues(assessment) && body.acknowledgeIssues !== true) {
    return 'acknowledgeIssuesRequired';
  }
  return null;
}

/** DESIGN: the submission result; submitting twice returns the first confirmation. */
export const submissionResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('submitted'),
  confirmationNumber: z.string(),
  submittedAt: z.string(),
  /** True when this application had already been submitted (no second submission made). */
  alreadySubmitted: z.boolean(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
