import {
  amountToCents,
  type ExtractedIncomeLike,
  entryMonthlyUnits,
  type IncomeEntryLike,
  isDiscrepancy,
  sourcesMatch,
  summaryMonthlyUnits,
} from '@benefits/domain';

// SPEC 2 'Documents Analyzed': 'Source verified' when an extracted amount is within 10 percent
// of the reported one, else 'Source needs review'. The 10 percent rule is the domain's
// (isDiscrepancy, the same test as the summary's 'Amount Discrepancy' badge).

export type DocumentsOutcome = 'verified' | 'needs_review';

/**
 * The documents were uploaded for this source, so every extracted income item is a candidate;
 * items whose payer matches the source's name (case-insensitive contains) are preferred when
 * there are any. Verified when any candidate's monthly amount is within 10 percent.
 */
export function documentsOutcome(
  items: readonly ExtractedIncomeLike[],
  entry: IncomeEntryLike,
): DocumentsOutcome {
  const named = items.filter(
    (item) =>
      sourcesMatch(entry.source, item.source) || sourcesMatch(entry.source, item.documentSource),
  );
  const candidates = named.length > 0 ? named : items;
  const reported = entryMonthlyUnits(entry);
  const close = candidates.some(
    (item) =>
      !isDiscrepancy(summaryMonthlyUnits(amountToCents(item.amount), item.frequency), reported),
  );
  return close ? 'verified' : 'needs_review';
}
