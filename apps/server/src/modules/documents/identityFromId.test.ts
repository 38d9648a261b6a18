import { createDocumentAnalyzer, type DocumentAnalyzer } from '@benefits/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The generated corpus of packages/documents: realistic documents with their ground truth.
import { renderCorpusFile } from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { photoId } from '../../../../../packages/documents/src/corpus/otherDocuments.js';
import { payStub } from '../../../../../packages/documents/src/corpus/payStub.js';
import { seededApplicant } from '../../../../../packages/documents/src/corpus/people.js';
import { multipart } from '../../test/multipart.js';
import { applicantWithDraft, createTestApp, type TestApp, TestClient } from '../../test/testApp.js';

// Issue 18 (decision 0780): POST /api/documents/analyze gives what a photo ID shows of the
// applicant (date of birth, home address; never the licence number), for the household and
// address steps to pre-fill.

let t: TestApp;
let analyzer: DocumentAnalyzer;
beforeAll(async () => {
  analyzer = createDocumentAnalyzer({ size: 1 });
  t = await createTestApp({}, { documentAnalyzer: analyzer });
});
afterAll(async () => {
  await t.close();
  await analyzer.close();
});

const SEED = 711;
const { person } = seededApplicant(SEED);
const applicant = { firstName: person.first, lastName: person.last };

async function upload(client: TestClient, applicationId: number, name: string, bytes: Uint8Array) {
  const body = multipart({ applicationId }, [{ name, bytes: Buffer.from(bytes) }]);
  const response = await client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('POST /api/documents/analyze: what a photo ID shows', () => {
  it('gives the card’s date of birth and address, also when read again from the stored facts', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, applicant);
    const card = await renderCorpusFile(photoId(SEED), 'pdf-text');
    const id = await upload(client, applicationId, 'licence.pdf', card.bytes);
    const expected = {
      documentId: id,
      dateOfBirth: '1988-04-17',
      address: { street: person.street, city: 'Springfield', state: 'IL', zipCode: '62704' },
    };
    const first = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(first.statusCode).toBe(200);
    expect(first.json().identity).toEqual(expected);
    expect(first.json().documents[0]).toMatchObject({ id, type: 'identity_verification' });
    expect(JSON.stringify(first.json())).not.toMatch(/DL [A-Z]\d{3}-/);
    // Read back from what was stored: the same, no second reading.
    const again = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(again.json().identity).toEqual(expected);
  });

  it('a pay stub alone gives no identity', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, applicant);
    const stub = payStub({ seed: 21, cycle: 'biweekly', layout: 0, statedFrequency: true });
    const id = await upload(
      client,
      applicationId,
      'stub.pdf',
      (await renderCorpusFile(stub, 'pdf-text')).bytes,
    );
    const response = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('identity');
  });

  it('400 for a bad body, 404 for another applicant’s card (nothing of it shown), 401 signed out', async () => {
    const alice = await applicantWithDraft(t.app, applicant);
    const bob = await applicantWithDraft(t.app, applicant);
    const card = await renderCorpusFile(photoId(SEED), 'pdf-text');
    const id = await upload(alice.client, alice.applicationId, 'licence.pdf', card.bytes);
    const bad = await alice.client.post('/api/documents/analyze', { documentIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    const foreign = await bob.client.post('/api/documents/analyze', { documentIds: [id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).not.toHaveProperty('identity');
    const signedOut = await new TestClient(t.app).post('/api/documents/analyze', {
      documentIds: [id],
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
