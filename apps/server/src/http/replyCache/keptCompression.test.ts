import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { COMPRESS_FROM_BYTES, compressBody, registerCompression } from '../compression.js';
import { createReplyCache, dayKeeper } from './index.js';

const big = (version: number) => ({ version, items: 'benefits '.repeat(COMPRESS_FROM_BYTES / 8) });

describe('kept replies compressed once (decision 0760)', () => {
  const app = Fastify();
  // The owner's data version, moved by the test as a write would (ownerVersions.test.ts and
  // twoInstances.test.ts check the real one).
  let version = 1;
  const compressions = { br: 0, gzip: 0 };
  beforeAll(async () => {
    await registerCompression(app);
    const cache = createReplyCache({
      db: {} as Database,
      clock: () => new Date(),
      megabytes: 8,
      versions: { current: async () => version },
      // The real compression, counted.
      compress: (encoding, bytes) => {
        compressions[encoding] += 1;
        return compressBody(encoding, bytes);
      },
    });
    app.addHook('preHandler', async (request) => {
      request.userId = 'owner-1';
    });
    app.get(
      '/big',
      cache.kept(async () => big(version)),
    );
    app.get(
      '/small',
      cache.kept(async () => ({ version })),
    );
  });
  afterAll(() => app.close());
  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a large kept reply compressed as accepted, compressing it once per version', async () => {
    compressions.br = 0;
    compressions.gzip = 0;
    for (let i = 0; i < 3; i += 1) {
      const reply = await get('/big', 'gzip, deflate, br');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(big(1));
    }
    const gzipped = await get('/big', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(big(1));
    await get('/big', 'gzip');
    expect(compressions).toEqual({ br: 1, gzip: 1 });
    // A write moves the version: the next reply is made, and compressed, again.
    version = 2;
    const after = await get('/big', 'br');
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString())).toEqual(big(2));
    expect(compressions).toEqual({ br: 2, gzip: 1 });
  });

  it('sends it as it is without Accept-Encoding, for identity, or with x-no-compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'x-no-compression': '1' }]) {
      const reply = await app.inject({ url: '/big', headers });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.json()).toEqual(big(version));
    }
  });

  it('sends a small kept reply as it is, as the plugin does', async () => {
    const reply = await get('/small', 'br');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.json()).toEqual({ version });
  });
});

describe('the day in the key (decision 0760)', () => {
  const dayOf = (now: Date) =>
    `${now.toISOString().slice(0, 10)}/${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;

  it('follows the UTC day and the server day, forwards and backwards', () => {
    let now = new Date('2026-03-07T20:00:00Z');
    const today = dayKeeper(() => now);
    // Every 20 minutes over three days, then back to the start.
    const times = Array.from({ length: 3 * 72 }, (_, i) => 20 * 60_000 * i);
    for (const offset of [...times, ...times.reverse()]) {
      now = new Date(Date.parse('2026-03-07T20:00:00Z') + offset);
      expect(today()).toBe(dayOf(now));
    }
  });
});
