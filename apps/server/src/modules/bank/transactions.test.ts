import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';
import {
  applicantWithIncome,
  linkSandboxBank,
  loadTransactions,
  type Transaction,
  WINDOW,
} from './bankTestHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dayMs = 86_400_000;
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / dayMs;

describe('POST /api/plaid/transactions (sandbox)', () => {
  it('is deterministic, inside the window, newest first, in Plaid’s shape', async () => {
    const { client } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const first = await loadTransactions(client, access_token);
    const second = await loadTransactions(client, access_token);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(30);
    for (const transaction of first) {
      expect(Object.keys(transaction).sort()).toEqual([
        'account_id',
        'amount',
        'category',
        'date',
        'merchant_name',
        'name',
        'transaction_id',
      ]);
      expect(transaction.date >= WINDOW.start_date && transaction.date <= WINDOW.end_date).toBe(
        true,
      );
    }
    const dates = first.map((transaction) => transaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(first.map((tx) => tx.transaction_id)).size).toBe(first.length);
    // A second link of the same bank by the same applicant sees the same transactions.
    const relinked = await linkSandboxBank(client);
    expect(await loadTransactions(client, relinked.access_token)).toEqual(first);
  });

  it('an end date after today (a phone clock running ahead) gives transactions up to today', async () => {
    const { client } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const ahead = await client.post('/api/plaid/transactions', {
      access_token,
      start_date: WINDOW.start_date,
      end_date: '2026-11-23',
    });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().transactions).toEqual(await loadTransactions(client, access_token));
  });

  it('deposits follow the reported employers and benefits, at their cadence and amount', async () => {
    const { client } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const transactions = await loadTransactions(client, access_token);
    const payroll = transactions.filter((tx) => tx.merchant_name === 'Maple Leaf Home Care');
    // 90 days of biweekly pay: 6 or 7 paydays, 14 days apart, within 3% of $1,200.
    expect(payroll.length).toBeGreaterThanOrEqual(6);
    expect(payroll.length).toBeLessThanOrEqual(7);
    for (const [index, deposit] of payroll.entries()) {
      expect(deposit.name).toBe('MAPLE LEAF HOME CARE PAYROLL');
      expect(deposit.category).toEqual(['Transfer', 'Payroll']);
      expect(deposit.amount).toBeLessThan(0);
      expect(Math.abs(-deposit.amount - 1200)).toBeLessThanOrEqual(36);
      const next = payroll[index + 1];
      if (next) expect(days(next.date, deposit.date)).toBe(14);
    }
    const ssa = transactions.filter((tx) => tx.merchant_name === 'Social Security');
    // Monthly on one day of the month: 3 paydays in the window (2 when it is the 23rd).
    expect(ssa.length).toBeGreaterThanOrEqual(2);
    expect(ssa.length).toBeLessThanOrEqual(3);
    for (const deposit of ssa) {
      expect(deposit).toMatchObject({
        name: 'SOCIAL SECURITY DIR DEP',
        amount: -950,
        category: ['Transfer', 'Deposit'],
      });
    }
    expect(new Set(ssa.map((deposit) => deposit.date.slice(8)))).toHaveProperty('size', 1);
    // Rental income (category 5) gets no deposits; spending is positive.
    expect(transactions.some((tx) => tx.merchant_name === 'Garage rental')).toBe(false);
    const spending = transactions.filter((tx) => tx.amount > 0);
    expect(spending.length).toBeGreaterThan(20);
    const merchants = new Set(spending.map((tx) => tx.merchant_name));
    for (const merchant of ['Safeway', 'Shell', 'Oakwood Apartments', 'T-Mobile', 'Venmo']) {
      expect(merchants).toContain(merchant);
    }
  });

  it('weekly and yearly sources: every 7 days; a twelfth each month', async () => {
    const applicant = await applicantWithIncome(t.app);
    const add = (body: Record<string, unknown>) =>
      applicant.client.post('/api/income-entries', {
        applicationId: applicant.applicationId,
        ...body,
      });
    await add({ categoryId: 2, source: 'Rideshare Co', amount: '300', frequency: 'weekly' });
    await add({ categoryId: 4, source: 'State UI', amount: '12000', frequency: 'annual' });
    const { access_token } = await linkSandboxBank(applicant.client);
    const transactions = await loadTransactions(applicant.client, access_token);
    const weekly = transactions.filter((tx) => tx.merchant_name === 'Rideshare Co');
    expect(weekly.length).toBeGreaterThanOrEqual(12);
    expect(days(weekly[1]!.date, weekly[0]!.date)).toBe(7);
    const yearly = transactions.filter((tx) => tx.merchant_name === 'State UI');
    expect(yearly.length).toBeGreaterThanOrEqual(2);
    expect(yearly.every((tx) => tx.amount === -1000)).toBe(true);
  });

  it('each applicant gets their own transactions', async () => {
    const a = await applicantWithIncome(t.app);
    const b = await applicantWithIncome(t.app);
    const ta = await loadTransactions(a.client, (await linkSandboxBank(a.client)).access_token);
    const tb = await loadTransactions(b.client, (await linkSandboxBank(b.client)).access_token);
    const ids = new Set(ta.map((tx) => tx.transaction_id));
    expect(tb.some((tx) => ids.has(tx.transaction_id))).toBe(false);
  });

  it('filters by account and stores what it returned for this applicant', async () => {
    const { client, user } = await applicantWithIncome(t.app);
    const linked = await linkSandboxBank(client);
    const savings = linked.accounts.find((account) => account.subtype === 'savings')!;
    const response = await client.post('/api/plaid/transactions', {
      access_token: linked.access_token,
      ...WINDOW,
      account_ids: [savings.account_id],
    });
    const transactions = response.json().transactions as Transaction[];
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((tx) => tx.account_id === savings.account_id)).toBe(true);
    const { bankTransactions } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const stored = await t.database.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.userId, user.id));
    expect(stored.map((row) => row.data)).toEqual(expect.arrayContaining(transactions));
  });

  it('a shorter window is a subset of the longer one', async () => {
    const { client } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const all = await loadTransactions(client, access_token);
    const short = (
      await client.post('/api/plaid/transactions', {
        access_token,
        start_date: '2026-11-01',
        end_date: '2026-11-15',
      })
    ).json().transactions as Transaction[];
    expect(short.length).toBeGreaterThan(0);
    expect(short).toEqual(all.filter((tx) => tx.date >= '2026-11-01' && tx.date <= '2026-11-15'));
  });

  it.each([
    [{ start_date: '08/24/2026' }, 'Enter a date like 2026-01-31.'],
    [
      { start_date: '2026-11-23', end_date: '2026-11-22' },
      'The end date must be on or after the start date.',
    ],
    [{ start_date: '2024-11-01' }, 'Choose dates at most two years apart.'],
    [{ access_token: '' }, 'The bank connection was lost. Please connect your bank again.'],
  ])('refuses %o', async (change, message) => {
    const { client } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const response = await client.post('/api/plaid/transactions', {
      access_token,
      ...WINDOW,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a bank linked through the other provider must be linked again', async () => {
    const { client, user } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const { bankItems } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(bankItems)
      .set({ provider: 'plaid' })
      .where(eq(bankItems.userId, user.id));
    const response = await client.post('/api/plaid/transactions', { access_token, ...WINDOW });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Your bank needs you to sign in again. Please connect your bank again.',
    );
  });

  it('another user’s or an unknown handle: 404; signed out: 401', async () => {
    const owner = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(owner.client);
    const other = await registeredClient(t.app);
    for (const handle of [access_token, 'item-unknown']) {
      const response = await other.client.post('/api/plaid/transactions', {
        access_token: handle,
        ...WINDOW,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'We could not find that bank connection. Please connect your bank again.',
      );
    }
    const signedOut = await new TestClient(t.app).post('/api/plaid/transactions', {
      access_token,
      ...WINDOW,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
