import { describe, expect, it } from 'vitest';
import type { RiskFlag } from '../risk/riskLevels.js';
import { issues } from './issues.test-util.js';
import {
  attestationNames,
  submissionBlocker,
  submissionResultSchema,
  submitApplicationSchema,
} from './submission.js';

const attestations = {
  accurateInformation: true,
  understandPenalties: true,
  allowVerification: true,
  consentToContact: true,
};
const high = { concernLevel: 'High' } as RiskFlag;
const medium = { concernLevel: 'Medium' } as RiskFlag;

describe('submission body (SPEC 5 and 7)', () => {
  it('names the four attestations', () => {
    expect([...attestationNames]).toEqual(Object.keys(attestations));
  });

  it('accepts four true attestations and finalReview', () => {
    expect(submitApplicationSchema.parse({ attestations, finalReview: true })).toEqual({
      attestations,
      finalReview: true,
      acknowledgeIssues: false,
    });
  });

  it.each(attestationNames)('refuses when %s is not ticked', (name) => {
    expect(
      issues(submitApplicationSchema, {
        attestations: { ...attestations, [name]: false },
        finalReview: true,
      }),
    ).toEqual({ [`attestations.${name}`]: 'attestationRequired' });
  });

  it.each([
    [{ finalReview: false }, { finalReview: 'finalReviewRequired' }],
    [{ attestations: undefined }, { attestations: 'attestationRequired' }],
    [{ acknowledgeIssues: 'yes' }, { acknowledgeIssues: 'acknowledgeIssuesRequired' }],
  ])('%j -> %j', (change, expected) => {
    expect(issues(submitApplicationSchema, { attestations, finalReview: true, ...change })).toEqual(
      expected,
    );
  });
});

describe('submissionBlocker (SPEC 4, DESIGN)', () => {
  it.each([
    [{ attestations }, [], null],
    [{ attestations }, [medium, medium, medium], null],
    [{ attestations }, [high], 'acknowledgeIssuesRequired'],
    [{ attestations, acknowledgeIssues: true }, [high], null],
    [{ attestations: { ...attestations, consentToContact: false } }, [], 'attestationRequired'],
    // DESIGN: the acknowledgement never replaces the attestations
    [{ attestations: {}, acknowledgeIssues: true }, [high], 'attestationRequired'],
  ])('%j with %j -> %s', (body, flags, expected) => {
    expect(submissionBlocker(body, { flags })).toBe(expected);
  });
});

describe('submission result (DESIGN)', () => {
  it('carries the confirmation number', () => {
    const result = {
      id: 42,
      status: 'submitted',
      confirmationNumber: 'BEN-2026-000042',
      submittedAt: '2026-01-01T00:00:00Z',
      alreadySubmitted: false,
    };
    expect(submissionResultSchema.parse(result)).toEqual(result);
  });
});
