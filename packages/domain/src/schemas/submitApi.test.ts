import { describe, expect, it } from 'vitest';
import { helpContactsSchema, submitRequestSchema, submitResponseSchema } from './submitApi.js';

const attestations = {
  accurateInformation: true,
  understandPenalties: true,
  allowVerification: true,
  consentToContact: true,
};

describe('submitRequestSchema', () => {
  it('accepts the four answers, defaulting acknowledgeIssues to false', () => {
    expect(submitRequestSchema.parse({ attestations, finalReview: true })).toEqual({
      attestations,
      finalReview: true,
      acknowledgeIssues: false,
    });
  });

  it('lets a false or missing attestation through for the 422 check', () => {
    const parsed = submitRequestSchema.parse({
      attestations: { accurateInformation: false },
      finalReview: true,
      acknowledgeIssues: true,
    });
    expect(parsed.attestations).toEqual({ accurateInformation: false });
  });

  it('refuses a body of the wrong shape with the spec messages', () => {
    const noReview = submitRequestSchema.safeParse({ attestations, finalReview: false });
    expect(noReview.error?.issues[0]?.message).toBe('finalReviewRequired');
    const noAttestations = submitRequestSchema.safeParse({ finalReview: true });
    expect(noAttestations.error?.issues[0]?.message).toBe('attestationRequired');
    const textAnswer = submitRequestSchema.safeParse({
      attestations: { ...attestations, consentToContact: 'yes' },
      finalReview: true,
    });
    expect(textAnswer.error?.issues[0]?.message).toBe('attestationRequired');
    const badAck = submitRequestSchema.safeParse({
      attestations,
      finalReview: true,
      acknowledgeIssues: 'yes',
    });
    expect(badAck.error?.issues[0]?.message).toBe('acknowledgeIssuesRequired');
  });
});

describe('submitResponseSchema and helpContactsSchema', () => {
  it('describes the submission result with the application', () => {
    const response = {
      id: 7,
      status: 'submitted' as const,
      confirmationNumber: 'BEN-2026-000007',
      submittedAt: '2026-11-22T15:00:00.000Z',
      alreadySubmitted: false,
      application: {
        id: 7,
        userId: 'u',
        status: 'submitted' as const,
        createdAt: '2026-11-22T14:00:00.000Z',
        selectedBenefits: ['snap' as const],
        needsWorkVerification: false,
        zipCode: null,
      },
    };
    expect(submitResponseSchema.parse(response).confirmationNumber).toBe('BEN-2026-000007');
    expect(
      helpContactsSchema.safeParse({
        phone: '1',
        email: 'e',
        hours: 'Mon-Fri 8AM-5PM',
        responseTime: '24 hours',
      }).success,
    ).toBe(true);
  });
});
