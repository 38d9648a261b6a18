import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samplePdf } from '../../test/multipart.js';
import {
  createTestApp,
  markSubmitted,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function applicantWithEntries() {
  const applicant = await registeredClient(t.app);
  const { id: applicationId } = (await applicant.client.post('/api/applications', {})).json();
  const add = async (body: Record<string, unknown>) =>
    (
      await applicant.client.post('/api/income-entries', {
        applicationId,
        frequency: 'monthly',
        ...body,
      })
    ).json() as { id: number };
  const wages = await add({
    categoryId: 1,
    source: 'Corner Market',
    amount: '1800',
    isW2Income: true,
  });
  const socialSecurity = await add({ categoryId: 3, source: 'Social Security', amount: '950' });
  return { ...applicant, applicationId, wages, socialSecurity };
}

function verify(client: TestClient, entryId: number, body: Record<string, unknown>) {
  return client.post(`/api/income-entries/${entryId}/verification`, body);
}

describe('POST /api/income-entries/:id/verification', () => {
  it('verifies by notes and the listing shows how', async () => {
    const { client, applicationId, socialSecurity } = await applicantWithEntries();
    const response = await verify(client, socialSecurity.id, {
      method: 'notes',
      notes: '  My award letter is lost; SSA is sending a new one.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().verification).toMatchObject({
      method: 'notes',
      // Issue 18: a note explains the income; it is not proof.
      status: 'explained',
      details: null,
      notes: 'My award letter is lost; SSA is sending a new one.',
      verifiedAt: '2026-11-22T15:00:00.000Z',
      analysisPending: false,
    });
    const listed = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    expect(
      listed.find((entry: { id: number }) => entry.id === socialSecurity.id).verification.method,
    ).toBe('notes');
  });

  it('SPEC 5: blank notes are refused with the spec’s message', async () => {
    const { client, socialSecurity } = await applicantWithEntries();
    const response = await verify(client, socialSecurity.id, { method: 'notes', notes: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Notes Required - Please provide an explanation before continuing.',
    );
  });

  it('payroll only for W-2 sources or wages and self-employment (SPEC 6)', async () => {
    const { client, wages, socialSecurity } = await applicantWithEntries();
    expect((await verify(client, wages.id, { method: 'payroll' })).json().verification.method).toBe(
      'payroll',
    );
    const refused = await verify(client, socialSecurity.id, { method: 'payroll' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Payroll linking is only for wages or self-employment income. Please choose another way to verify this income.',
    );
  });

  it('verifies by the applicant’s own documents, attaching them to the source; unanalysed ones leave "Analysis pending"', async () => {
    const { client, applicationId, wages } = await applicantWithEntries();
    const body = multipart({ applicationId }, [{ name: 'stub.pdf', bytes: samplePdf }]);
    const doc = (
      await client.request({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: body.headers,
      })
    ).json();
    const response = await verify(client, wages.id, { method: 'documents', documentIds: [doc.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().verification).toMatchObject({
      method: 'documents',
      status: 'analysis_pending',
      documentIds: [doc.id],
      analysisPending: true,
    });
    expect(
      (await client.get(`/api/documents?applicationId=${applicationId}`)).json()[0].incomeEntryId,
    ).toBe(wages.id);
  });

  it.each([
    [
      { method: 'documents', documentIds: [] },
      'No Files Selected - Please select at least one document to upload.',
    ],
    [
      { method: 'bank', transactionIds: [] },
      'No Deposits Chosen - Please pick at least one deposit to check.',
    ],
    [{ method: 'fax' }, undefined],
  ])('400 for %j', async (body, message) => {
    const { client, wages } = await applicantWithEntries();
    const response = await verify(client, wages.id, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('payroll is recorded as verified', async () => {
    const { client, wages } = await applicantWithEntries();
    expect(
      (await verify(client, wages.id, { method: 'payroll' })).json().verification,
    ).toMatchObject({ method: 'payroll', status: 'verified', details: null });
  });

  it('rows verified before status and details existed read with defaults', async () => {
    const { client, applicationId, wages, socialSecurity } = await applicantWithEntries();
    const { incomeEntries } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const old = {
      verifiedAt: '2026-11-01T10:00:00.000Z',
      documentIds: [],
      transactionIds: [],
      notes: null,
      confidence: null,
    };
    await t.database.db
      .update(incomeEntries)
      .set({ verification: { ...old, method: 'documents', analysisPending: true } })
      .where(eq(incomeEntries.id, wages.id));
    await t.database.db
      .update(incomeEntries)
      .set({ verification: { ...old, method: 'notes', analysisPending: false, notes: 'x' } })
      .where(eq(incomeEntries.id, socialSecurity.id));
    const listed = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    const byId = (id: number) => listed.find((entry: { id: number }) => entry.id === id);
    expect(byId(wages.id).verification).toMatchObject({
      method: 'documents',
      status: 'analysis_pending',
      details: null,
    });
    expect(byId(socialSecurity.id).verification).toMatchObject({
      method: 'notes',
      status: 'verified',
      details: null,
    });
  });

  it('refuses bank deposits it cannot find for this applicant', async () => {
    const { client, wages } = await applicantWithEntries();
    const response = await verify(client, wages.id, {
      method: 'bank',
      transactionIds: ['txn_made_up'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/could not find those bank deposits/);
  });

  it('404 for another applicant’s entry or documents, 401 signed out, 409 once submitted', async () => {
    const alice = await applicantWithEntries();
    const bob = await applicantWithEntries();
    expect(
      (await verify(bob.client, alice.wages.id, { method: 'notes', notes: 'x' })).statusCode,
    ).toBe(404);
    const body = multipart({ applicationId: alice.applicationId }, [
      { name: 'a.pdf', bytes: samplePdf },
    ]);
    const aliceDoc = (
      await alice.client.request({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: body.headers,
      })
    ).json();
    expect(
      (await verify(bob.client, bob.wages.id, { method: 'documents', documentIds: [aliceDoc.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await verify(new TestClient(t.app), alice.wages.id, { method: 'payroll' })).statusCode,
    ).toBe(401);
    await markSubmitted(t, alice.applicationId);
    expect((await verify(alice.client, alice.wages.id, { method: 'payroll' })).statusCode).toBe(
      409,
    );
  });
});
