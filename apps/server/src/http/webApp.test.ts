import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

it('serves index.html for client routes, without caching it', async () => {
  for (const url of ['/', '/application/benefits-selection?id=3', '/no/such/page']) {
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
