import { createDocumentAnalyzer } from '@benefits/documents';
import { afterAll, beforeAll } from 'vitest';
import { renderCorpusFile } from '../../../../packages/documents/src/corpus/buildCorpus.js';
import { payStub } from '../../../../packages/documents/src/corpus/payStub.js';
import { multipart } from './multipart.js';
import { createTestApp, type TestApp, type TestClient } from './testApp.js';

/**
 * A test app reading documents with the real worker-thread analyzer (one worker), made
 * before the file's tests and closed after them.
 */
export function documentTestApp(): { readonly t: TestApp } {
  const analyzer = createDocumentAnalyzer({ size: 1 });
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({}, { documentAnalyzer: analyzer });
  });
  afterAll(async () => {
    await app?.close();
    await analyzer.close();
  });
  return {
    get t() {
      if (!app) throw new Error('The document test app is made in beforeAll');
      return app;
    },
  };
}

/** POST /api/documents with one file, as the step's upload sends it. */
export function uploadFile(
  client: TestClient,
  applicationId: number,
  name: string,
  bytes: Uint8Array,
) {
  const body = multipart({ applicationId }, [{ name, bytes: Buffer.from(bytes) }]);
  return client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
}

/** A weekly text-PDF pay stub printed for Dana J Whitfield, and what it says (corpus). */
export async function weeklyPayStub(
  seed: number,
): Promise<{ bytes: Uint8Array; expected: ReturnType<typeof payStub>['expected'] }> {
  const stub = payStub({
    seed,
    cycle: 'weekly',
    layout: 0,
    statedFrequency: true,
    payDate: '2025-06-06',
    person: {
      first: 'Dana',
      middle: 'J',
      last: 'Whitfield',
      street: '4 Elm St',
      city: 'Springfield, IL 62704',
    },
  });
  return { bytes: (await renderCorpusFile(stub, 'pdf-text')).bytes, expected: stub.expected };
}

export const weeklyPayStubPdf = async (seed: number) => (await weeklyPayStub(seed)).bytes;
