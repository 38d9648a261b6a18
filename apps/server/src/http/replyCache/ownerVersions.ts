import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isConnectionError } from '../../db/connectionErrors.js';
import { ownerVersions } from '../../db/schema.js';

/** Reads owners' data versions (decision 0720). */
export interface OwnerVersions {
  /**
   * The owner's version as read by a query that started after this call: every write committed
   * before the call (on any instance) is counted. 0 when the owner's rows were never written.
   */
  current(userId: string): Promise<number>;
}

interface Waiting {
  resolve(version: number): void;
  reject(error: unknown): void;
}

/**
 * Decision 0720. Concurrent calls share one query: the calls made while a query runs wait for
 * the next one (which starts after them), so each call still gets a version read after it was
 * made.
 */
export function createOwnerVersions(db: Database): OwnerVersions {
  const read = db
    .select({ userId: ownerVersions.userId, version: ownerVersions.version })
    .from(ownerVersions)
    .where(sql`${ownerVersions.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('owner_versions_read');
  return batchedVersions((userIds) => read.execute({ userIds }), isConnectionError);
}

/** A query that failed on a lost connection runs again after this pause, at most twice. */
const RETRY_PAUSE_MS = 50;
const RETRIES = 2;

/** `read` answers the stored versions of the owners asked for (absent when never written). */
export function batchedVersions(
  read: (userIds: string[]) => Promise<{ userId: string; version: number }[]>,
  retryable: (error: unknown) => boolean = () => false,
): OwnerVersions {
  let waiting = new Map<string, Waiting[]>();
  let running = false;

  // Decision 0424's pool retries each statement twice at once; when PostgreSQL dropped every
  // connection, a batch answers many requests, so it waits a little before each try again.
  // Still a query started after each caller came: what it counts is unchanged.
  async function readAgainOnLostConnection(userIds: string[]) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await read(userIds);
      } catch (error) {
        if (attempt >= RETRIES || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
    }
  }

  async function runBatch() {
    running = true;
    const batch = waiting;
    waiting = new Map();
    try {
      const rows = await readAgainOnLostConnection([...batch.keys()]);
      const versions = new Map(rows.map((row) => [row.userId, Number(row.version)]));
      for (const [userId, callers] of batch) {
        for (const caller of callers) caller.resolve(versions.get(userId) ?? 0);
      }
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    } finally {
      running = false;
      if (waiting.size > 0) void runBatch();
    }
  }

  return {
    current(userId) {
      return new Promise<number>((resolve, reject) => {
        const callers = waiting.get(userId);
        if (callers) callers.push({ resolve, reject });
        else waiting.set(userId, [{ resolve, reject }]);
        if (!running) {
          running = true;
          // The requests read in this turn of the event loop join the query.
          setImmediate(() => void runBatch());
        }
      });
    },
  };
}
