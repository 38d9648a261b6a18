import type { IncomeVerification, VerificationStatus } from '../schemas/incomeEntries.js';

/** What the server checked for one verification method (issue 6, SPEC 4). */
export type VerificationEvidence =
  | { method: 'notes'; notes: string }
  | { method: 'payroll' }
  | { method: 'documents'; documentIds: number[]; analysisPending: boolean }
  | {
      method: 'bank';
      transactionIds: string[];
      depositsMatch: boolean;
      /** Percent, from the stored deposit analysis. */
      confidence: number;
      /** Plain words about the deposits, in the applicant's language. */
      details: string;
    };

/**
 * The status a verification gets from its evidence. SPEC 4: every method counts as completed;
 * an upload whose analysis failed (or is not done) still counts, as 'analysis_pending'.
 * Issue 6: deposits that do not match what the applicant reported are 'needs_review'.
 * Issue 18: a note explains an income but proves nothing: 'explained', never 'verified'.
 */
export function verificationStatus(evidence: VerificationEvidence): VerificationStatus {
  if (evidence.method === 'notes') return 'explained';
  if (evidence.method === 'documents' && evidence.analysisPending) return 'analysis_pending';
  if (evidence.method === 'bank' && !evidence.depositsMatch) return 'needs_review';
  return 'verified';
}

/**
 * The status to show for a stored verification: a note is 'explained' even when it was
 * stored as 'verified' before issue 18.
 */
export function shownVerificationStatus(verification: {
  method: string;
  status: VerificationStatus;
}): VerificationStatus {
  return verification.method === 'notes' ? 'explained' : verification.status;
}

/** The record kept on the income entry (SPEC 4: the method type is remembered). */
export function incomeVerification(
  evidence: VerificationEvidence,
  verifiedAt: Date,
): IncomeVerification {
  return {
    method: evidence.method,
    status: verificationStatus(evidence),
    details: evidence.method === 'bank' ? evidence.details : null,
    verifiedAt: verifiedAt.toISOString(),
    analysisPending: evidence.method === 'documents' && evidence.analysisPending,
    documentIds: evidence.method === 'documents' ? evidence.documentIds : [],
    transactionIds: evidence.method === 'bank' ? evidence.transactionIds : [],
    notes: evidence.method === 'notes' ? evidence.notes : null,
    confidence: evidence.method === 'bank' ? evidence.confidence : null,
  };
}
