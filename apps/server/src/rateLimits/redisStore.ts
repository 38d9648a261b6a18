import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { routeStore } from './routeStore.js';

const replies = z.tuple([
  z.tuple([z.null(), z.number()]),
  z.tuple([z.null(), z.number()]),
  z.tuple([z.null(), z.number()]),
]);

/**
 * Decision 0441: the counters in Redis when REDIS_URL is set. INCR, PEXPIRE NX (the window
 * starts with the first hit) and PTTL in one MULTI, so concurrent instances count every hit
 * once and a key never lives without its expiry.
 */
export function redisRateLimitStore(redis: Redis, log: FastifyBaseLogger) {
  return routeStore(async (key, timeWindowMs) => {
    const [[, current], , [, ttl]] = replies.parse(
      await redis.multi().incr(key).pexpire(key, timeWindowMs, 'NX').pttl(key).exec(),
    );
    return { current, ttl: Math.max(0, ttl) };
  }, log);
}
