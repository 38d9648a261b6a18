import { expect } from 'vitest';
import { multipart, samplePdf } from '../../test/multipart.js';
import type { TestClient } from '../../test/testApp.js';

export const allAttestations = {
  accurateInformation: true,
  understandPenalties: true,
  allowVerification: true,
  consentToContact: true,
};

export const submitBody = (change: Record<string, unknown> = {}) => ({
  attestations: allAttestations,
  finalReview: true,
  acknowledgeIssues: false,
  ...change,
});

export async function postOk(client: TestClient, url: string, payload: object) {
  const response = await client.post(url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** Uploads a document and sets its type, so the missing-document rule is satisfied. */
export async function addDocument(
  client: TestClient,
  applicationId: number,
  type: 'income_verification' | 'identity_verification',
): Promise<number> {
  const body = multipart({ applicationId }, [
    { name: `${type}.pdf`, contentType: 'application/pdf', bytes: samplePdf },
  ]);
  const uploaded = await client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as number;
  const typed = await client.request({
    method: 'PATCH',
    url: `/api/documents/${id}`,
    payload: { type },
  });
  expect(typed.statusCode, typed.body).toBe(200);
  return id;
}

/** A W-2 worker with both documents: Low risk, nothing to acknowledge. */
export async function lowRiskApplication(client: TestClient, applicationId: number) {
  const entry = await postOk(client, '/api/income-entries', {
    applicationId,
    categoryId: 1,
    source: 'Corner Market',
    amount: '1850',
    frequency: 'monthly',
    isW2Income: true,
  });
  await addDocument(client, applicationId, 'income_verification');
  await addDocument(client, applicationId, 'identity_verification');
  return entry as { id: number };
}

/** A landlord whose rental expenses are above 80 percent of the rent: a High issue. */
export async function landlordApplication(client: TestClient, applicationId: number) {
  const rental = await postOk(client, '/api/income-entries', {
    applicationId,
    categoryId: 5,
    source: 'Duplex on Oak Street',
    amount: '1000',
    frequency: 'monthly',
  });
  await postOk(client, '/api/expenses', {
    incomeEntryId: rental.id,
    expenseType: 'property_maintenance',
    description: 'Roof repair',
    amount: 850,
    frequency: 'monthly',
  });
  await addDocument(client, applicationId, 'income_verification');
  await addDocument(client, applicationId, 'identity_verification');
  return rental as { id: number };
}
