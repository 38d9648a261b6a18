import type { ApplicationStatus } from '../catalogs/applicationStatuses.js';

// SPEC 2 dashboard: each application shows a status badge (SPEC 3 statuses).
export type BadgeTone = 'neutral' | 'info' | 'success' | 'danger';

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
  /** What the status means, in plain words (tooltip / screen-reader text). */
  meaning: string;
}

export const statusBadges: Readonly<Record<ApplicationStatus, StatusBadge>> = {
  draft: {
    label: 'Draft',
    tone: 'neutral',
    meaning: 'You started this application but have not sent it yet. You can continue it.',
  },
  submitted: {
    label: 'Submitted',
    tone: 'info',
    meaning: 'We received your application. Each program sends you a letter with its decision.',
  },
  approved: {
    label: 'Approved',
    tone: 'success',
    meaning: 'Your application was approved.',
  },
  denied: {
    label: 'Denied',
    tone: 'danger',
    meaning: 'Your application was not approved. Your notice explains why and how to appeal.',
  },
};

export function statusBadge(status: ApplicationStatus): StatusBadge {
  return statusBadges[status];
}
