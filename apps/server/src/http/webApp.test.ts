import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/testApp.js';
import { COMPRESS_FROM_BYTES, registerCompression } from './compression.js';

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What apps/web/scripts/precompress.mjs writes beside a file.
  for (const [file, text] of [
    ['index.html', '<!doctype html><title>app</title>'],
    ['assets/big-def456.js', BIG_SCRIPT],
  ] as const) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  // What apps/web/scripts/prerender.mjs writes (decision 0620); no Spanish screener here.
  await mkdir(path.join(dist, 'prerendered'));
  for (const file of ['landing.en', 'landing.es', 'screener.en', 'dashboard.en', 'step-x-y.en'])
    await writeFile(path.join(dist, 'prerendered', `${file}.html`), `<title>${file}</title>`);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

it('serves index.html for client routes, without caching it', async () => {
  for (const url of ['/application/benefits-selection?id=3', '/screener/household', '/no/page']) {
    const response = await new TestClient(t.app).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>app</title>');
  }
});

it('serves hashed assets with a long cache', async () => {
  const response = await new TestClient(t.app).get('/assets/main-abc123.js');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Headers that govern documents only are left off a script; the ones that protect it stay.
  expect(response.headers['content-security-policy']).toBeUndefined();
  expect(response.headers['x-frame-options']).toBeUndefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  const page = await new TestClient(t.app).get('/application/benefits-selection');
  expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('answers a missing asset or file with 404, not the app', async () => {
  for (const url of ['/assets/main-old999.js', '/favicon.ico', '/robots.txt']) {
    const response = await new TestClient(t.app).get(url);
    expect(response.statusCode).toBe(404);
  }
});

it('answers unknown API paths with JSON 404, not the app', async () => {
  const response = await new TestClient(t.app).get('/api/unknown');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'We could not find that.' });
});

it('sends the brotli or gzip copy the browser accepts, and the file itself otherwise', async () => {
  const url = '/assets/big-def456.js';
  const get = (encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  const br = await get('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

  const gzip = await get('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(BIG_SCRIPT);
});

it('sends the page of a client route compressed, still without caching it', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/application/benefits-selection',
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>app</title>');
});

it('compresses API replies of 8 KB or more for a browser that accepts it, not smaller ones', async () => {
  const app = Fastify();
  await registerCompression(app);
  const reply = (bytes: number) => ({ items: 'benefits '.repeat(Math.ceil(bytes / 9)) });
  app.get('/small', async () => reply(COMPRESS_FROM_BYTES / 2));
  app.get('/big', async () => reply(COMPRESS_FROM_BYTES));
  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
  try {
    const small = await get('/small');
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(reply(COMPRESS_FROM_BYTES / 2));
    const big = await get('/big');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES / 2);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(
      reply(COMPRESS_FROM_BYTES),
    );
  } finally {
    await app.close();
  }
});

it('sends the prerendered landing page and screener in the language asked for', async () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response;
  };
  const english = await page('/');
  expect(english.body).toContain('<title>landing.en</title>');
  expect(english.headers.vary).toMatch(/accept-language, cookie/i);
  expect((await page('/?from=mail')).body).toContain('<title>landing.en</title>');
  expect((await page('/', { 'accept-language': 'es-MX,es;q=0.9' })).body).toContain(
    '<title>landing.es</title>',
  );
  // The applicant's own choice wins over the browser's.
  const chosen = { 'accept-language': 'es', cookie: 'benefits_language=en' };
  expect((await page('/', chosen)).body).toContain('<title>landing.en</title>');
  expect((await page('/', { cookie: 'benefits_language=es' })).body).toContain('landing.es');
  expect((await page('/', { cookie: 'benefits_language=xx' })).body).toContain('landing.en');
  expect((await page('/screener/')).body).toContain('<title>screener.en</title>');
  // Signed in: the dashboard's shell, and each step's (their chunks preloaded).
  expect((await page('/', { cookie: 'sid=abc' })).body).toContain('<title>dashboard.en</title>');
  expect((await page('/application/x-y?id=4')).body).toContain('<title>step-x-y.en</title>');
  expect((await page('/application/other')).body).toContain('<title>app</title>');
  // No Spanish screener in this build: the shell, which the script draws in Spanish.
  expect((await page('/screener', { 'accept-language': 'es' })).body).toContain(
    '<title>app</title>',
  );
});
