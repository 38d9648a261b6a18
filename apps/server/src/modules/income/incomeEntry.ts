import { type IncomeEntry, incomeCategoryById, incomeCategoryName } from '@benefits/domain';
import type { IncomeEntryRow } from './repository.js';

/** SPEC 3 income entry as the API returns it, with its category's name and allowsExpenses. */
export function toIncomeEntry(row: IncomeEntryRow): IncomeEntry {
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
    memberId: row.memberId,
    verification: row.verification,
    createdAt: row.createdAt.toISOString(),
  };
}
