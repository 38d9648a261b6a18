import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { postgresRateLimitStore } from './postgresStore.js';
import { redisRateLimitStore } from './redisStore.js';

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

/**
 * Decision 0441: where the rate-limit counters live. Redis when REDIS_URL is set, else the
 * PostgreSQL server the instances share, else memory (the embedded PGlite default is one
 * process anyway). Routes set their own limits (`config.rateLimit`); nothing is limited globally.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  database: DatabaseHandle,
  redisUrl: string | undefined,
): Promise<RateLimitStoreKind> {
  if (redisUrl) {
    // Imported only when used: it takes a second or two to load.
    const { Redis } = await import('ioredis');
    // A few quick retries, then the request is refused rather than waiting on a lost Redis.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
    redis.on('error', (error: NodeJS.ErrnoException) =>
      app.log.warn({ code: error.code }, 'Redis for rate limits is unreachable'),
    );
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    const store = redisRateLimitStore(redis, app.log);
    await app.register(rateLimit, { global: false, store });
    return 'redis';
  }
  if (database.kind === 'postgres') {
    const store = postgresRateLimitStore(database.db, app.log);
    await app.register(rateLimit, { global: false, store });
    return 'postgres';
  }
  await app.register(rateLimit, { global: false });
  return 'memory';
}
