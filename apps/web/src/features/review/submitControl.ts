import {
  type AttestationName,
  attestationNames,
  type RiskFlag,
  shouldSubmitWithIssues,
  submissionBlocker,
} from '@benefits/domain';

// SPEC 4 final submission: all four attestations; with High issues an acknowledgement too,
// and the button reads 'Submit with Issues'. The domain decides; this shapes it for the button.

export type Attestations = Record<AttestationName, boolean>;

export function noAttestations(): Attestations {
  return Object.fromEntries(attestationNames.map((name) => [name, false])) as Attestations;
}

export interface SubmitControl {
  /** review.submit.{label} */
  label: 'submitApplication' | 'submitWithIssues';
  /** The acknowledgement checkbox shows (High issues exist). */
  needsAcknowledgement: boolean;
  /** Why the button does nothing yet (the domain's reason), 'riskPending' while the check loads. */
  blocker: 'attestationRequired' | 'acknowledgeIssuesRequired' | 'riskPending' | null;
  enabled: boolean;
}

export function submitControl(input: {
  attestations: Attestations;
  acknowledgeIssues: boolean;
  /** The risk check; undefined until it has loaded. */
  flags: readonly RiskFlag[] | undefined;
}): SubmitControl {
  if (input.flags === undefined) {
    return {
      label: 'submitApplication',
      needsAcknowledgement: false,
      blocker: 'riskPending',
      enabled: false,
    };
  }
  const assessment = { flags: input.flags };
  const withIssues = shouldSubmitWithIssues(assessment);
  const blocker = submissionBlocker(
    { attestations: input.attestations, acknowledgeIssues: input.acknowledgeIssues },
    assessment,
  );
  return {
    label: withIssues ? 'submitWithIssues' : 'submitApplication',
    needsAcknowledgement: withIssues,
    blocker:
      blocker === null
        ? null
        : blocker === 'acknowledgeIssuesRequired'
          ? blocker
          : 'attestationRequired',
    enabled: blocker === null,
  };
}

/**
 * How many boxes the applicant must tick: every attestation, and the acknowledgement when it
 * shows. The message counts them from the boxes themselves (issue 18: it said "four" when
 * five were needed).
 */
export function boxesToTick(control: Pick<SubmitControl, 'needsAcknowledgement'>): number {
  return attestationNames.length + (control.needsAcknowledgement ? 1 : 0);
}
