import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, markSubmitted, type TestApp, TestClient } from '../../test/testApp.js';
import {
  applicantWithIncome,
  linkSandboxBank,
  loadTransactions,
  type Transaction,
} from './bankTestHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkedApplicant(overrides: Record<string, unknown> = {}) {
  const applicant = await applicantWithIncome(t.app, overrides);
  const { access_token } = await linkSandboxBank(applicant.client);
  const transactions = await loadTransactions(applicant.client, access_token);
  const payroll = transactions.filter((tx) => tx.merchant_name === 'Maple Leaf Home Care');
  const spending = transactions.filter((tx) => tx.amount > 0);
  return { ...applicant, transactions, payroll, spending };
}

function analyze(client: TestClient, body: Record<string, unknown>, language = 'en') {
  return client.request({
    method: 'POST',
    url: '/api/plaid/analyze-transactions',
    headers: { 'accept-language': language },
    payload: body,
  });
}

const sampleApplicant = { firstName: 'John', lastName: 'Doe', address: '123 Main St' };

describe('POST /api/plaid/analyze-transactions', () => {
  it('two payroll deposits of the reported employer: verified, confidence of at least 80', async () => {
    const { client, wages, payroll } = await linkedApplicant();
    const chosen = payroll.slice(0, 2);
    const response = await analyze(client, {
      transactions: chosen,
      incomeEntry: { id: wages.id },
      applicantInfo: sampleApplicant,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.confidence).toBeGreaterThanOrEqual(80);
    expect(body.verification).toMatchObject({
      verified: true,
      matchedTransactionIds: chosen.map((tx) => tx.transaction_id),
      unmatchedTransactionIds: [],
      payerMatched: true,
      cadence: 'biweekly',
      reportedMonthlyAmount: 2600,
      analysisId: expect.any(Number),
    });
    expect(Math.abs(body.verification.averageMonthlyDeposits - 2600)).toBeLessThanOrEqual(78);
    expect(body.verification.explanation).toMatch(
      /^2 deposits from Maple Leaf Home Care match what you reported\. They arrive every two weeks, as you said\. That is about \$[\d,.]+ a month; you reported \$2,600\.00 a month\.$/,
    );
  });

  it('spending selected as income: not verified, low confidence, says why', async () => {
    const { client, wages, spending } = await linkedApplicant();
    const response = await analyze(client, {
      transactions: spending.slice(0, 3),
      incomeEntry: { id: wages.id },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.confidence).toBeLessThan(20);
    expect(body.verification.verified).toBe(false);
    expect(body.verification.matchedTransactionIds).toEqual([]);
    expect(body.verification.explanation).toBe(
      'None of the chosen transactions is money coming in. Please choose the deposits from this income.',
    );
  });

  it('benefit deposits checked against the SSA entry; Spanish explanation', async () => {
    const { client, benefit, transactions } = await linkedApplicant();
    const ssa = transactions.filter((tx) => tx.merchant_name === 'Social Security');
    const response = await analyze(client, { transactions: ssa, incomeEntryId: benefit.id }, 'es');
    expect(response.json().verification.verified).toBe(true);
    expect(response.json().verification.explanation).toMatch(
      /^\d depósitos de Social Security coinciden con lo que usted informó\./,
    );
  });

  it('uses the signed-in applicant’s real name, never applicantInfo', async () => {
    // The applicant's own name is not a payer: deposits named only like the signed-in
    // applicant (a transfer to themselves) cannot verify a source of the same name...
    const namesake = await linkedApplicant({ firstName: 'Maple', lastName: 'Leaf' });
    const selfNamed = (
      await namesake.client.post('/api/income-entries', {
        applicationId: namesake.applicationId,
        categoryId: 2,
        source: 'Maple Leaf',
        amount: '1200',
        frequency: 'biweekly',
      })
    ).json();
    const { access_token } = await linkSandboxBank(namesake.client);
    const deposits = (await loadTransactions(namesake.client, access_token)).filter(
      (tx) => tx.merchant_name === 'Maple Leaf',
    );
    const own = await analyze(namesake.client, {
      transactions: deposits.slice(0, 2),
      incomeEntry: { id: selfNamed.id },
      applicantInfo: sampleApplicant,
    });
    expect(own.json().verification).toMatchObject({ payerMatched: false, verified: false });
    // ...while a client claiming to be 'Maple Leaf Home Care' does not change the result.
    const real = await linkedApplicant();
    const claimed = await analyze(real.client, {
      transactions: real.payroll.slice(0, 2),
      incomeEntry: { id: real.wages.id, source: 'Something Else', amount: '1' },
      applicantInfo: { firstName: 'Maple Leaf', lastName: 'Home Care', address: 'x' },
    });
    expect(claimed.json().verification.verified).toBe(true);
    expect(claimed.json().verification.explanation).toContain('from Maple Leaf Home Care');
    expect(claimed.json().confidence).toBe(
      (
        await analyze(real.client, {
          transactions: real.payroll.slice(0, 2),
          incomeEntry: { id: real.wages.id },
        })
      ).json().confidence,
    );
  });

  it('amounts come from the stored copies, not from what the browser sends', async () => {
    const { client, wages, payroll } = await linkedApplicant();
    const forged = payroll
      .slice(0, 2)
      .map((tx: Transaction) => ({ ...tx, amount: -99_999, name: 'FORGED' }));
    const response = await analyze(client, { transactions: forged, incomeEntry: { id: wages.id } });
    expect(response.json().verification.verified).toBe(true);
    expect(response.json().verification.averageMonthlyDeposits).toBeLessThan(3000);
  });

  it('SPEC 5: no transaction selected', async () => {
    const { client, wages } = await linkedApplicant();
    const response = await analyze(client, { transactions: [], incomeEntry: { id: wages.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'No Deposits Chosen - Please pick at least one deposit to check.',
    );
  });

  it('refuses transactions the bank did not return to this applicant', async () => {
    const owner = await linkedApplicant();
    const other = await linkedApplicant();
    for (const transactions of [
      [{ transaction_id: 'txn-made-up' }],
      owner.payroll.slice(0, 1),
      [...other.payroll.slice(0, 1), ...owner.payroll.slice(0, 1)],
    ]) {
      const response = await analyze(other.client, {
        transactions,
        incomeEntry: { id: other.wages.id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'We could not find those bank deposits. Please link your bank account and choose the deposits again.',
      );
    }
  });

  it('another user’s entry: 404; missing entry: 400; submitted: 409; signed out: 401', async () => {
    const owner = await linkedApplicant();
    const other = await linkedApplicant();
    const stolen = await analyze(other.client, {
      transactions: other.payroll.slice(0, 1),
      incomeEntry: { id: owner.wages.id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('We could not find that income source.');
    const missing = await analyze(other.client, { transactions: other.payroll.slice(0, 1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose the income source this expense belongs to.');
    await markSubmitted(t, owner.applicationId);
    const late = await analyze(owner.client, {
      transactions: owner.payroll.slice(0, 1),
      incomeEntry: { id: owner.wages.id },
    });
    expect(late.statusCode).toBe(409);
    const signedOut = await analyze(new TestClient(t.app), {
      transactions: owner.payroll.slice(0, 1),
      incomeEntry: { id: owner.wages.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('bank verification end to end', () => {
  it('link-token -> public token -> exchange -> transactions -> analyze -> verify -> listing', async () => {
    const applicant = await applicantWithIncome(t.app);
    const { client, wages, applicationId } = applicant;
    const linkToken = await client.post('/api/plaid/link-token');
    expect(linkToken.json().provider).toBe('sandbox');
    const linked = await client.post('/api/plaid/sandbox/link', {
      link_token: linkToken.json().link_token,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    const exchanged = await client.post('/api/plaid/exchange-token', linked.json());
    expect(exchanged.statusCode).toBe(200);
    const transactions = await loadTransactions(client, exchanged.json().access_token);
    const chosen = transactions
      .filter((tx) => tx.merchant_name === 'Maple Leaf Home Care')
      .slice(0, 2);
    const analysis = await analyze(client, {
      transactions: chosen,
      incomeEntry: { id: wages.id },
    });
    const transactionIds = chosen.map((tx) => tx.transaction_id);
    const verified = await client.post(`/api/income-entries/${wages.id}/verification`, {
      method: 'bank',
      transactionIds,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verification).toEqual({
      method: 'bank',
      status: 'verified',
      details: '2 deposits from Maple Leaf Home Care match what you reported.',
      verifiedAt: '2026-11-22T15:00:00.000Z',
      analysisPending: false,
      documentIds: [],
      transactionIds,
      notes: null,
      confidence: analysis.json().confidence,
    });
    const listed = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    const entry = listed.find((item: { id: number }) => item.id === wages.id);
    expect(entry.verification).toMatchObject({ method: 'bank', status: 'verified' });
  });

  it('deposits that did not match: verified by bank, but needs review, with what did not match', async () => {
    const applicant = await linkedApplicant();
    const chosen = applicant.spending.slice(0, 2);
    await analyze(applicant.client, {
      transactions: chosen,
      incomeEntry: { id: applicant.wages.id },
    });
    const response = await applicant.client.post(
      `/api/income-entries/${applicant.wages.id}/verification`,
      { method: 'bank', transactionIds: chosen.map((tx) => tx.transaction_id) },
    );
    expect(response.json().verification).toMatchObject({
      method: 'bank',
      status: 'needs_review',
      confidence: 0,
      details:
        'None of the chosen transactions is money coming in. Please choose the deposits from this income.',
    });
  });

  it('refuses transactions never analysed for this entry', async () => {
    const applicant = await linkedApplicant();
    const chosen = applicant.payroll.slice(0, 2);
    await analyze(applicant.client, {
      transactions: chosen.slice(0, 1),
      incomeEntry: { id: applicant.wages.id },
    });
    for (const [entryId, ids] of [
      [applicant.wages.id, chosen.map((tx) => tx.transaction_id)],
      [applicant.benefit.id, chosen.slice(0, 1).map((tx) => tx.transaction_id)],
    ] as const) {
      const response = await applicant.client.post(`/api/income-entries/${entryId}/verification`, {
        method: 'bank',
        transactionIds: ids,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/could not find those bank deposits/);
    }
  });
});
