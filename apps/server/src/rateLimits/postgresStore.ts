import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';

const hitRows = z.object({
  rows: z.array(z.object({ hits: z.coerce.number(), ttl: z.coerce.number() })),
});
const childOptions = z.object({
  routeInfo: z.object({
    method: z.union([z.string(), z.array(z.string())]).optional(),
    url: z.string().optional(),
  }),
});

const SWEEP_EVERY_MS = 60_000;

/** The plugin's store, with `child` taking what the plugin passes at run time (its route). */
export interface PostgresRateLimitStore extends Omit<FastifyRateLimitStore, 'child'> {
  child(routeOptions: unknown): PostgresRateLimitStore;
}

/**
 * Decision 0441: @fastify/rate-limit's counters in PostgreSQL, so every instance counts the same
 * hits. One atomic upsert per hit: a row whose window has ended starts again at 1, so two
 * instances racing on a key still count every hit once. Times come from the database's clock,
 * the one clock every instance shares.
 */
export function postgresRateLimitStore(
  db: Database,
): new (
  options: unknown,
) => PostgresRateLimitStore {
  let lastSweep = 0;

  async function hit(key: string, timeWindowMs: number) {
    const result = await db.execute(sql`
      insert into rate_limit_hits as counted (key, hits, window_ends_at)
      values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when counted.window_ends_at <= now() then 1 else counted.hits + 1 end,
        window_ends_at = case when counted.window_ends_at <= now()
          then excluded.window_ends_at else counted.window_ends_at end
      returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl`);
    const row = hitRows.parse(result).rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    sweepNow();
    return { current: row.hits, ttl: Math.max(0, row.ttl) };
  }

  /** Ended windows are deleted now and then, by whichever instance gets there first. */
  function sweepNow() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // A failed sweep only leaves dead rows for the next one; it must not fail the request.
    db.execute(sql`delete from rate_limit_hits where window_ends_at < now()`).catch(() => {});
  }

  class Store implements PostgresRateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs the store with its options; children get a route prefix. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate-limit:';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: unknown): PostgresRateLimitStore {
      const { method, url } = childOptions.parse(routeOptions).routeInfo;
      return new Store(`${this.prefix}${[method].flat().join(',')}${url ?? ''}:`);
    }
  }
  return Store;
}
