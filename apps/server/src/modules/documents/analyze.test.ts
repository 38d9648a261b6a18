import {
  createDocumentAnalyzer,
  type DocumentAnalyzer,
  DocumentError,
  type DocumentErrorCode,
} from '@benefits/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The generated corpus of packages/documents: realistic documents with their ground truth.
import { renderCorpusFile } from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { payStub } from '../../../../../packages/documents/src/corpus/payStub.js';
import { corruptPdf } from '../../../../../packages/documents/src/corpus/specialPdfs.js';
import { multipart } from '../../test/multipart.js';
import {
  applicantWithDraft,
  createTestApp,
  markSubmitted,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
let reads = 0;
/** The next read fails with this code instead of reading (a crash or a slow machine). */
let failNextWith: DocumentErrorCode | null = null;
let realAnalyzer: DocumentAnalyzer;
beforeAll(async () => {
  realAnalyzer = createDocumentAnalyzer({ size: 1 });
  // The real worker-thread analyzer, counting how many files it reads.
  const counting: DocumentAnalyzer = {
    read: async (bytes, fileName) => {
      reads += 1;
      const failure = failNextWith;
      failNextWith = null;
      if (failure) throw new DocumentError(failure);
      return realAnalyzer.read(bytes, fileName);
    },
    close: () => realAnalyzer.close(),
  };
  t = await createTestApp({}, { documentAnalyzer: counting });
});
afterAll(async () => {
  await t.close();
  await realAnalyzer.close();
});

const person = { firstName: 'Dana', lastName: 'Whitfield' };
const printedPerson = {
  first: 'Dana',
  middle: 'J',
  last: 'Whitfield',
  street: '412 Elm Street',
  city: 'Springfield, IL 62704',
};

async function upload(client: TestClient, applicationId: number, name: string, bytes: Uint8Array) {
  const body = multipart({ applicationId }, [{ name, bytes: Buffer.from(bytes) }]);
  const response = await client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

function weeklyStub(seed: number) {
  return payStub({
    seed,
    cycle: 'weekly',
    layout: 0,
    statedFrequency: true,
    payDate: '2025-06-06',
    person: printedPerson,
  });
}

describe('POST /api/documents/analyze', () => {
  it('reads a pay stub and pre-fills its gross pay, frequency and employer; a second analysis reuses the stored result', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, person);
    const stub = weeklyStub(7);
    const file = await renderCorpusFile(stub, 'pdf-text');
    const { id } = await upload(client, applicationId, 'stub.pdf', file.bytes);

    const before = reads;
    const response = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.extractedData.income).toHaveLength(1);
    expect(result.extractedData.income[0]).toMatchObject({
      category: 'wages',
      amount: stub.expected.amountCents! / 100,
      frequency: 'weekly',
    });
    expect(result.extractedData.income[0].source.toLowerCase()).toContain(
      stub.expected.payer!.toLowerCase().split(' ')[0],
    );
    expect(result.overallConfidence).toBeGreaterThan(0.5);
    expect(result.documents[0]).toMatchObject({
      id,
      processingStatus: 'completed',
      type: 'income_verification',
      kind: 'pay_stub',
    });
    expect(reads - before).toBe(1);

    const again = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(again.json().extractedData).toEqual(result.extractedData);
    expect(reads - before).toBe(1);
  });

  it('flags a pay stub printed with another person’s name (the real applicant’s name is used)', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, {
      firstName: 'Maria',
      lastName: 'Lopez',
    });
    const file = await renderCorpusFile(weeklyStub(8), 'pdf-text');
    const { id } = await upload(client, applicationId, 'stub.pdf', file.bytes);
    const result = (await client.post('/api/documents/analyze', { documentIds: [id] })).json();
    expect(result.fraudIndicators.map((indicator: { type: string }) => indicator.type)).toContain(
      'name_mismatch',
    );
  });

  it('a corrupt PDF ends as failed, with a plain message, and the request still succeeds', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, person);
    const { id } = await upload(client, applicationId, 'broken.pdf', corruptPdf());
    const response = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents[0].processingStatus).toBe('failed');
    expect(response.json().extractedData.income).toEqual([]);
    expect(response.json().summary).toMatch(/could not read/i);
    expect(
      (await client.get(`/api/documents?applicationId=${applicationId}`)).json()[0]
        .processingStatus,
    ).toBe('failed');
  });

  it('a reading that ran out of time is read again when asked again; a corrupt file is not', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, person);
    const file = await renderCorpusFile(weeklyStub(11), 'pdf-text');
    const { id } = await upload(client, applicationId, 'stub.pdf', file.bytes);
    failNextWith = 'timeout';
    const first = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(first.json().documents[0].processingStatus).toBe('failed');
    const again = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(again.json().documents[0].processingStatus).toBe('completed');
    expect(again.json().extractedData.income.length).toBeGreaterThan(0);

    const broken = await upload(client, applicationId, 'broken.pdf', corruptPdf());
    await client.post('/api/documents/analyze', { documentIds: [broken.id] });
    const before = reads;
    const twice = await client.post('/api/documents/analyze', { documentIds: [broken.id] });
    expect(twice.json().documents[0].processingStatus).toBe('failed');
    expect(reads).toBe(before);
  });

  it('an analysis over its time limit ends as failed', async () => {
    const slow = createDocumentAnalyzer({ size: 1, timeoutMs: 1 });
    const app = await createTestApp({}, { documentAnalyzer: slow });
    try {
      const { client } = await registeredClient(app.app, person);
      const { id: applicationId } = (await client.post('/api/applications', {})).json();
      const file = await renderCorpusFile(weeklyStub(9), 'pdf-text');
      const body = multipart({ applicationId }, [
        { name: 'stub.pdf', bytes: Buffer.from(file.bytes) },
      ]);
      const { id } = (
        await client.request({
          method: 'POST',
          url: '/api/documents',
          payload: body.payload,
          headers: body.headers,
        })
      ).json();
      const response = await client.post('/api/documents/analyze', { documentIds: [id] });
      expect(response.statusCode).toBe(200);
      expect(response.json().documents[0].processingStatus).toBe('failed');
    } finally {
      await app.close();
      await slow.close();
    }
  });

  it('400 without documents, 404 for another applicant’s document, 401 signed out, 409 once submitted', async () => {
    const alice = await applicantWithDraft(t.app, person);
    const bob = await applicantWithDraft(t.app, person);
    const file = await renderCorpusFile(weeklyStub(10), 'pdf-text');
    const { id } = await upload(alice.client, alice.applicationId, 'stub.pdf', file.bytes);

    const empty = await alice.client.post('/api/documents/analyze', { documentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'No Files Selected - Please select at least one document to upload.',
    );
    const foreign = await bob.client.post('/api/documents/analyze', { documentIds: [id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('We could not find that document.');
    expect(
      (await new TestClient(t.app).post('/api/documents/analyze', { documentIds: [id] }))
        .statusCode,
    ).toBe(401);
    await markSubmitted(t, alice.applicationId);
    expect(
      (await alice.client.post('/api/documents/analyze', { documentIds: [id] })).statusCode,
    ).toBe(409);
  });
});
