import type { IncomeEntry } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { receiptVerificationText } from './receiptContent.js';
import { receiptText, verificationWords } from './receiptText.js';

const base: NonNullable<IncomeEntry['verification']> = {
  method: 'payroll',
  status: 'verified',
  details: null,
  verifiedAt: '2026-11-22T15:00:00.000Z',
  analysisPending: false,
  documentIds: [],
  transactionIds: [],
  notes: null,
  confidence: null,
};

// Issue 18: a note counted as "Verified". The receipt says a note explains, and proves nothing.
describe('the receipt line about how an income was shown', () => {
  it.each([
    ['en', null, 'Not verified'],
    ['en', base, 'Verified via Payroll'],
    ['en', { ...base, method: 'notes', notes: 'Cash job' }, 'Explained in a note, not verified'],
    [
      'en',
      { ...base, method: 'notes', status: 'explained', notes: 'Cash job' },
      'Explained in a note, not verified',
    ],
    [
      'en',
      { ...base, method: 'documents', status: 'analysis_pending' },
      'Verified via Documents (analysis pending)',
    ],
    ['es', { ...base, method: 'notes' }, 'Explicado en una nota, no verificado'],
  ] as const)('%s %j: %s', (language, verification, expected) => {
    expect(
      receiptVerificationText(
        verification as IncomeEntry['verification'],
        receiptText[language],
        verificationWords[language],
      ),
    ).toBe(expected);
  });
});
