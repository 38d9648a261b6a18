import { describe, expect, it } from 'vitest';
import { confidencePercent, discrepancyCount, hasAiComparison } from './summaryView';

const item = (discrepancy: boolean) => ({
  source: 'Acme',
  documentSource: 'stub.pdf',
  extractedAmount: 100,
  reportedAmount: 80,
  matchedEntryId: 1,
  discrepancy,
  confidence: 0.9,
});

describe('step 11 view helpers', () => {
  it('shows the AI card only when documents gave amounts', () => {
    expect(hasAiComparison(null)).toBe(false);
    expect(hasAiComparison({ incomeAmounts: [], expenseAmounts: [] })).toBe(false);
    expect(hasAiComparison({ incomeAmounts: [item(false)], expenseAmounts: [] })).toBe(true);
    expect(
      hasAiComparison({
        incomeAmounts: [],
        expenseAmounts: [{ type: 'x', description: 'y', extractedAmount: 1, confidence: 1 }],
      }),
    ).toBe(true);
  });

  it('counts the amounts with a discrepancy', () => {
    expect(
      discrepancyCount({
        incomeAmounts: [item(true), item(false), item(true)],
        expenseAmounts: [],
      }),
    ).toBe(2);
  });

  it('gives confidence as a whole percent between 0 and 100', () => {
    expect(confidencePercent(0.874)).toBe(87);
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-1)).toBe(0);
  });
});
