// SPEC 3: application statuses. Kept apart from the zod schemas so the dashboard can count
// applications without loading zod.
export const applicationStatuses = ['draft', 'submitted', 'approved', 'denied'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** SPEC 2 dashboard: in progress means draft or submitted. */
export function isInProgress(status: ApplicationStatus): boolean {
  return status === 'draft' || status === 'submitted';
}

export interface ApplicationCounts {
  total: number;
  approved: number;
  inProgress: number;
}

export function applicationCounts(
  applications: readonly { status: ApplicationStatus }[],
): ApplicationCounts {
  return {
    total: applications.length,
    approved: applications.filter((application) => application.status === 'approved').length,
    inProgress: applications.filter((application) => isInProgress(application.status)).length,
  };
}
