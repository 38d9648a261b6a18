import type { ApplicantContext } from '@benefits/assistant';
import { isBenefitId, isWizardStep, verificationMethods } from '@benefits/domain';
import type { ApplicationRow } from '../applications/repository.js';
import type { IncomeEntryRow } from '../income/repository.js';

function verificationOf(value: unknown): ApplicantContext['incomeEntries'][number]['verification'] {
  if (value == null || typeof value !== 'object') return null;
  const method = (value as { method?: unknown }).method;
  return (verificationMethods as readonly unknown[]).includes(method)
    ? { method: method as (typeof verificationMethods)[number] }
    : null;
}

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
      selectedBenefits: application.selectedBenefits.filter(isBenefitId),
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
        verification: verificationOf(entry.verification),
      })),
  };
}
