import { describe, expect, it } from 'vitest';
import { storedBankAnalysisSchema } from './bankAnalysis.js';

// Issue 6: what a bank analysis keeps; the server parses it back with this schema.
const stored = {
  verified: false,
  matchedTransactionIds: ['t1'],
  unmatchedTransactionIds: ['t2'],
  averageMonthlyDeposits: 2600,
  reportedMonthlyAmount: 2400,
  payerMatched: true,
  cadence: 'biweekly',
  findings: [
    { kind: 'matched', count: 1, payer: 'Maple Leaf Home Care' },
    { kind: 'notDeposits', count: 1 },
    { kind: 'amountDifferent', count: 1, expectedCents: 120000, percent: 12 },
    { kind: 'cadenceDifferent', cadence: 'monthly', expected: 'biweekly' },
    { kind: 'monthlyEstimate', averageMonthlyCents: 260000, reportedMonthlyCents: 240000 },
  ],
};

describe('storedBankAnalysisSchema', () => {
  it('reads back what the analysis stored', () => {
    expect(storedBankAnalysisSchema.parse(stored)).toEqual(stored);
  });

  it.each([
    ['an unknown finding', { findings: [{ kind: 'guess' }] }],
    ['a finding without its count', { findings: [{ kind: 'notDeposits' }] }],
    ['an unknown cadence', { cadence: 'daily' }],
    ['no verified flag', { verified: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(storedBankAnalysisSchema.safeParse({ ...stored, ...change }).success).toBe(false);
  });
});
