import type { EnhancedFinancialSummaryResponse } from '@benefits/domain';

type Summary = EnhancedFinancialSummaryResponse;
type AiData = NonNullable<Summary['aiExtractedData']>;

/** The AI card shows only when the documents gave amounts to compare. */
export function hasAiComparison(data: Summary['aiExtractedData']): data is AiData {
  return data !== null && (data.incomeAmounts.length > 0 || data.expenseAmounts.length > 0);
}

export function discrepancyCount(data: AiData): number {
  return data.incomeAmounts.filter((item) => item.discrepancy).length;
}

/** Confidence 0-1 as a whole percent. */
export function confidencePercent(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}
