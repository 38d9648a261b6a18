import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samplePdf } from '../../test/multipart.js';
import { applicantWithDraft, createTestApp, type TestApp } from '../../test/testApp.js';
import { addDocument, postOk, submitBody } from './submissionTestHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('after a real submission everything is read-only', () => {
  it('answers 409 on every write to the application, its income, expenses and documents', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entry = await postOk(client, '/api/income-entries', {
      applicationId,
      categoryId: 2,
      source: 'Delivery',
      amount: '900',
      frequency: 'monthly',
    });
    const expense = await postOk(client, '/api/expenses', {
      incomeEntryId: entry.id,
      expenseType: 'office_supplies',
      description: 'Bag',
      amount: 10,
    });
    const documentId = await addDocument(client, applicationId, 'income_verification');
    await addDocument(client, applicationId, 'identity_verification');
    const submitted = await client.post(
      `/api/applications/${applicationId}/submit`,
      submitBody({ acknowledgeIssues: true }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    const upload = multipart({ applicationId }, [
      { name: 'late.pdf', contentType: 'application/pdf', bytes: samplePdf },
    ]);
    const writes: [string, string, object | undefined, Record<string, string>?][] = [
      ['PATCH', `/api/applications/${applicationId}`, { zipCode: '60601' }],
      [
        'POST',
        '/api/income-entries',
        { applicationId, categoryId: 1, source: 'Late job', amount: '10', frequency: 'monthly' },
      ],
      ['PATCH', `/api/income-entries/${entry.id}`, { amount: '1' }],
      ['DELETE', `/api/income-entries/${entry.id}`, undefined],
      ['POST', `/api/income-entries/${entry.id}/verification`, { method: 'payroll' }],
      [
        'POST',
        '/api/expenses',
        { incomeEntryId: entry.id, expenseType: 'office_supplies', description: 'Pen', amount: 1 },
      ],
      ['PATCH', `/api/expenses/${expense.id}`, { amount: 2 }],
      ['DELETE', `/api/expenses/${expense.id}`, undefined],
      ['PATCH', `/api/documents/${documentId}`, { type: 'other' }],
      ['DELETE', `/api/documents/${documentId}`, undefined],
      ['POST', '/api/documents/analyze', { documentIds: [documentId] }],
    ];
    for (const [method, url, payload] of writes) {
      const response = await client.request({
        method: method as 'POST',
        url,
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 409 });
    }
    const lateUpload = await client.request({
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(lateUpload.statusCode).toBe(409);

    // Nothing changed.
    expect((await client.get(`/api/income-entries?applicationId=${applicationId}`)).json()).toEqual(
      [expect.objectContaining({ id: entry.id, amount: '900.00' })],
    );
    expect((await client.get(`/api/expenses?applicationId=${applicationId}`)).json()).toEqual([
      expect.objectContaining({ id: expense.id, amount: 10 }),
    ]);
    expect((await client.get(`/api/documents?applicationId=${applicationId}`)).json()).toHaveLength(
      2,
    );
  });
});
