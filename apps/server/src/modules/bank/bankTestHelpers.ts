import type { FastifyInstance } from 'fastify';
import { applicantWithDraft, type TestClient } from '../../test/testApp.js';

/** The web's 90-day window on the test clock (2026-11-22). */
export const WINDOW = { start_date: '2026-08-24', end_date: '2026-11-22' };

/** An applicant with a biweekly wage, a monthly SSA benefit and a rental income. */
export async function applicantWithIncome(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const applicant = await applicantWithDraft(app, overrides);
  const add = async (body: Record<string, unknown>) => {
    const response = await applicant.client.post('/api/income-entries', {
      applicationId: applicant.applicationId,
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`entry: ${response.body}`);
    return response.json() as { id: number; source: string };
  };
  const wages = await add({
    categoryId: 1,
    source: 'Maple Leaf Home Care',
    amount: '1200',
    frequency: 'biweekly',
    isW2Income: true,
  });
  const benefit = await add({
    categoryId: 3,
    source: 'Social Security',
    amount: '950',
    frequency: 'monthly',
  });
  const rental = await add({ categoryId: 5, source: 'Garage rental', amount: '200' });
  return { ...applicant, wages, benefit, rental };
}

export interface Transaction {
  transaction_id: string;
  merchant_name: string | null;
  name: string;
  date: string;
  category: string[] | null;
  amount: number;
  account_id: string;
}

/** link-token -> sandbox public token -> exchange: the handle and accounts. */
export async function linkSandboxBank(client: TestClient) {
  const publicToken = (await client.post('/api/plaid/sandbox/public-token', {})).json()
    .public_token as string;
  const exchanged = await client.post('/api/plaid/exchange-token', {
    public_token: publicToken,
    metadata: { institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' } },
  });
  if (exchanged.statusCode !== 200) throw new Error(`exchange: ${exchanged.body}`);
  return exchanged.json() as {
    access_token: string;
    accounts: { account_id: string; subtype: string }[];
    institution: { name: string };
  };
}

export async function loadTransactions(client: TestClient, handle: string) {
  const response = await client.post('/api/plaid/transactions', {
    access_token: handle,
    ...WINDOW,
  });
  if (response.statusCode !== 200) throw new Error(`transactions: ${response.body}`);
  return response.json().transactions as Transaction[];
}
