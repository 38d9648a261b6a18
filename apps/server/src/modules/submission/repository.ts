import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/repository.js';

export interface SubmissionValues {
  submittedAt: Date;
  confirmationNumber: string;
  attestations: Record<string, boolean>;
  acknowledgedIssues: boolean;
  riskAtSubmission: unknown;
}

export function createSubmissionRepository(db: Database) {
  return {
    /**
     * DESIGN: one conditional update. Only a draft of this user moves to submitted, so of any
     * number of concurrent submits exactly one gets the row back; the others get nothing.
     */
    async submitDraft(
      userId: string,
      id: number,
      values: SubmissionValues,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(applications)
        .set({ status: 'submitted', ...values, updatedAt: values.submittedAt })
        .where(
          and(
            eq(applications.id, id),
            eq(applications.userId, userId),
            eq(applications.status, 'draft'),
          ),
        )
        .returning();
      return row;
    },
  };
}
