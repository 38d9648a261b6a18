import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxTransactions } from './sandboxTransactions.js';

const accounts = [
  { account_id: 'acc-c', name: 'Checking', mask: '0000', type: 'depository', subtype: 'checking' },
  { account_id: 'acc-s', name: 'Savings', mask: '1111', type: 'depository', subtype: 'savings' },
];
const sources = [
  {
    id: 1,
    categoryId: 1,
    source: 'Corner Market',
    amount: '800.00',
    frequency: 'weekly',
    dontKnowAmount: false,
  },
  {
    id: 2,
    categoryId: 2,
    source: 'Gig Co',
    amount: '0.00',
    frequency: 'monthly',
    dontKnowAmount: true,
  },
  {
    id: 3,
    categoryId: 9,
    source: 'Dividends',
    amount: '50.00',
    frequency: 'monthly',
    dontKnowAmount: false,
  },
];
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('sandboxTransactions', () => {
  it('any window: inside it, newest first, unique ids, the same on every call', () => {
    const seed = randomBytes(32);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2026-11-22') }),
        fc.integer({ min: 0, max: 120 }),
        (start, length) => {
          const window = { startDate: iso(start), endDate: iso(start + length * day) };
          const transactions = sandboxTransactions({ seed, sources, accounts, ...window });
          expect(sandboxTransactions({ seed, sources, accounts, ...window })).toEqual(transactions);
          expect(new Set(transactions.map((t) => t.transaction_id)).size).toBe(transactions.length);
          for (const [index, transaction] of transactions.entries()) {
            expect(transaction.date >= window.startDate && transaction.date <= window.endDate).toBe(
              true,
            );
            expect(transaction.date <= (transactions[index - 1]?.date ?? '9999')).toBe(true);
          }
          for (const pay of transactions.filter((t) => t.merchant_name === 'Corner Market')) {
            expect(-pay.amount).toBeGreaterThanOrEqual(776);
            expect(-pay.amount).toBeLessThanOrEqual(824);
          }
          expect(transactions.some((t) => t.merchant_name === 'Dividends')).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('an unknown amount still gets steady deposits; other seeds, other data', () => {
    const window = { startDate: '2026-08-24', endDate: '2026-11-22' };
    const seed = randomBytes(32);
    const gig = sandboxTransactions({ seed, sources, accounts, ...window }).filter(
      (t) => t.merchant_name === 'Gig Co',
    );
    expect(gig.length).toBeGreaterThanOrEqual(2);
    expect(new Set(gig.map((t) => t.date.slice(8))).size).toBe(1);
    expect(gig.every((t) => t.amount <= -600 * 0.97 && t.amount >= -1600 * 1.03)).toBe(true);
    const other = sandboxTransactions({ seed: randomBytes(32), sources, accounts, ...window });
    expect(other).not.toEqual(sandboxTransactions({ seed, sources, accounts, ...window }));
    expect(sandboxTransactions({ seed, sources, accounts: [], ...window })).toEqual([]);
  });
});
