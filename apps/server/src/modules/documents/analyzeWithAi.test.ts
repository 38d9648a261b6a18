import { createDocumentAnalyzer, type DocumentAnalyzer } from '@benefits/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCorpusFile } from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { payStub } from '../../../../../packages/documents/src/corpus/payStub.js';
import { startFakeAiServer } from '../../test/fakeAiServer.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, registeredClient, type TestApp } from '../../test/testApp.js';

type Answer = Parameters<Parameters<typeof startFakeAiServer>[0]>[0];
let answer: (request: Answer) => { status?: number; content?: string };
let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
let t: TestApp;
let analyzer: DocumentAnalyzer;

const stub = payStub({
  seed: 21,
  cycle: 'biweekly',
  layout: 0,
  statedFrequency: true,
  payDate: '2025-06-06',
  person: {
    first: 'Dana',
    middle: 'J',
    last: 'Whitfield',
    street: '412 Elm Street',
    city: 'Springfield, IL 62704',
  },
});
const gross = stub.expected.amountCents! / 100;

beforeAll(async () => {
  fake = await startFakeAiServer((request) => answer(request));
  analyzer = createDocumentAnalyzer({ size: 1 });
  t = await createTestApp(
    { ai: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'reader', timeoutMs: 5000 } },
    { documentAnalyzer: analyzer },
  );
});
afterAll(async () => {
  await t.close();
  await analyzer.close();
  await fake.close();
});

async function uploadStub() {
  const { client } = await registeredClient(t.app, { firstName: 'Dana', lastName: 'Whitfield' });
  const { id: applicationId } = (await client.post('/api/applications', {})).json();
  const file = await renderCorpusFile(stub, 'pdf-text');
  const body = multipart({ applicationId }, [{ name: 'stub.pdf', bytes: Buffer.from(file.bytes) }]);
  const { id } = (
    await client.request({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: body.headers,
    })
  ).json();
  return { client, id: id as number };
}

const reading = (amount: number) =>
  JSON.stringify({
    income: [
      {
        category: 'wages',
        source: 'Employer as the AI read it',
        amount,
        frequency: 'biweekly',
        confidence: 0.97,
      },
    ],
  });

describe('document analysis with an OpenAI-compatible AI service', () => {
  it('uses the AI’s reading when its amounts are printed in the document, and asks only once per document', async () => {
    answer = () => ({ content: reading(gross) });
    const { client, id } = await uploadStub();
    const before = fake.requests.length;
    const result = (await client.post('/api/documents/analyze', { documentIds: [id] })).json();
    expect(fake.requests.length - before).toBe(1);
    const sent = fake.requests.at(-1)!;
    expect(sent.body.model).toBe('reader');
    expect(sent.body.messages.at(-1)?.content).toContain(
      gross.toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(result.extractedData.income).toEqual([
      expect.objectContaining({
        source: 'Employer as the AI read it',
        amount: gross,
        frequency: 'biweekly',
        confidence: 0.97,
      }),
    ]);

    const again = (await client.post('/api/documents/analyze', { documentIds: [id] })).json();
    expect(fake.requests.length - before).toBe(1);
    expect(again.extractedData.income).toEqual(result.extractedData.income);
  });

  it('keeps the built-in reading when the AI reports an amount that is not in the document', async () => {
    answer = () => ({ content: reading(gross + 1000) });
    const { client, id } = await uploadStub();
    const result = (await client.post('/api/documents/analyze', { documentIds: [id] })).json();
    expect(result.extractedData.income).toHaveLength(1);
    expect(result.extractedData.income[0].source).not.toBe('Employer as the AI read it');
    expect(result.extractedData.income[0].amount).toBe(gross);
  });

  it('keeps the built-in reading when the AI service fails', async () => {
    answer = () => ({ status: 503, content: 'overloaded' });
    const { client, id } = await uploadStub();
    const response = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().extractedData.income[0].amount).toBe(gross);
  });
});
