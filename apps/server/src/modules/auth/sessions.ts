import { hash, randomBytes } from 'node:crypto';
import type { SessionStatus } from '@benefits/domain';
import type { AuthRepository, SessionRow } from './repository.js';
import { createSessionCache, type SessionCache } from './sessionCache.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  /** Decision 0641: how long a session read from the database is trusted (0: never). */
  cacheSeconds?: number;
}

/** 256 random bits, sent only in the httpOnly cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex. Decision 0760: the one-shot `hash` (no Hash object per request). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function sessionStatus(session: SessionRow, policy: SessionPolicy): SessionStatus {
  const idleExpiresAt = new Date(session.lastSeenAt.getTime() + policy.idleMinutes * 60_000);
  const absolute = session.expiresAt;
  return {
    idleExpiresAt: (idleExpiresAt < absolute ? idleExpiresAt : absolute).toISOString(),
    absoluteExpiresAt: absolute.toISOString(),
  };
}

export function isSessionLive(session: SessionRow, policy: SessionPolicy, now: Date): boolean {
  const idleLimit = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  return now.getTime() < idleLimit && now < session.expiresAt;
}

const TOUCH_INTERVAL_MS = 60_000;

export function createSessionService(
  repository: AuthRepository,
  policy: SessionPolicy,
  clock: () => Date,
  cache: SessionCache = createSessionCache((policy.cacheSeconds ?? 0) * 1000),
) {
  /** Reads of a session row under way, by token hash (decision 0723). */
  const reading = new Map<string, Promise<SessionRow | undefined>>();
  /** Touches under way, by token hash: the requests of one burst write once. */
  const touching = new Map<string, Promise<SessionRow>>();

  async function readSession(tokenHash: string): Promise<SessionRow | undefined> {
    const session = await repository.findSession(tokenHash);
    if (!session) return undefined;
    if (!isSessionLive(session, policy, clock())) {
      cache.end(session.tokenHash);
      await repository.deleteSession(session.tokenHash);
      return undefined;
    }
    cache.set(session);
    return session;
  }

  async function writeTouch(session: SessionRow, lastSeenAt: Date): Promise<SessionRow> {
    await repository.touchSession(session.tokenHash, lastSeenAt);
    const touched = { ...session, lastSeenAt };
    if (cache.get(session.tokenHash)) cache.set(touched);
    return touched;
  }

  return {
    async start(userId: string): Promise<{ token: string; session: SessionRow }> {
      const token = newSessionToken();
      const now = clock();
      const session: SessionRow = {
        tokenHash: hashSessionToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
      };
      await repository.insertSession(session);
      return { token, session };
    },
    /** The live session for a cookie value; expired sessions are deleted. */
    async resolve(token: string | undefined): Promise<SessionRow | undefined> {
      if (!token) return undefined;
      const tokenHash = hashSessionToken(token);
      const cached = cache.get(tokenHash);
      if (cached && isSessionLive(cached, policy, clock())) return cached;
      // Not cached, or it looks expired here (another instance may have moved its idle limit).
      cache.delete(tokenHash);
      // Decision 0723: the requests that come while the row is read wait for that one read.
      let read = reading.get(tokenHash);
      if (!read) {
        read = readSession(tokenHash).finally(() => {
          if (reading.get(tokenHash) === read) reading.delete(tokenHash);
        });
        reading.set(tokenHash, read);
      }
      return read;
    },
    /**
     * Moves the idle limit. A write at most once a minute is plenty for a 15-minute limit and
     * keeps a write off every request; `force` (the warning's 'Stay signed in') always writes.
     */
    async touch(session: SessionRow, force = false): Promise<SessionRow> {
      const lastSeenAt = clock();
      if (!force && lastSeenAt.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS)
        return session;
      if (force) return writeTouch(session, lastSeenAt);
      let touch = touching.get(session.tokenHash);
      if (!touch) {
        touch = writeTouch(session, lastSeenAt).finally(() => {
          if (touching.get(session.tokenHash) === touch) touching.delete(session.tokenHash);
        });
        touching.set(session.tokenHash, touch);
      }
      return touch;
    },
    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = hashSessionToken(token);
      cache.end(tokenHash);
      // A request that comes after the sign-out must not take a read started before it.
      reading.delete(tokenHash);
      await repository.deleteSession(tokenHash);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
