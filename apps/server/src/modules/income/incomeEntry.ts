import {
  type IncomeEntry,
  incomeCategoryById,
  incomeCategoryName,
  incomeVerificationSchema,
} from '@benefits/domain';
import type { IncomeEntryRow } from './repository.js';

/**
 * Rows verified before issue 6's status and details existed lack them: documents whose
 * analysis is pending read as 'analysis_pending', every other method as 'verified'.
 */
function withVerificationDefaults(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored;
  const value = stored as Record<string, unknown>;
  return {
    status: value.analysisPending === true ? 'analysis_pending' : 'verified',
    details: null,
    ...value,
  };
}

/** SPEC 3 income entry as the API returns it, with its category's name and allowsExpenses. */
export function toIncomeEntry(row: IncomeEntryRow): IncomeEntry {
  const verification = incomeVerificationSchema.safeParse(
    withVerificationDefaults(row.verification),
  );
  return {
    id: row.id,
    applicationId: row.applicationId,
    categoryId: row.categoryId,
    category: {
      name: incomeCategoryName(row.categoryId),
      allowsExpenses: incomeCategoryById(row.categoryId)?.allowsExpenses ?? false,
    },
    source: row.source,
    amount: row.amount,
    frequency: row.frequency,
    isW2Income: row.isW2Income,
    dontKnowAmount: row.dontKnowAmount,
    comment: row.comment,
    confidence: row.confidence,
    hoursPerWeek: row.hoursPerWeek,
    verification: verification.success ? verification.data : null,
    createdAt: row.createdAt.toISOString(),
  };
}
