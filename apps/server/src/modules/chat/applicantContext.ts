import type { ApplicantContext } from '@benefits/assistant';
import { isWizardStep } from '@benefits/domain';
import type { ApplicationRow } from '../applications/repository.js';
import type { IncomeEntryRow } from '../income/repository.js';

/**
 * The assistant's view of the applicant: only the signed-in user's own application and its
 * income entries (both read through owner-scoped repositories). No name, email, phone,
 * address or document contents are passed on.
 */
export function toApplicantContext(
  application: ApplicationRow | undefined,
  entries: readonly IncomeEntryRow[],
): ApplicantContext {
  if (!application) return { application: null, incomeEntries: [] };
  return {
    application: {
      id: application.id,
      status: application.status,
      selectedBenefits: application.selectedBenefits,
      needsWorkVerification: application.needsWorkVerification,
      furthestStep: isWizardStep(application.furthestStep) ? application.furthestStep : null,
      hasBusinessExpenses: application.hasBusinessExpenses,
    },
    incomeEntries: entries
      .filter((entry) => entry.applicationId === application.id)
      .map((entry) => ({
        id: entry.id,
        categoryId: entry.categoryId,
        source: entry.source,
        amount: entry.amount,
        frequency: entry.frequency,
        isW2Income: entry.isW2Income,
        hoursPerWeek: entry.hoursPerWeek,
        verification: entry.verification && { method: entry.verification.method },
      })),
  };
}
