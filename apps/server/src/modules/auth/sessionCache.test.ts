import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registeredClient } from '../../test/testApp.js';
import type { SessionRow } from './repository.js';
import { createSessionCache } from './sessionCache.js';

const row = (tokenHash: string): SessionRow => ({
  tokenHash,
  userId: 'u1',
  createdAt: new Date(0),
  lastSeenAt: new Date(0),
  expiresAt: new Date(1e12),
});

describe('the session cache (decision 0641)', () => {
  it('keeps a session for its time to live only, and a touch does not extend it', () => {
    let now = 0;
    const cache = createSessionCache(2000, 10, () => now);
    cache.set(row('a'));
    now = 1500;
    expect(cache.get('a')?.tokenHash).toBe('a');
    cache.set({ ...row('a'), lastSeenAt: new Date(5) });
    now = 2001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest', () => {
    const cache = createSessionCache(2000, 3, () => 0);
    for (const hash of ['a', 'b', 'c', 'd']) cache.set(row(hash));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('a session ended here is not brought back by a read that was under way', () => {
    let now = 0;
    const cache = createSessionCache(2000, 10, () => now);
    cache.set(row('a'));
    cache.end('a');
    expect(cache.get('a')).toBeUndefined();
    now = 10;
    cache.set(row('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = createSessionCache(0, 10, () => 0);
    cache.set(row('a'));
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('sessions read through the cache', () => {
  it('signing out takes effect at once on the instance that signed out', async () => {
    const t = await createTestApp({
      session: { idleMinutes: 15, absoluteHours: 12, cacheSeconds: 5 },
    });
    try {
      const { client } = await registeredClient(t.app);
      const cookie = client.cookie;
      expect((await client.get('/api/applications')).statusCode).toBe(200);
      expect((await client.get('/api/applications')).statusCode).toBe(200);
      expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
      client.cookie = cookie;
      expect((await client.get('/api/applications')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('a session removed elsewhere is refused once the time to live has passed', async () => {
    const cacheSeconds = 2;
    const t = await createTestApp({
      session: { idleMinutes: 15, absoluteHours: 12, cacheSeconds },
    });
    try {
      const { client } = await registeredClient(t.app);
      expect((await client.get('/api/applications')).statusCode).toBe(200);
      // As another instance's sign-out would: the row goes, this instance has it cached.
      await t.database.db.execute(sql`delete from sessions`);
      expect((await client.get('/api/applications')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 50));
      expect((await client.get('/api/applications')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('the idle limit is still checked on every request from the cached row', async () => {
    const t = await createTestApp({
      session: { idleMinutes: 15, absoluteHours: 12, cacheSeconds: 5 },
    });
    try {
      const { client } = await registeredClient(t.app);
      expect((await client.get('/api/applications')).statusCode).toBe(200);
      t.clock.advanceMinutes(16);
      expect((await client.get('/api/applications')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
