import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankItems } from '../../db/schema.js';
import { type FakePlaidServer, startFakePlaidServer } from '../../test/fakePlaidServer.js';
import { createTestApp, registeredClient, type TestApp } from '../../test/testApp.js';
import { applicantWithIncome, type Transaction, WINDOW } from './bankTestHelpers.js';
import { createTokenCipher } from './encryption.js';

// DESIGN: the Plaid adapter against a local fake of Plaid's HTTP API.

let plaid: FakePlaidServer;
let t: TestApp;
/** Every response body the app sent in this file: the access token must be in none. */
const responses: string[] = [];

beforeAll(async () => {
  plaid = await startFakePlaidServer();
  t = await createTestApp({
    plaid: {
      clientId: plaid.credentials.clientId,
      secret: plaid.credentials.secret,
      env: 'sandbox',
      baseUrl: plaid.baseUrl,
      pageSize: 2,
    },
  });
  // Keep every response body the test clients receive.
  const inject = t.app.inject.bind(t.app) as (options: object) => Promise<{ body: string }>;
  Object.assign(t.app, {
    inject: async (options: object) => {
      const response = await inject(options);
      responses.push(response.body);
      return response;
    },
  });
});
afterAll(async () => {
  await t.close();
  await plaid.close();
});

async function linkedPlaidApplicant() {
  const applicant = await applicantWithIncome(t.app);
  const exchanged = await applicant.client.post('/api/plaid/exchange-token', {
    public_token: plaid.issuePublicToken(),
    metadata: { institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' } },
  });
  return { ...applicant, exchanged };
}

describe('Plaid adapter (PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV set)', () => {
  it('the CSP lets Plaid Link load its script and iframe from Plaid, and nothing else', async () => {
    const { client } = await registeredClient(t.app);
    const csp = String((await client.get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com");
    expect(csp).toContain("frame-src 'self' https://cdn.plaid.com");
    expect(csp).toContain("connect-src 'self' https://*.plaid.com");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('link-token calls /link/token/create with the user, transactions, US and the language', async () => {
    const { client, user } = await registeredClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/plaid/link-token',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      link_token: expect.stringMatching(/^link-sandbox-/),
      expiration: '2026-11-22T19:00:00Z',
      provider: 'plaid',
    });
    const sent = plaid.requests.findLast((request) => request.path === '/link/token/create');
    expect(sent?.body).toMatchObject({
      client_id: 'client-1',
      secret: 'secret-1',
      user: { client_user_id: user.id },
      products: ['transactions'],
      country_codes: ['US'],
      language: 'es',
    });
  });

  it('the sandbox bank’s routes do not exist with Plaid', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/plaid/sandbox/institutions')).statusCode).toBe(404);
    expect((await client.post('/api/plaid/sandbox/public-token', {})).statusCode).toBe(404);
    const link = await client.post('/api/plaid/sandbox/link', {
      link_token: 'x',
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(link.statusCode).toBe(404);
  });

  it('exchange: public token exchange, accounts and institution name; the token stays encrypted', async () => {
    const { exchanged, user } = await linkedPlaidApplicant();
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toEqual({
      access_token: expect.stringMatching(/^item-[\w-]{43}$/),
      accounts: [
        {
          account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
          name: 'Plaid Checking',
          mask: '0000',
          type: 'depository',
          subtype: 'checking',
        },
        {
          account_id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
          name: 'Plaid Saving',
          mask: '1111',
          type: 'depository',
          subtype: 'savings',
        },
      ],
      institution: { name: 'First Platypus Bank' },
    });
    const [row] = await t.database.db.select().from(bankItems).where(eq(bankItems.userId, user.id));
    const realToken = plaid
      .accessTokens()
      .find((token) =>
        row ? createTokenCipher(t.dataKey).decrypt(row.encryptedAccessToken) === token : false,
      );
    expect(realToken).toMatch(/^access-sandbox-/);
    expect(row?.encryptedAccessToken).not.toContain(realToken);
    expect(row?.provider).toBe('plaid');
    expect(row?.providerItemId).toMatch(/^item-/);
    expect(
      createTokenCipher(Buffer.alloc(32)).decrypt.bind(null, row!.encryptedAccessToken),
    ).toThrow();
  });

  it('transactions: /transactions/get page by page, mapped to SPEC 3, stored, with the real token', async () => {
    const { client, exchanged } = await linkedPlaidApplicant();
    const before = plaid.requests.length;
    const response = await client.post('/api/plaid/transactions', {
      access_token: exchanged.json().access_token,
      ...WINDOW,
    });
    expect(response.statusCode).toBe(200);
    const transactions = response.json().transactions as Transaction[];
    expect(transactions).toHaveLength(5);
    expect(transactions[0]).toEqual({
      transaction_id: 'lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje',
      merchant_name: 'Maple Leaf Home Care',
      name: 'MAPLE LEAF HOME CARE PAYROLL',
      date: '2026-11-13',
      category: ['Transfer', 'Payroll'],
      amount: -1203.12,
      account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
    });
    const pages = plaid.requests.slice(before).filter((r) => r.path === '/transactions/get');
    expect(pages.map((page) => page.body.options)).toEqual([
      { count: 2, offset: 0 },
      { count: 2, offset: 2 },
      { count: 2, offset: 4 },
    ]);
    expect(plaid.accessTokens()).toContain(pages[0]?.body.access_token);
    expect(pages[0]?.body).toMatchObject({
      start_date: WINDOW.start_date,
      end_date: WINDOW.end_date,
    });

    const savingsOnly = await client.post('/api/plaid/transactions', {
      access_token: exchanged.json().access_token,
      ...WINDOW,
      account_ids: ['dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK'],
    });
    expect(savingsOnly.json().transactions).toEqual([
      expect.objectContaining({ name: 'INTEREST EARNED', merchant_name: null, category: null }),
    ]);
  });

  it('analyze and verify by bank on Plaid’s transactions', async () => {
    const { client, exchanged, wages } = await linkedPlaidApplicant();
    const transactions = (
      await client.post('/api/plaid/transactions', {
        access_token: exchanged.json().access_token,
        ...WINDOW,
      })
    ).json().transactions as Transaction[];
    const payroll = transactions.filter((tx) => tx.merchant_name === 'Maple Leaf Home Care');
    const analysis = await client.post('/api/plaid/analyze-transactions', {
      transactions: payroll,
      incomeEntry: { id: wages.id },
    });
    expect(analysis.json()).toMatchObject({
      verification: { verified: true, cadence: 'biweekly' },
      confidence: 100,
    });
    const verified = await client.post(`/api/income-entries/${wages.id}/verification`, {
      method: 'bank',
      transactionIds: payroll.map((tx) => tx.transaction_id),
    });
    expect(verified.json().verification).toMatchObject({ method: 'bank', status: 'verified' });
  });

  it('a used or unknown public token: Plaid’s INVALID_PUBLIC_TOKEN as a plain message', async () => {
    const { client } = await registeredClient(t.app);
    const token = plaid.issuePublicToken();
    expect(
      (await client.post('/api/plaid/exchange-token', { public_token: token })).statusCode,
    ).toBe(200);
    const again = await client.post('/api/plaid/exchange-token', { public_token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error_code: 'INVALID_PUBLIC_TOKEN',
      message: 'This bank connection expired or was already used. Please connect your bank again.',
    });
  });

  it('another user’s handle: 404', async () => {
    const { exchanged } = await linkedPlaidApplicant();
    const other = await registeredClient(t.app);
    const response = await other.client.post('/api/plaid/transactions', {
      access_token: exchanged.json().access_token,
      ...WINDOW,
    });
    expect(response.statusCode).toBe(404);
  });

  it('Plaid refusing the keys: 502 with a plain message, nothing of Plaid’s answer', async () => {
    const wrongKeys = await createTestApp({
      plaid: {
        clientId: plaid.credentials.clientId,
        secret: 'wrong-secret',
        env: 'sandbox',
        baseUrl: plaid.baseUrl,
      },
    });
    try {
      const { client } = await registeredClient(wrongKeys.app);
      const response = await client.post('/api/plaid/link-token');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'We could not reach your bank right now. Please try again in a few minutes.',
      });
      expect(
        plaid.requests.some(
          (request) =>
            request.path === '/link/token/create' && request.body.secret === 'wrong-secret',
        ),
      ).toBe(true);
    } finally {
      await wrongKeys.close();
    }
  });

  it('no response ever held a Plaid access token', () => {
    expect(plaid.accessTokens().length).toBeGreaterThan(3);
    expect(responses.length).toBeGreaterThan(10);
    for (const token of plaid.accessTokens()) {
      for (const body of responses) expect(body).not.toContain(token);
    }
    for (const body of responses) expect(body).not.toContain('access-sandbox-');
  });
});
