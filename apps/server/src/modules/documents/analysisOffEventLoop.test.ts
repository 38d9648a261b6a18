import { createDocumentAnalyzer } from '@benefits/documents';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderCorpusFile } from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { payStub } from '../../../../../packages/documents/src/corpus/payStub.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

const analyzer = createDocumentAnalyzer({ size: 1 });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { documentAnalyzer: analyzer });
});
afterAll(async () => {
  await t.close();
  await analyzer.close();
});

// Issue 5 item 3: OCR runs in worker threads, so the API keeps answering meanwhile.
it('answers other requests while a photo is being read', async () => {
  const { client } = await registeredClient(t.app);
  const { id: applicationId } = (await client.post('/api/applications', {})).json();
  const photo = await renderCorpusFile(
    payStub({ seed: 33, cycle: 'weekly', layout: 0, statedFrequency: true }),
    'png',
  );
  const body = multipart({ applicationId }, [
    { name: 'stub.png', bytes: Buffer.from(photo.bytes) },
  ]);
  const { id } = (
    await client.request({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: body.headers,
    })
  ).json();

  const order: string[] = [];
  const analysis = client.post('/api/documents/analyze', { documentIds: [id] }).then((response) => {
    order.push('analysis');
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the analysis reach the worker
  for (let i = 0; i < 5; i += 1) {
    const health = await new TestClient(t.app).get('/api/health');
    expect(health.statusCode).toBe(200);
    order.push('health');
  }
  const response = await analysis;
  expect(response.statusCode).toBe(200);
  expect(response.json().extractedData.income).toHaveLength(1);
  expect(order).toEqual(['health', 'health', 'health', 'health', 'health', 'analysis']);
});
