import { domainKindForClass } from '@benefits/documents';
import { expect, it } from 'vitest';
import {
  renderCorpusFile,
  textDocuments,
} from '../../../../../packages/documents/src/corpus/buildCorpus.js';
import { documentTestApp, uploadFile } from '../../test/documentApp.js';
import { registeredClient } from '../../test/testApp.js';

const app = documentTestApp();

// Issue 5: every kind of generated document, through the API, against its ground truth.
it.each(textDocuments().map((document) => [document.name, document] as const))(
  'analyses %s: its kind, type and income',
  async (_, document) => {
    const { client } = await registeredClient(app.t.app);
    const { id: applicationId } = (await client.post('/api/applications', {})).json();
    const file = await renderCorpusFile(document, 'pdf-text');
    const uploaded = await uploadFile(client, applicationId, `${document.name}.pdf`, file.bytes);
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
