import { confidenceOrDefault } from '../catalogs/extractedCategories.js';
import { isUnknownFrequency } from '../catalogs/frequencies.js';
import { amountToCents, centsToDollars } from '../money/amount.js';
import { roundUnits, summaryMonthlyUnits } from '../money/monthly.js';
import { entryMonthlyUnits, type IncomeEntryLike } from './financialSummary.js';

// SPEC 2 and 3: the AI document analysis card compares what the documents say with what the
// applicant reported. SPEC 9: a discrepancy is a difference of more than 10 percent.
export const DISCREPANCY_PERCENT = 10;

export interface ExtractedIncomeLike {
  category?: string | null;
  source?: string | null;
  amount?: string | number | null;
  frequency?: string | null;
  documentSource?: string | null;
  confidence?: number | null;
  /** The uploaded document it was read from (issue 18). */
  documentId?: number | undefined;
}

export interface ExtractedExpenseLike {
  description?: string | null;
  category?: string | null;
  amount?: string | number | null;
  frequency?: string | null;
  confidence?: number | null;
}

export interface ExtractedAnalysisLike {
  extractedData: {
    income: readonly ExtractedIncomeLike[];
    expenses: readonly ExtractedExpenseLike[];
  };
}

export interface IncomeAmountComparison {
  source: string;
  documentSource: string | null;
  /** Monthly amount the document shows (SPEC 9 summary conversion), dollars. */
  extractedAmount: number;
  /** Monthly amount of the matching reported entry, dollars; null when none matches. */
  reportedAmount: number | null;
  matchedEntryId: number | string | null;
  /** SPEC 2: 'Amount Discrepancy' badge: differs from the reported amount by more than 10%. */
  discrepancy: boolean;
  confidence: number;
}

export interface ExpenseAmountComparison {
  type: string;
  description: string;
  /** Monthly amount the document shows, dollars. */
  extractedAmount: number;
  confidence: number;
}

export interface AiExtractedData {
  incomeAmounts: IncomeAmountComparison[];
  expenseAmounts: ExpenseAmountComparison[];
}

function normalized(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

/** SPEC 2: document source matching is a case-insensitive contains test (either way round). */
export function sourcesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalized(a);
  const right = normalized(b);
  return left !== '' && right !== '' && (left.includes(right) || right.includes(left));
}

/** The first reported entry whose source matches the item's source or its document source. */
export function matchingEntry<E extends IncomeEntryLike>(
  item: ExtractedIncomeLike,
  entries: readonly E[],
): E | undefined {
  return entries.find(
    (entry) =>
      sourcesMatch(entry.source, item.source) || sourcesMatch(entry.source, item.documentSource),
  );
}

/** SPEC 9: |extracted - reported| more than 10 percent of the reported amount (exact). */
export function isDiscrepancy(extractedUnits: bigint, reportedUnits: bigint): boolean {
  const difference =
    extractedUnits > reportedUnits
      ? extractedUnits - reportedUnits
      : reportedUnits - extractedUnits;
  return difference * 100n > reportedUnits * BigInt(DISCREPANCY_PERCENT);
}

export function compareExtractedData(
  analysis: ExtractedAnalysisLike,
  entries: readonly IncomeEntryLike[],
): AiExtractedData {
  return {
    // An amount whose pay frequency the document does not give cannot be made monthly, so it
    // is not compared (decision 0261: the applicant is asked, nothing is guessed).
    incomeAmounts: analysis.extractedData.income
      .filter((item) => !isUnknownFrequency(item.frequency))
      .map((item) => {
        const extracted = summaryMonthlyUnits(amountToCents(item.amount), item.frequency);
        const entry = matchingEntry(item, entries);
        const reported = entry ? entryMonthlyUnits(entry) : undefined;
        return {
          source: item.source ?? '',
          documentSource: item.documentSource ?? null,
          extractedAmount: centsToDollars(roundUnits(extracted)),
          reportedAmount: reported === undefined ? null : centsToDollars(roundUnits(reported)),
          matchedEntryId: entry?.id ?? null,
          discrepancy: reported !== undefined && isDiscrepancy(extracted, reported),
          confidence: confidenceOrDefault(item.confidence),
        };
      }),
    expenseAmounts: analysis.extractedData.expenses.map((item) => ({
      type: item.category ?? 'other',
      description: item.description ?? '',
      extractedAmount: centsToDollars(
        roundUnits(summaryMonthlyUnits(amountToCents(item.amount), item.frequency)),
      ),
      confidence: confidenceOrDefault(item.confidence),
    })),
  };
}
