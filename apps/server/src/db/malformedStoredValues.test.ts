import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantWithIncome,
  linkSandboxBank,
  loadTransactions,
} from '../modules/bank/bankTestHelpers.js';
import { applicantWithDraft, createTestApp, type TestApp } from '../test/testApp.js';
import {
  applications,
  bankItems,
  bankTransactions,
  chatMessages,
  documents,
  incomeEntries,
} from './schema.js';

// Decision 0221: a jsonb value that fails its schema (an older release wrote it, or someone
// edited the row) is replaced by a safe fallback where it is read; no route answers 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('malformed stored values, read through the API', () => {
  it('applications: benefits, attestations and the risk at submission fall back', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await t.database.db
      .update(applications)
      .set({
        selectedBenefits: 'snap' as never,
        attestations: ['yes'],
        riskAtSubmission: { overallRisk: 'whatever' },
        status: 'submitted',
        submittedAt: new Date(),
      })
      .where(eq(applications.id, applicationId));
    const application = await client.get(`/api/applications/${applicationId}`);
    expect(application.statusCode).toBe(200);
    expect(application.json().selectedBenefits).toEqual([]);
    const risk = await client.get(`/api/applications/${applicationId}/risk`);
    expect(risk.statusCode).toBe(200);
    // The risk is computed afresh: no income and no document asked for yet, so no flag (a
    // stored 'whatever' would have shown as it was).
    expect(risk.json()).toEqual({ flags: [], overallRisk: 'Low', valid: true });
    expect((await client.get('/api/applications')).statusCode).toBe(200);
  });

  it('a benefit the catalog no longer lists is left out; the rest stays', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await t.database.db
      .update(applications)
      .set({ selectedBenefits: ['snap', 'retired-benefit'] })
      .where(eq(applications.id, applicationId));
    expect(
      (await client.get(`/api/applications/${applicationId}`)).json().selectedBenefits,
    ).toEqual(['snap']);
  });

  it('income entries: a verification that fails its schema reads as not verified yet', async () => {
    const { client, applicationId, wages } = await applicantWithIncome(t.app);
    await t.database.db
      .update(incomeEntries)
      .set({ verification: { method: 'telepathy', verifiedAt: 3 } })
      .where(eq(incomeEntries.id, wages.id));
    const list = await client.get(`/api/income-entries?applicationId=${applicationId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().find((e: { id: number }) => e.id === wages.id).verification).toBeNull();
    const summary = await client.get(`/api/enhanced-financial-summary/${applicationId}`);
    expect(summary.statusCode).toBe(200);
  });

  it('documents: an analysis that fails its schema reads as not analysed', async () => {
    const { client, applicationId, user } = await applicantWithDraft(t.app);
    const [row] = await t.database.db
      .insert(documents)
      .values({
        userId: user.id,
        applicationId,
        fileName: 'stub.pdf',
        fileType: 'application/pdf',
        fileSize: 10,
        storageKey: 'missing',
        sha256: 'x',
        processingStatus: 'completed',
        analysis: { facts: { fileName: 'stub.pdf', income: 'lots' } },
      })
      .returning();
    const summary = await client.get(`/api/enhanced-financial-summary/${applicationId}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().aiExtractedData).toBeNull();
    const listed = await client.get(`/api/documents?applicationId=${applicationId}`);
    expect(listed.json().map((d: { id: number }) => d.id)).toEqual([row!.id]);
  });

  it('chat: a message whose stored sources fail their schema is shown without them', async () => {
    const { client } = await applicantWithDraft(t.app);
    const sent = await client.post('/api/chatbot', { message: 'What is SNAP?', language: 'en' });
    expect(sent.statusCode).toBe(200);
    await t.database.db
      .update(chatMessages)
      .set({ sources: [{ slug: 42 }] })
      .where(eq(chatMessages.id, sent.json().id));
    const history = await client.get('/api/chat-history');
    expect(history.statusCode).toBe(200);
    expect(history.json().at(-1)).toMatchObject({ id: sent.json().id, sources: [] });
  });

  it('bank: unreadable accounts ask to connect again; unreadable deposits are not found', async () => {
    const { client, wages } = await applicantWithIncome(t.app);
    const { access_token } = await linkSandboxBank(client);
    const transactions = await loadTransactions(client, access_token);
    const deposit = transactions.find((tx) => tx.merchant_name === 'Maple Leaf Home Care')!;
    await t.database.db
      .update(bankTransactions)
      .set({ data: { transaction_id: deposit.transaction_id } })
      .where(eq(bankTransactions.transactionId, deposit.transaction_id));
    const analyzed = await client.post('/api/plaid/analyze-transactions', {
      transactions: [deposit],
      incomeEntryId: wages.id,
    });
    expect(analyzed.statusCode).toBe(400);
    expect(analyzed.json().message).toMatch(/could not find those bank deposits/);

    await t.database.db.update(bankItems).set({ accounts: { account_id: 1 } });
    const again = await client.post('/api/plaid/transactions', {
      access_token,
      start_date: '2026-08-24',
      end_date: '2026-11-22',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/connect your bank again/);
  });
});
