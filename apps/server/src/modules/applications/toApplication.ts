import { type Application, confirmationNumber, isWizardStep } from '@benefits/domain';
import type { ApplicationRow } from './repository.js';

/** A row with the applicant's own number for it (1 for their first application). */
export type NumberedApplicationRow = ApplicationRow & { applicantNumber: number };

/** SPEC 3 application as the API returns it. */
export function toApplication(row: NumberedApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    selectedBenefits: row.selectedBenefits,
    needsWorkVerification: row.needsWorkVerification,
    zipCode: row.zipCode,
    hasBusinessExpenses: row.hasBusinessExpenses,
    furthestStep: isWizardStep(row.furthestStep) ? row.furthestStep : null,
    currentCategoryIndex: row.currentCategoryIndex,
    currentExpenseSourceIndex: row.currentExpenseSourceIndex,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    confirmationNumber:
      row.confirmationNumber ??
      (row.submittedAt ? confirmationNumber(row.id, row.submittedAt) : null),
    applicantNumber: row.applicantNumber,
    homeCosts: row.homeCosts,
    resources: row.resources,
    household: row.household,
    homeAddress: row.homeAddress,
    expeditedSnap: row.status !== 'draft' && row.expeditedSnap?.status === 'expedited',
  };
}
