import { describe, expect, it } from 'vitest';
import type { AuthRepository, SessionRow } from './repository.js';
import { createSessionService, hashSessionToken } from './sessions.js';

// Decision 0723: the requests that come while a session row is read (or touched) share that one
// query instead of each sending their own (a burst of 200 every time the cached row expired).
const NOW = new Date('2026-11-22T15:00:00.000Z');
const policy = { idleMinutes: 15, absoluteHours: 12, cacheSeconds: 2 };

function countingRepository(lastSeenAt: Date) {
  const row: SessionRow = {
    tokenHash: hashSessionToken('token'),
    userId: 'u1',
    createdAt: lastSeenAt,
    lastSeenAt,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
  };
  const calls = { find: 0, touch: 0, remove: 0 };
  let stored: SessionRow | undefined = row;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const repository = {
    async findSession() {
      calls.find += 1;
      await tick();
      return stored;
    },
    async touchSession() {
      calls.touch += 1;
      await tick();
    },
    async deleteSession() {
      calls.remove += 1;
      stored = undefined;
    },
  } as unknown as AuthRepository;
  return { repository, calls, row };
}

describe('session reads under a burst (decision 0723)', () => {
  it('reads the row once for the requests that come while it is read', async () => {
    const { repository, calls } = countingRepository(NOW);
    const sessions = createSessionService(repository, policy, () => NOW);
    const resolved = await Promise.all(Array.from({ length: 50 }, () => sessions.resolve('token')));
    expect(calls.find).toBe(1);
    expect(resolved.every((session) => session?.userId === 'u1')).toBe(true);
  });

  it('a request that comes after a sign-out does not take the read started before it', async () => {
    const { repository, calls } = countingRepository(NOW);
    const sessions = createSessionService(repository, policy, () => NOW);
    const before = sessions.resolve('token');
    await sessions.end('token');
    const after = sessions.resolve('token');
    expect(calls.find).toBe(2);
    expect(await after).toBeUndefined();
    await before;
  });

  it('touches the row once for the requests of one burst; Stay signed in always writes', async () => {
    const { repository, calls, row } = countingRepository(new Date(NOW.getTime() - 120_000));
    const sessions = createSessionService(repository, policy, () => NOW);
    const touched = await Promise.all(Array.from({ length: 50 }, () => sessions.touch(row)));
    expect(calls.touch).toBe(1);
    expect(touched.every((session) => session.lastSeenAt.getTime() === NOW.getTime())).toBe(true);
    await sessions.touch(row, true);
    await sessions.touch(row, true);
    expect(calls.touch).toBe(3);
  });
});

describe('the session token hash (decision 0760)', () => {
  it('is the SHA-256 of the token in hex, as stored for sessions made before', () => {
    // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
