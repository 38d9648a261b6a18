import { describe, expect, it } from 'vitest';
import { realDocuments } from '../../../../../packages/documents/src/corpus/real/documents.js';
import { renderRealPdf } from '../../../../../packages/documents/src/corpus/real/renderReal.js';
import { documentTestApp, uploadFile, weeklyPayStubPdf } from '../../test/documentApp.js';
import { applicantWithDraft, type TestClient } from '../../test/testApp.js';

// Issue 18: income read from a document in step 5 arrives linked to that document, which
// counts as its proof in step 8: no second upload, no second copy in the list.

const app = documentTestApp();

const person = { firstName: 'Dana', lastName: 'Whitfield' };

const stubFile = () => weeklyPayStubPdf(31);

/** Step 5's Continue: an income entry made from an extracted item, linked to its document. */
function createFromItem(
  client: TestClient,
  applicationId: number,
  documentId: number,
  item: { source: string; amount: number; frequency: string },
  extra: Record<string, unknown> = {},
) {
  return client.post('/api/income-entries', {
    applicationId,
    categoryId: 1,
    source: item.source,
    amount: String(item.amount),
    frequency: item.frequency,
    documentId,
    ...extra,
  });
}

describe('POST /api/income-entries with the document it was read from', () => {
  it('links the entry to its document and verifies it by that document', async () => {
    const { client, applicationId } = await applicantWithDraft(app.t.app, person);
    const uploaded = await uploadFile(client, applicationId, 'stub.pdf', await stubFile());
    const documentId = uploaded.json().id as number;
    const analysis = await client.post('/api/documents/analyze', { documentIds: [documentId] });
    expect(analysis.statusCode).toBe(200);
    const [item] = analysis.json().extractedData.income;
    expect(item).toMatchObject({ category: 'wages', documentId });

    const created = await createFromItem(client, applicationId, documentId, item, {
      isW2Income: true,
      comment: `Auto-extracted from ${item.documentSource}`,
      confidence: item.confidence,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry.verification).toMatchObject({
      method: 'documents',
      status: 'verified',
      analysisPending: false,
      documentIds: [documentId],
    });

    // Step 8 reads the entry as verified, with the one document: nothing to upload again.
    const summary = await client.get(`/api/financial-summary/${applicationId}`);
    expect(summary.json().entries[0].verification).toMatchObject({ documentIds: [documentId] });
    const documents = await client.get(`/api/documents?applicationId=${applicationId}`);
    expect(documents.json()).toHaveLength(1);
    expect(documents.json()[0]).toMatchObject({ id: documentId, incomeEntryId: entry.id });
  });

  it('says analysis pending when the document was not read yet', async () => {
    const { client, applicationId } = await applicantWithDraft(app.t.app, person);
    const uploaded = await uploadFile(client, applicationId, 'stub.pdf', await stubFile());
    const created = await client.post('/api/income-entries', {
      applicationId,
      categoryId: 1,
      source: 'Acme',
      amount: '500.00',
      frequency: 'semimonthly',
      documentId: uploaded.json().id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      frequency: 'semimonthly',
      verification: { method: 'documents', status: 'analysis_pending' },
    });
  });

  it('404 for another applicant’s document or one on another application; 400 for a bad id', async () => {
    const owner = await applicantWithDraft(app.t.app, person);
    const uploaded = await uploadFile(owner.client, owner.applicationId, 'a.pdf', await stubFile());
    const documentId = uploaded.json().id as number;
    const body = (applicationId: number, change: Record<string, unknown> = {}) => ({
      applicationId,
      categoryId: 1,
      source: 'Acme',
      amount: '500.00',
      frequency: 'monthly',
      documentId,
      ...change,
    });

    const other = await applicantWithDraft(app.t.app, person);
    const stolen = await other.client.post('/api/income-entries', body(other.applicationId));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('We could not find that document.');

    const second = await owner.client.post('/api/applications', { selectedBenefits: ['snap'] });
    const elsewhere = await owner.client.post('/api/income-entries', body(second.json().id));
    expect(elsewhere.statusCode).toBe(404);

    const bad = await owner.client.post(
      '/api/income-entries',
      body(owner.applicationId, { documentId: 'abc' }),
    );
    expect(bad.statusCode).toBe(400);

    // Nothing was added on any of them.
    for (const [client, id] of [
      [other.client, other.applicationId],
      [owner.client, second.json().id],
      [owner.client, owner.applicationId],
    ] as const) {
      expect((await client.get(`/api/income-entries?applicationId=${id}`)).json()).toEqual([]);
    }
  });
});

describe('a twice-a-month pay stub, from the reading to the monthly summary', () => {
  it('reads semimonthly at the period gross, and the summary counts it x2 once', async () => {
    // workday-2 (tuning): a Workday stub whose pay group says Semi-Monthly.
    const document = realDocuments().find((candidate) => candidate.id === 'workday-2')!;
    expect(document.truth.frequency).toBe('semimonthly');
    const gross = document.truth.periodCents;
    const { client, applicationId } = await applicantWithDraft(app.t.app, person);
    const bytes = await renderRealPdf(document);
    const uploaded = await uploadFile(client, applicationId, 'stub.pdf', bytes);
    const documentId = uploaded.json().id as number;
    const analysis = await client.post('/api/documents/analyze', { documentIds: [documentId] });
    expect(analysis.statusCode).toBe(200);
    const [item] = analysis.json().extractedData.income;
    // Not 'monthly' at twice the gross: the stub's own words and figure, nothing to confirm.
    expect(item).toMatchObject({ frequency: 'semimonthly', amount: gross / 100 });
    expect(item.fieldsToConfirm).toEqual([]);

    const created = await createFromItem(client, applicationId, documentId, item);
    expect(created.statusCode).toBe(201);
    const summary = (await client.get(`/api/financial-summary/${applicationId}`)).json();
    expect(summary.entries[0]).toMatchObject({
      frequency: 'semimonthly',
      monthlyAmount: (gross * 2) / 100,
    });
    expect(summary.totalMonthlyIncome).toBe((gross * 2) / 100);
  });
});
