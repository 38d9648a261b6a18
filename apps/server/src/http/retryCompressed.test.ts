import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { COMPRESS_FROM_BYTES, registerCompression } from './compression.js';
import { createReplyCache } from './replyCache/index.js';
import { isRetryableRead, retryRead } from './retryRead.js';

const big = { items: 'benefits '.repeat(COMPRESS_FROM_BYTES / 8) };

// Decision 0760 with decision 0424: a read retried after a lost connection is still compressed,
// on a kept route (which compresses itself) and on one the plugin compresses.
describe('a retried read keeps its compression', () => {
  const app = Fastify();
  const failedOnce = new Set<string>();
  const failFirst = (url: string) => {
    if (failedOnce.has(url)) return;
    failedOnce.add(url);
    throw Object.assign(new Error('terminating connection'), { code: '57P01' });
  };
  beforeAll(async () => {
    await registerCompression(app);
    app.setErrorHandler((error, request, reply) =>
      isRetryableRead(request, error) ? retryRead(app, request, reply) : reply.send(error),
    );
    const cache = createReplyCache({
      db: {} as Database,
      clock: () => new Date(),
      megabytes: 8,
      // The owner's data version, fixed here (ownerVersions.test.ts checks the real one).
      versions: { current: async () => 1 },
    });
    app.addHook('preHandler', async (request) => {
      request.userId = 'owner-1';
    });
    app.get(
      '/kept',
      cache.kept(async () => {
        failFirst('/kept');
        return big;
      }),
    );
    app.get('/plain', async () => {
      failFirst('/plain');
      return big;
    });
  });
  afterAll(() => app.close());

  it.each(['/kept', '/plain'])('%s', async (url) => {
    const reply = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(failedOnce.has(url)).toBe(true);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(big);
  });
});
