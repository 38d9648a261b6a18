import { describe, expect, it } from 'vitest';
import {
  compareExtractedData,
  DISCREPANCY_PERCENT,
  isDiscrepancy,
  matchingEntry,
  sourcesMatch,
} from './extractedComparison.js';

describe('AI-extracted comparison (SPEC 2, 3, 9)', () => {
  it('uses a 10 percent threshold', () => {
    expect(DISCREPANCY_PERCENT).toBe(10);
  });

  it.each([
    [1100n, 1000n, false],
    [1101n, 1000n, true],
    [900n, 1000n, false],
    [899n, 1000n, true],
    [0n, 0n, false],
    [1n, 0n, true],
    [0n, 1000n, true],
  ])('extracted %s vs reported %s: discrepancy %s', (extracted, reported, expected) => {
    expect(isDiscrepancy(extracted, reported)).toBe(expected);
  });

  it.each([
    ['Acme Corp', 'acme', true],
    ['acme', 'ACME CORP PAYROLL', true],
    [' Acme ', 'acme', true],
    ['Acme', 'Diner', false],
    ['', 'Acme', false],
    ['Acme', null, false],
    [undefined, 'Acme', false],
  ])('%j matches %j: %s (case-insensitive contains)', (a, b, expected) => {
    expect(sourcesMatch(a, b)).toBe(expected);
  });

  const entries = [
    { id: 1, categoryId: 1, source: 'Acme Corp', amount: '2000', frequency: 'monthly' },
    { id: 2, categoryId: 3, source: 'Social Security', amount: '1000', frequency: 'monthly' },
  ];

  it('matches by source or by document source', () => {
    expect(matchingEntry({ source: 'ACME' }, entries)?.id).toBe(1);
    expect(
      matchingEntry({ source: 'x', documentSource: 'social security letter' }, entries)?.id,
    ).toBe(2);
    expect(matchingEntry({ source: 'Diner' }, entries)).toBeUndefined();
  });

  it('compares monthly amounts and flags differences over 10 percent', () => {
    const data = compareExtractedData(
      {
        extractedData: {
          income: [
            {
              category: 'wages',
              source: 'Acme',
              amount: 1000,
              frequency: 'weekly',
              documentSource: 'paystub.pdf',
              confidence: 0.9,
            },
            { source: 'Social Security', amount: '1050', frequency: 'monthly' },
            { source: 'Lottery', amount: 50, frequency: 'annual', documentSource: 'ticket.png' },
            {},
            // Decision 0261: a per-period amount of unknown frequency is not compared.
            { source: 'Acme', amount: 900, frequency: 'unknown', documentSource: 'stub2.pdf' },
          ],
          expenses: [
            {
              description: 'Gas',
              category: 'transportation',
              amount: '120',
              frequency: 'annual',
              confidence: 0.7,
            },
            {},
          ],
        },
      },
      entries,
    );
    expect(data.incomeAmounts).toEqual([
      {
        source: 'Acme',
        documentSource: 'paystub.pdf',
        extractedAmount: 4333.33,
        reportedAmount: 2000,
        matchedEntryId: 1,
        discrepancy: true,
        confidence: 0.9,
      },
      {
        source: 'Social Security',
        documentSource: null,
        extractedAmount: 1050,
        reportedAmount: 1000,
        matchedEntryId: 2,
        discrepancy: false,
        confidence: 0.5,
      },
      {
        source: 'Lottery',
        documentSource: 'ticket.png',
        extractedAmount: 4.17,
        reportedAmount: null,
        matchedEntryId: null,
        discrepancy: false,
        confidence: 0.5,
      },
      {
        source: '',
        documentSource: null,
        extractedAmount: 0,
        reportedAmount: null,
        matchedEntryId: null,
        discrepancy: false,
        confidence: 0.5,
      },
    ]);
    expect(data.expenseAmounts).toEqual([
      { type: 'transportation', description: 'Gas', extractedAmount: 10, confidence: 0.7 },
      { type: 'other', description: '', extractedAmount: 0, confidence: 0.5 },
    ]);
  });

  it('reports a match without an id as null', () => {
    const data = compareExtractedData(
      {
        extractedData: {
          income: [{ source: 'Acme', amount: 1, frequency: 'monthly' }],
          expenses: [],
        },
      },
      [{ categoryId: 1, source: 'Acme', amount: 1, frequency: 'monthly' }],
    );
    expect(data.incomeAmounts[0]?.matchedEntryId).toBeNull();
    expect(data.incomeAmounts[0]?.reportedAmount).toBe(1);
  });
});
