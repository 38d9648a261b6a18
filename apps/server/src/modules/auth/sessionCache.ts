import type { SessionRow } from './repository.js';

/**
 * Decision 0641: the sessions this instance read in the last `ttlMs` milliseconds, by token hash,
 * so a burst of reads asks the database for the session once instead of on every request. At
 * most `maxEntries` (the oldest entry goes first). Times are the process's monotonic clock: an
 * entry is trusted for at most `ttlMs` of real time, whatever the app's clock says.
 *
 * What the database says wins within `ttlMs`: a session ended on another instance (sign-out there)
 * may still be accepted here for that long; one ended here is forgotten at once. Only live
 * sessions are kept: whether one has expired is still decided on every request, from its row.
 */
export function createSessionCache(
  ttlMs: number,
  maxEntries = 10_000,
  now: () => number = () => performance.now(),
) {
  const entries = new Map<string, { session: SessionRow; until: number }>();
  /** Sessions ended here lately: a read already under way when one ended must not bring it back. */
  const ended = new Map<string, number>();
  return {
    get(tokenHash: string): SessionRow | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.session;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Keeps the row until `ttlMs` after it was read (a touch does not extend that). */
    set(session: SessionRow, readAt = now()): void {
      if (ttlMs <= 0) return;
      const endedUntil = ended.get(session.tokenHash);
      if (endedUntil !== undefined) {
        if (endedUntil > readAt) return;
        ended.delete(session.tokenHash);
      }
      const until = entries.get(session.tokenHash)?.until ?? readAt + ttlMs;
      entries.delete(session.tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(session.tokenHash, { session, until });
    },
    delete(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /** The session was ended (signed out): forgotten now, and not kept again for `ttlMs`. */
    end(tokenHash: string): void {
      entries.delete(tokenHash);
      if (ttlMs <= 0) return;
      if (ended.size >= maxEntries) {
        const oldest = ended.keys().next().value;
        if (oldest !== undefined) ended.delete(oldest);
      }
      ended.set(tokenHash, now() + ttlMs);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
