import { describe, expect, it } from 'vitest';
import {
  incomeVerification,
  shownVerificationStatus,
  type VerificationEvidence,
  verificationStatus,
} from './incomeVerification.js';

const bank = (depositsMatch: boolean): VerificationEvidence => ({
  method: 'bank',
  transactionIds: ['t1', 't2'],
  depositsMatch,
  confidence: 85,
  details: '2 deposits match.',
});

describe('verificationStatus (SPEC 4, issue 6)', () => {
  it.each<[string, VerificationEvidence, string]>([
    // Issue 18: a note alone is not verification.
    [
      'notes: explained, not verified (issue 18)',
      { method: 'notes', notes: 'Cash job' },
      'explained',
    ],
    ['payroll: verified (SPEC 4: the button marks it)', { method: 'payroll' }, 'verified'],
    [
      'documents read: verified',
      { method: 'documents', documentIds: [1], analysisPending: false },
      'verified',
    ],
    [
      'documents whose analysis failed: analysis_pending (SPEC 4)',
      { method: 'documents', documentIds: [1], analysisPending: true },
      'analysis_pending',
    ],
    ['deposits that match: verified (issue 6)', bank(true), 'verified'],
    ['deposits that do not match: needs_review (issue 6)', bank(false), 'needs_review'],
  ])('%s', (_name, evidence, status) => {
    expect(verificationStatus(evidence)).toBe(status);
  });
});

describe('incomeVerification', () => {
  const at = new Date('2026-11-22T15:00:00.000Z');

  it('keeps each method’s own evidence and nothing of the others', () => {
    expect(incomeVerification({ method: 'notes', notes: 'Cash job' }, at)).toEqual({
      method: 'notes',
      status: 'explained',
      details: null,
      verifiedAt: '2026-11-22T15:00:00.000Z',
      analysisPending: false,
      documentIds: [],
      transactionIds: [],
      notes: 'Cash job',
      confidence: null,
    });
    expect(
      incomeVerification({ method: 'documents', documentIds: [3, 4], analysisPending: true }, at),
    ).toMatchObject({ status: 'analysis_pending', analysisPending: true, documentIds: [3, 4] });
    expect(incomeVerification(bank(false), at)).toMatchObject({
      status: 'needs_review',
      details: '2 deposits match.',
      transactionIds: ['t1', 't2'],
      confidence: 85,
      notes: null,
    });
  });
});

describe('shownVerificationStatus (issue 18)', () => {
  it('shows a note as explained, even one stored as verified before', () => {
    expect(shownVerificationStatus({ method: 'notes', status: 'verified' })).toBe('explained');
    expect(shownVerificationStatus({ method: 'payroll', status: 'verified' })).toBe('verified');
    expect(shownVerificationStatus({ method: 'bank', status: 'needs_review' })).toBe(
      'needs_review',
    );
  });
});
