import {
  categoryIdForExtracted,
  confidenceOrDefault,
  isExtractedW2,
} from '../catalogs/extractedCategories.js';
import { frequencyOrMonthly, type IncomeFrequency } from '../catalogs/frequencies.js';
import { amountToCents, centsToAmountText } from '../money/amount.js';
import type { ExtractedIncomeLike } from '../summaries/extractedComparison.js';

export interface PrefilledIncomeEntry {
  categoryId: number;
  source: string;
  amount: string;
  frequency: IncomeFrequency;
  isW2Income: boolean;
  dontKnowAmount: false;
  comment: string;
  confidence: number;
  /** The document it was read from, when known: it becomes the entry's proof (issue 18). */
  documentId?: number;
}

/**
 * SPEC 4: extracted income becomes an income entry: category by SPEC 9's map (unknown -> 15),
 * flagged W-2 for wages, comment 'Auto-extracted from {document source}', confidence 50% when
 * missing. Unknown frequencies count as monthly; unparseable amounts as 0.
 */
export function extractedIncomeToEntry(item: ExtractedIncomeLike): PrefilledIncomeEntry {
  const documentSource = item.documentSource?.trim() || 'your document';
  return {
    categoryId: categoryIdForExtracted(item.category),
    source: item.source?.trim() || documentSource,
    amount: centsToAmountText(amountToCents(item.amount)),
    frequency: frequencyOrMonthly(item.frequency),
    isW2Income: isExtractedW2(item.category),
    dontKnowAmount: false,
    comment: `Auto-extracted from ${documentSource}`,
    confidence: confidenceOrDefault(item.confidence),
    ...(item.documentId !== undefined ? { documentId: item.documentId } : {}),
  };
}
