import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp, TestClient } from '../test/testApp.js';

// Decision 0441: with REDIS_URL, two instances (here on databases of their own) count one
// address's sign-in requests together. Runs where TEST_REDIS_URL names a Redis server.
const redisUrl = process.env.TEST_REDIS_URL;
const PER_ADDRESS = 4;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const signIn = { ...loadConfig({}).signIn, requestsPerWindow: PER_ADDRESS };
    a = await createTestApp({ signIn, redisUrl });
    b = await createTestApp({ signIn, redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one address on both instances together', async () => {
    // Redis outlives the test: an address of this run's own.
    const remoteAddress = `10.${[...randomBytes(3)].join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      const response = await new TestClient(i % 2 === 0 ? a.app : b.app).request({
        method: 'POST',
        url: '/api/auth/sign-in/code',
        payload: { email: 'nobody@example.org' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(202), 429, 429]);
  });
});

describe('rate limits when Redis is away', () => {
  let t: TestApp;
  // Nothing listens on port 1: every connection is refused.
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t?.close());

  it('answers 503 at once, and neither 500 nor a pass', async () => {
    const started = Date.now();
    const response = await new TestClient(t.app).post('/api/auth/sign-in/code', {
      email: 'nobody@example.org',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/./);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(t.emails.sent).toEqual([]);
  });
});
