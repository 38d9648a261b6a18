import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /api/health answers 200 while the database answers', async () => {
  const response = await new TestClient(t.app).get('/api/health');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ok',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  });
});

it('GET /api/health answers 503 when the database does not', async () => {
  const broken = await createTestApp();
  const ping = broken.database.ping;
  broken.database.ping = async () => {
    throw new Error('connection refused');
  };
  try {
    const response = await new TestClient(broken.app).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
  } finally {
    broken.database.ping = ping;
    await broken.close();
  }
});

it('sends security headers with a CSP that allows only the app’s own origin', async () => {
  const response = await new TestClient(t.app).get('/api/health');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("connect-src 'self';");
  expect(csp).not.toContain('plaid');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

it('unknown API paths answer 404 JSON', async () => {
  const response = await new TestClient(t.app).get('/api/nothing-here');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'We could not find that.' });
});
