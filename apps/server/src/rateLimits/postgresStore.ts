import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { routeStore } from './routeStore.js';

const hitRows = z.object({
  rows: z.array(z.object({ hits: z.coerce.number(), ttl: z.coerce.number() })),
});

const SWEEP_EVERY_MS = 60_000;

/**
 * Decision 0441: the counters in PostgreSQL, so every instance counts the same hits. One atomic
 * upsert per hit: a row whose window has ended starts again at 1, so two instances racing on a
 * key still count every hit once. Times come from the database's clock, the one clock every
 * instance shares.
 */
export function postgresRateLimitStore(db: Database, log: FastifyBaseLogger) {
  let lastSweep = 0;

  /** Ended windows are deleted now and then, by whichever instance gets there first. */
  function sweepNow() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // A failed sweep only leaves dead rows for the next one; it must not fail the request.
    db.execute(sql`delete from rate_limit_hits where window_ends_at < now()`).catch(() => {});
  }

  return routeStore(async (key, timeWindowMs) => {
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
    // now() is each transaction's start: a window opened by a transaction that started a few
    // milliseconds after this one ends a little past now() + the window, so clamp to it.
    return { current: row.hits, ttl: Math.min(timeWindowMs, Math.max(0, row.ttl)) };
  }, log);
}
