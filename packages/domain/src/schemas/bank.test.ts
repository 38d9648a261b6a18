import { describe, expect, it } from 'vitest';
import {
  analyzeTransactionsResponseSchema,
  analyzeTransactionsSchema,
  BANK_PROVIDER,
  exchangeTokenResponseSchema,
  exchangeTokenSchema,
  linkTokenResponseSchema,
  sandboxInstitutionsResponseSchema,
  sandboxLinkResponseSchema,
  sandboxLinkSchema,
  sandboxPublicTokenSchema,
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
    expect(issues(transactionsRequestSchema, { ...body, end_date: '2025-09-30' })).toEqual({
      end_date: 'dateRangeInvalid',
    });
    expect(
      transactionsRequestSchema.parse({
        ...body,
        start_date: '2023-12-31',
        end_date: '2025-12-30',
      }),
    ).toBeTruthy();
    expect(issues(transactionsRequestSchema, { ...body, start_date: '2023-12-30' })).toEqual({
      start_date: 'dateRangeTooLong',
    });
    expect(transactionsResponseSchema.parse({ transactions: [transaction] })).toEqual({
      transactions: [transaction],
    });
  });

  it('SPEC 5: analysis needs at least one selected transaction', () => {
    // SPEC 7 body: only the ids are used; applicantInfo is accepted and dropped.
    const body = {
      transactions: [transaction, transaction],
      incomeEntry: { id: 4, source: 'Acme' },
      applicantInfo: { firstName: 'John', lastName: 'Doe', address: '123 Main St' },
    };
    expect(analyzeTransactionsSchema.parse(body)).toEqual({
      transactionIds: ['tx1'],
      incomeEntryId: 4,
    });
    expect(
      analyzeTransactionsSchema.parse({
        transactions: [{ transaction_id: 'a' }],
        incomeEntryId: '5',
      }),
    ).toEqual({ transactionIds: ['a'], incomeEntryId: 5 });
    expect(issues(analyzeTransactionsSchema, { transactions: [], incomeEntryId: 4 })).toEqual({
      transactions: 'transactionsRequired',
    });
    expect(issues(analyzeTransactionsSchema, { incomeEntryId: 4 })).toEqual({
      transactions: 'transactionsRequired',
    });
    expect(issues(analyzeTransactionsSchema, { transactions: [transaction] })).toEqual({
      incomeEntry: 'incomeEntryMissing',
    });
    const response = {
      verification: {
        verified: true,
        matchedTransactionIds: ['tx1'],
        unmatchedTransactionIds: [],
        averageMonthlyDeposits: 2400,
        reportedMonthlyAmount: 2600,
        payerMatched: true,
        cadence: 'biweekly',
        explanation: 'Deposits match.',
        analysisId: 3,
      },
      confidence: 86,
    };
    expect(analyzeTransactionsResponseSchema.parse(response)).toEqual(response);
  });

  it('sandbox bank: institutions, the link dialog and test public tokens', () => {
    const institutions = {
      institutions: [
        {
          institution_id: 'ins_109508',
          name: 'First Platypus Bank',
          credentials: { username: 'user_good', password: 'pass_good' },
        },
      ],
    };
    expect(sandboxInstitutionsResponseSchema.parse(institutions)).toEqual(institutions);
    const link = {
      link_token: 'link-sandbox-x',
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    };
    expect(sandboxLinkSchema.parse(link)).toEqual(link);
    expect(
      issues(sandboxLinkSchema, { ...link, institution_id: ' ', username: '', password: '' }),
    ).toEqual({
      institution_id: 'bankInstitutionRequired',
      username: 'bankUsernameRequired',
      password: 'bankPasswordRequired',
    });
    const linked = {
      public_token: 'public-sandbox-x',
      metadata: {
        institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
        accounts: [
          {
            id: 'a',
            name: 'Plaid Checking',
            mask: '0000',
            type: 'depository',
            subtype: 'checking',
          },
        ],
      },
    };
    expect(sandboxLinkResponseSchema.parse(linked)).toEqual(linked);
    expect(sandboxPublicTokenSchema.parse({})).toEqual({});
    expect(
      linkTokenResponseSchema.parse({ link_token: 'l', expiration: 'x', provider: 'sandbox' }),
    ).toBeTruthy();
  });
});
