import { createDocumentAnalyzer } from '@benefits/documents';
import { afterAll, beforeAll } from 'vitest';
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
