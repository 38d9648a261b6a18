import type { ExpeditedSnapScreen, RiskAssessment } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { ownedRowQueries } from '../../db/ownedRows.js';
import { applications } from '../../db/schema.js';
import type { DataAccess } from '../../db/storedJson.js';
import { type ApplicationRow, applicationFromRow } from '../applications/repository.js';

/** What is kept of a submission: when, its number, and what the applicant saw and attested. */
export interface SubmissionSnapshot {
  submittedAt: Date;
  confirmationNumber: string;
  attestations: Record<string, boolean>;
  acknowledgedIssues: boolean;
  riskAtSubmission: RiskAssessment;
  /** Issue 18: the expedited SNAP screen (7 CFR 273.2(i)): the flag and its reason. */
  expeditedSnap: ExpeditedSnapScreen;
}

export function createSubmissionRepository({ db, log }: DataAccess) {
  const queries = ownedRowQueries(db, applications, (row) => applicationFromRow(log, row));
  return {
    /**
     * DESIGN: one conditional update. Only a draft of this user moves to submitted, so of any
     * number of concurrent submits exactly one gets the row back; the others get nothing.
     */
    submitDraft: (
      userId: string,
      id: number,
      snapshot: SubmissionSnapshot,
    ): Promise<ApplicationRow | undefined> =>
      queries.update(
        userId,
        id,
        { status: 'submitted', ...snapshot, updatedAt: snapshot.submittedAt },
        eq(applications.status, 'draft'),
      ),
  };
}
