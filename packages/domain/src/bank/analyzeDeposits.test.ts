import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeDeposits,
  BANK_VERIFIED_MIN_CONFIDENCE,
  DEPOSIT_WEIGHTS,
  type DepositTransaction,
  type ReportedIncome,
} from './analyzeDeposits.js';

const applicantName = 'Maria Lopez';
const maple: ReportedIncome = {
  source: 'Maple Leaf Home Care',
  amount: '1200',
  frequency: 'biweekly',
};

let counter = 0;
function tx(
  amount: number,
  date: string,
  name = 'MAPLE LEAF HOME CARE PAYROLL',
): DepositTransaction {
  counter += 1;
  return { transaction_id: `t${counter}`, name, merchant_name: null, date, amount };
}
const payroll = (amount: number, date: string) => tx(amount, date);
const grocery = (date: string) => tx(84.12, date, 'SAFEWAY #1234');

describe('analyzeDeposits', () => {
  it('two biweekly payroll deposits from the reported employer: verified', () => {
    const a = payroll(-1187.4, '2026-11-13');
    const b = payroll(-1216.02, '2026-10-30');
    const result = analyzeDeposits({ transactions: [a, b], income: maple, applicantName });
    expect(result).toMatchObject({
      verified: true,
      confidence: 100,
      matchedTransactionIds: [a.transaction_id, b.transaction_id],
      unmatchedTransactionIds: [],
      payerMatched: true,
      cadence: 'biweekly',
      expectedCadence: 'biweekly',
      // (118740 + 121602) / 2 = 120171 cents x 26 / 12
      averageMonthlyCents: 260371,
      reportedMonthlyCents: 260000,
    });
    expect(result.findings).toEqual([
      { kind: 'matched', count: 2, payer: 'Maple Leaf Home Care' },
      { kind: 'cadenceMatched', cadence: 'biweekly' },
      { kind: 'monthlyEstimate', averageMonthlyCents: 260371, reportedMonthlyCents: 260000 },
    ]);
  });

  it('only spending selected: not verified, no confidence', () => {
    const result = analyzeDeposits({
      transactions: [grocery('2026-11-10'), grocery('2026-11-03')],
      income: maple,
      applicantName,
    });
    expect(result).toMatchObject({
      verified: false,
      confidence: 0,
      matchedTransactionIds: [],
      payerMatched: false,
      cadence: 'unknown',
      averageMonthlyCents: 0,
      findings: [{ kind: 'noDeposits' }],
    });
    expect(result.unmatchedTransactionIds).toHaveLength(2);
  });

  it('spending mixed in lowers the confidence by its share', () => {
    const result = analyzeDeposits({
      transactions: [
        payroll(-1200, '2026-11-13'),
        payroll(-1200, '2026-10-30'),
        grocery('2026-11-01'),
      ],
      income: maple,
      applicantName,
    });
    expect(result.confidence).toBe(67);
    expect(result.verified).toBe(false);
    expect(result.findings).toContainEqual({ kind: 'notDeposits', count: 1 });
  });

  it('deposits from someone else, or of another size, do not match', () => {
    const other = tx(-1200, '2026-11-13', 'ZELLE FROM MARIA LOPEZ');
    const small = payroll(-600, '2026-10-30');
    const result = analyzeDeposits({ transactions: [other, small], income: maple, applicantName });
    expect(result.matchedTransactionIds).toEqual([]);
    expect(result.verified).toBe(false);
    expect(result.payerMatched).toBe(true);
    expect(result.checks).toEqual([
      {
        transaction_id: other.transaction_id,
        deposit: true,
        payerSimilarity: 0,
        amountWithinThreshold: true,
        matched: false,
      },
      {
        transaction_id: small.transaction_id,
        deposit: true,
        payerSimilarity: 1,
        amountWithinThreshold: false,
        matched: false,
      },
    ]);
    expect(result.findings).toEqual(
      expect.arrayContaining([
        { kind: 'payerDifferent', count: 1, payer: 'Maple Leaf Home Care' },
        { kind: 'amountDifferent', count: 1, expectedCents: 120000, percent: 10 },
        { kind: 'cadenceMatched', cadence: 'biweekly' },
      ]),
    );
  });

  it('SPEC 9: within 10 percent matches, more does not', () => {
    const within = payroll(-1320, '2026-11-13');
    const over = payroll(-1320.01, '2026-10-30');
    const result = analyzeDeposits({ transactions: [within, over], income: maple, applicantName });
    expect(result.matchedTransactionIds).toEqual([within.transaction_id]);
  });

  it('deposits at another cadence than reported', () => {
    const result = analyzeDeposits({
      transactions: [payroll(-1200, '2026-11-13'), payroll(-1200, '2026-11-06')],
      income: maple,
      applicantName,
    });
    expect(result.cadence).toBe('weekly');
    expect(result.findings).toContainEqual({
      kind: 'cadenceDifferent',
      cadence: 'weekly',
      expected: 'biweekly',
    });
    // 0.4 + 0.35 + 0 = 75 percent: still verified by payer and amount.
    expect(result.confidence).toBe(75);
    expect(result.averageMonthlyCents).toBe(520000);
  });

  it('irregular deposits are estimated at the reported frequency', () => {
    const result = analyzeDeposits({
      transactions: [payroll(-1200, '2026-11-13'), payroll(-1200, '2026-09-20')],
      income: { ...maple, frequency: 'monthly' },
      applicantName,
    });
    expect(result.cadence).toBe('irregular');
    expect(result.averageMonthlyCents).toBe(120000);
  });

  it('one deposit: cadence unknown, half its weight', () => {
    const result = analyzeDeposits({
      transactions: [payroll(-1200, '2026-11-13')],
      income: maple,
      applicantName,
    });
    expect(result.cadence).toBe('unknown');
    expect(result.confidence).toBe(88);
    expect(result.verified).toBe(true);
    expect(result.findings.some((finding) => finding.kind.startsWith('cadence'))).toBe(false);
  });

  it('annual income arrives monthly, at a twelfth', () => {
    const annual: ReportedIncome = {
      source: 'Social Security',
      amount: '12000',
      frequency: 'annual',
    };
    const deposits = [
      { ...tx(-1000, '2026-11-03', 'SSA TREAS 310'), merchant_name: 'Social Security' },
      tx(-1000, '2026-10-03', 'SOCIAL SECURITY DIR DEP'),
    ];
    const result = analyzeDeposits({ transactions: deposits, income: annual, applicantName });
    expect(result).toMatchObject({
      verified: true,
      cadence: 'monthly',
      reportedMonthlyCents: 100000,
    });
  });

  it.each([
    ['dontKnowAmount', { ...maple, dontKnowAmount: true }],
    ['zero amount', { ...maple, amount: '0' }],
    ['unreadable amount', { ...maple, amount: 'abc' }],
  ])('unknown reported amount (%s): amounts are not compared', (_, income) => {
    const result = analyzeDeposits({
      transactions: [payroll(-1200, '2026-11-13'), payroll(-1250, '2026-10-30')],
      income,
      applicantName,
    });
    expect(result.reportedMonthlyCents).toBe(0);
    expect(result.matchedTransactionIds).toHaveLength(2);
    expect(result.findings).toContainEqual({ kind: 'amountUnknown' });
    expect(result.confidence).toBe(Math.round(100 * (0.4 + 0.35 * 0.5 + 0.25)));
  });

  it('a zero-amount or unreadable transaction is not a deposit', () => {
    const result = analyzeDeposits({
      transactions: [payroll(0, '2026-11-13'), payroll(Number.NaN, '2026-11-12')],
      income: maple,
      applicantName,
    });
    expect(result.findings).toEqual([{ kind: 'noDeposits' }]);
  });

  it('confidence stays in 0-100, matched and unmatched split the selection', () => {
    const transaction = fc.record({
      transaction_id: fc.uuid(),
      name: fc.constantFrom(
        'MAPLE LEAF HOME CARE PAYROLL',
        'SAFEWAY',
        'ZELLE FROM MARIA LOPEZ',
        'MAPLE',
      ),
      merchant_name: fc.constantFrom(null, 'Maple Leaf Home Care'),
      date: fc
        .date({ min: new Date('2025-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      amount: fc.double({ min: -5000, max: 5000, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(transaction, {
          minLength: 1,
          maxLength: 12,
          selector: (t) => t.transaction_id,
        }),
        fc.constantFrom('weekly', 'biweekly', 'monthly', 'annual'),
        fc.integer({ min: 0, max: 1_000_000 }),
        (transactions, frequency, cents) => {
          const income = { source: 'Maple Leaf Home Care', amount: cents / 100, frequency };
          const result = analyzeDeposits({ transactions, income, applicantName });
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(100);
          expect(Number.isInteger(result.confidence)).toBe(true);
          expect(
            [...result.matchedTransactionIds, ...result.unmatchedTransactionIds].sort(),
          ).toEqual(transactions.map((t) => t.transaction_id).sort());
          if (result.verified) {
            expect(result.confidence).toBeGreaterThanOrEqual(BANK_VERIFIED_MIN_CONFIDENCE);
            expect(result.matchedTransactionIds.length).toBeGreaterThan(0);
          }
          for (const id of result.matchedTransactionIds) {
            const check = result.checks.find((c) => c.transaction_id === id);
            expect(check?.deposit).toBe(true);
          }
        },
      ),
    );
  });

  it('weights sum to one', () => {
    expect(DEPOSIT_WEIGHTS.payer + DEPOSIT_WEIGHTS.amount + DEPOSIT_WEIGHTS.cadence).toBeCloseTo(1);
  });
});
