import { createDocumentAnalyzer, domainKindForClass } from '@benefits/documents';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  renderCorpusFile,
  textDocuments,
} from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, registeredClient, type TestApp } from '../../test/testApp.js';

const analyzer = createDocumentAnalyzer({ size: 1 });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { documentAnalyzer: analyzer });
});
afterAll(async () => {
  await t.close();
  await analyzer.close();
});

// Issue 5: every kind of generated document, through the API, against its ground truth.
it.each(textDocuments().map((document) => [document.name, document] as const))(
  'analyses %s: its kind, type and income',
  async (_, document) => {
    const { client } = await registeredClient(t.app);
    const { id: applicationId } = (await client.post('/api/applications', {})).json();
    const file = await renderCorpusFile(document, 'pdf-text');
    const body = multipart({ applicationId }, [
      { name: `${document.name}.pdf`, bytes: Buffer.from(file.bytes) },
    ]);
    const uploaded = await client.request({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(201);

    const response = await client.post('/api/documents/analyze', {
      documentIds: [uploaded.json().id],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    const expected = document.expected;
    expect(result.documents[0]).toMatchObject({
      processingStatus: 'completed',
      kind: domainKindForClass[expected.documentClass],
    });
    if (expected.documentClass === 'photo_id')
      expect(result.documents[0].type).toBe('identity_verification');
    if (expected.amountCents !== undefined) {
      expect(result.extractedData.income).toContainEqual(
        expect.objectContaining({
          amount: expected.amountCents / 100,
          frequency: expected.frequency,
          category: expected.category,
        }),
      );
      expect(result.documents[0].type).toBe('income_verification');
    }
  },
);
