import { describe, expect, it } from 'vitest';
import {
  BANK_LINK_RETRY_DELAY_MS,
  BANK_TRANSACTION_WINDOW_DAYS,
  bankTransactionWindow,
  incomeEntryBadges,
  payrollLinkAllowed,
  verificationMethodLabels,
  verificationMethods,
  verificationProgress,
  verifiedViaText,
} from './verificationMethods.js';

describe('verification methods (SPEC 2, 4, 6)', () => {
  it('offers four methods with labels', () => {
    expect([...verificationMethods]).toEqual(['documents', 'payroll', 'bank', 'notes']);
    expect(Object.keys(verificationMethodLabels)).toEqual([...verificationMethods]);
    expect(verifiedViaText('bank')).toBe('Verified via Bank Account');
  });

  it.each([
    [{ categoryId: 3, isW2Income: true }, true],
    [{ categoryId: 1, isW2Income: false }, true],
    [{ categoryId: 2 }, true],
    [{ categoryId: 4, isW2Income: null }, false],
    [{ categoryId: 5, isW2Income: false }, false],
  ])('payroll for %j: %s', (entry, allowed) => {
    expect(payrollLinkAllowed(entry)).toBe(allowed);
  });

  it.each([
    [{ categoryId: 1, isW2Income: true }, ['W-2']],
    [{ categoryId: 3, isW2Income: true }, ['W-2']],
    [{ categoryId: 1, isW2Income: false }, ['1099']],
    [{ categoryId: 2 }, ['1099']],
    [{ categoryId: 3 }, []],
  ])('badges for %j: %j', (entry, badges) => {
    expect(incomeEntryBadges(entry)).toEqual(badges);
  });

  it('counts verified sources', () => {
    expect(
      verificationProgress([{ verification: { method: 'notes' } }, { verification: null }, {}]),
    ).toEqual({ verified: 1, total: 3, allVerified: false });
    expect(verificationProgress([{ verification: {} }])).toEqual({
      verified: 1,
      total: 1,
      allVerified: true,
    });
  });

  it('SPEC 7/9: 90 days of transactions, retry after 100 ms', () => {
    expect(BANK_TRANSACTION_WINDOW_DAYS).toBe(90);
    expect(BANK_LINK_RETRY_DELAY_MS).toBe(100);
    expect(bankTransactionWindow(new Date('2026-03-31T23:00:00Z'))).toEqual({
      start_date: '2025-12-31',
      end_date: '2026-03-31',
    });
  });
});
