// SPEC 3: application statuses. Kept apart from the zod schemas so the dashboard can count
// applications without loading zod.
export const applicationStatuses = ['draft', 'submitted', 'approved', 'denied'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Issue 18 (decision 0361): in progress means still being filled in, a draft. A submitted
 * application is the agency's to decide and is counted as submitted, not in progress.
 */
export function isInProgress(status: ApplicationStatus): boolean {
  return status === 'draft';
}

export interface ApplicationCounts {
  total: number;
  inProgress: number;
  submitted: number;
  approved: number;
}

export function applicationCounts(
  applications: readonly { status: ApplicationStatus }[],
): ApplicationCounts {
  const count = (status: ApplicationStatus) =>
    applications.filter((application) => application.status === status).length;
  return {
    total: applications.length,
    inProgress: applications.filter((application) => isInProgress(application.status)).length,
    submitted: count('submitted'),
    approved: count('approved'),
  };
}

/**
 * Issue 18: the applicant's own number for each of their applications, 1 for their first,
 * in the order they were started (then by id), whatever order the list is in. The global id
 * stays behind the confirmation number (BEN-{year}-{id}).
 */
export function applicantOrdinals(
  applications: readonly { id: number; createdAt: string | Date }[],
): Map<number, number> {
  const time = (value: string | Date) => new Date(value).getTime();
  const ordered = [...applications].sort(
    (left, right) => time(left.createdAt) - time(right.createdAt) || left.id - right.id,
  );
  return new Map(ordered.map((application, index) => [application.id, index + 1]));
}
