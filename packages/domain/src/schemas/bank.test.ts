import { describe, expect, it } from 'vitest';
import {
  analyzeTransactionsResponseSchema,
  analyzeTransactionsSchema,
  BANK_PROVIDER,
  exchangeTokenResponseSchema,
  exchangeTokenSchema,
  linkTokenResponseSchema,
  transactionsRequestSchema,
  transactionsResponseSchema,
} from './bank.js';
import { issues } from './issues.test-util.js';

const transaction = {
  transaction_id: 'tx1',
  merchant_name: 'Acme Payroll',
  name: 'ACME PAYROLL DEP',
  date: '2026-01-15',
  category: ['Transfer', 'Payroll'],
  amount: -1200,
  account_id: 'acc1',
};

describe('bank link bodies (SPEC 7, DESIGN)', () => {
  it('uses plaid as the provider segment', () => {
    expect(BANK_PROVIDER).toBe('plaid');
    expect(linkTokenResponseSchema.parse({ link_token: 'link-1' })).toEqual({
      link_token: 'link-1',
    });
  });

  it('exchanges a public token, keeping unknown metadata', () => {
    const body = {
      public_token: 'public-1',
      metadata: { institution: { name: 'Bank', institution_id: 'ins_1' }, link_session_id: 's' },
    };
    expect(exchangeTokenSchema.parse(body)).toEqual(body);
    expect(exchangeTokenSchema.parse({ public_token: 'p' })).toEqual({ public_token: 'p' });
    expect(issues(exchangeTokenSchema, { public_token: ' ' })).toEqual({
      public_token: 'bankTokenRequired',
    });
    const response = {
      access_token: 'item-1',
      accounts: [
        { account_id: 'a', name: 'Checking', mask: '0000', type: 'depository', subtype: null },
      ],
      institution: { name: 'Bank' },
    };
    expect(exchangeTokenResponseSchema.parse(response)).toEqual(response);
  });

  it('asks for transactions between two dates', () => {
    const body = { access_token: 'item-1', start_date: '2025-10-01', end_date: '2025-12-30' };
    expect(transactionsRequestSchema.parse(body)).toEqual(body);
    expect(issues(transactionsRequestSchema, { ...body, start_date: '10/01/2025' })).toEqual({
      start_date: 'dateInvalid',
    });
    expect(issues(transactionsRequestSchema, { ...body, access_token: '' })).toEqual({
      access_token: 'bankTokenRequired',
    });
    expect(transactionsResponseSchema.parse({ transactions: [transaction] })).toEqual({
      transactions: [transaction],
    });
  });

  it('SPEC 5: analysis needs at least one selected transaction', () => {
    expect(
      analyzeTransactionsSchema.parse({ transactions: [transaction], incomeEntryId: 4 }),
    ).toEqual({ transactions: [transaction], incomeEntryId: 4 });
    expect(issues(analyzeTransactionsSchema, { transactions: [], incomeEntryId: 4 })).toEqual({
      transactions: 'transactionsRequired',
    });
    expect(issues(analyzeTransactionsSchema, { incomeEntryId: 4 })).toEqual({
      transactions: 'transactionsRequired',
    });
    const response = {
      verification: {
        verified: true,
        matchedTransactionIds: ['tx1'],
        averageMonthlyDeposits: 2400,
        reportedMonthlyAmount: 2600,
        explanation: 'Deposits match.',
      },
      confidence: 86,
    };
    expect(analyzeTransactionsResponseSchema.parse(response)).toEqual(response);
  });
});
