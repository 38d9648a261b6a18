import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { postgresRateLimitStore } from './postgresStore.js';
import { type RateLimitStore, routeStore } from './routeStore.js';

const silent = pino({ level: 'silent' });

// Decision 0441. On PGlite by default, on the PostgreSQL server with TEST_DATABASE_URL.
let database: DatabaseHandle;
let store: RateLimitStore;
beforeAll(async () => {
  database = await openTestDatabase();
  const Store = postgresRateLimitStore(database.db, silent);
  store = new Store({}).child({
    routeInfo: { method: 'POST', url: '/api/auth/sign-in/code' },
  });
});
afterAll(() => database?.close());

const hit = (on: RateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    on.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
      10,
    ),
  );

it('counts every one of many simultaneous hits once', async () => {
  const results = await Promise.all(
    Array.from({ length: 20 }, () => hit(store, '10.0.0.1', 60_000)),
  );
  expect(results.map((result) => result.current).sort((x, y) => x - y)).toEqual(
    Array.from({ length: 20 }, (_, index) => index + 1),
  );
  for (const { ttl } of results) {
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  }
});

it('keeps keys and routes apart', async () => {
  expect((await hit(store, '10.0.0.2', 60_000)).current).toBe(1);
  const Store = postgresRateLimitStore(database.db, silent);
  const otherRoute = new Store({}).child({
    routeInfo: { method: 'POST', url: '/api/register' },
  });
  expect((await hit(otherRoute, '10.0.0.2', 60_000)).current).toBe(1);
  expect((await hit(store, '10.0.0.2', 60_000)).current).toBe(2);
});

it('starts again at 1 once the window has ended', async () => {
  expect((await hit(store, '10.0.0.3', 150)).current).toBe(1);
  expect((await hit(store, '10.0.0.3', 150)).current).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 250));
  const fresh = await hit(store, '10.0.0.3', 150);
  expect(fresh.current).toBe(1);
  expect(fresh.ttl).toBeLessThanOrEqual(150);
});

it('refuses with 503, never lets through, when the counters cannot be reached', async () => {
  const Store = routeStore(async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  }, silent);
  const refused = await hit(new Store({}), '10.0.0.4', 60_000).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ statusCode: 503 });
});
