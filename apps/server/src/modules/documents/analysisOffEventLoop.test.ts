import { expect, it } from 'vitest';
import { renderCorpusFile } from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { payStub } from '../../../../../packages/documents/src/corpus/payStub.js';
import { documentTestApp, uploadFile } from '../../test/documentApp.js';
import { registeredClient, TestClient } from '../../test/testApp.js';

const app = documentTestApp();

// Issue 5 item 3: OCR runs in worker threads, so the API keeps answering meanwhile.
it('answers other requests while a photo is being read', async () => {
  const { client } = await registeredClient(app.t.app);
  const { id: applicationId } = (await client.post('/api/applications', {})).json();
  const photo = await renderCorpusFile(
    payStub({ seed: 33, cycle: 'weekly', layout: 0, statedFrequency: true }),
    'png',
  );
  const { id } = (await uploadFile(client, applicationId, 'stub.png', photo.bytes)).json();

  const order: string[] = [];
  const analysis = client.post('/api/documents/analyze', { documentIds: [id] }).then((response) => {
    order.push('analysis');
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the analysis reach the worker
  for (let i = 0; i < 5; i += 1) {
    const health = await new TestClient(app.t.app).get('/api/health');
    expect(health.statusCode).toBe(200);
    order.push('health');
  }
  const response = await analysis;
  expect(response.statusCode).toBe(200);
  expect(response.json().extractedData.income).toHaveLength(1);
  expect(order).toEqual(['health', 'health', 'health', 'health', 'health', 'analysis']);
});
