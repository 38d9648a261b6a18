import { describe, expect, it } from 'vitest';
import { extractedIncomeToEntry } from './extractedIncome.js';

describe('extracted income to entry (SPEC 4 and 9)', () => {
  it('maps wages to category 1, W-2, with the auto-extracted comment', () => {
    expect(
      extractedIncomeToEntry({
        category: 'wages',
        source: ' Acme Corp ',
        amount: 1234.5,
        frequency: 'bi-weekly',
        documentSource: 'paystub-march.pdf',
        confidence: 0.92,
      }),
    ).toEqual({
      categoryId: 1,
      source: 'Acme Corp',
      amount: '1234.50',
      frequency: 'biweekly',
      isW2Income: true,
      dontKnowAmount: false,
      comment: 'Auto-extracted from paystub-march.pdf',
      confidence: 0.92,
    });
  });

  // Issue 18: the entry names the document it was read from, so that document is its proof.
  it('keeps the document it was read from, and twice a month as it is', () => {
    expect(
      extractedIncomeToEntry({
        category: 'wages',
        source: 'Maple Leaf Home Care',
        amount: '812.35',
        frequency: 'semi-monthly',
        documentSource: 'pay stub (stub.pdf)',
        documentId: 12,
      }),
    ).toMatchObject({ categoryId: 1, frequency: 'semimonthly', documentId: 12 });
  });

  it('defaults unknown category to 15, confidence to 50%, frequency to monthly', () => {
    expect(
      extractedIncomeToEntry({ category: 'gifts', source: '', amount: 'abc', frequency: 'daily' }),
    ).toEqual({
      categoryId: 15,
      source: 'your document',
      amount: '0.00',
      frequency: 'monthly',
      isW2Income: false,
      dontKnowAmount: false,
      comment: 'Auto-extracted from your document',
      confidence: 0.5,
    });
  });

  it('names the source after the document when the source is missing', () => {
    expect(extractedIncomeToEntry({ documentSource: 'SSA letter' }).source).toBe('SSA letter');
  });
});
