import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';

export interface Hit {
  current: number;
  /** Milliseconds left in the key's window. */
  ttl: number;
}

/** The plugin's store, with `child` taking what the plugin passes at run time (its route). */
export interface RateLimitStore extends Omit<FastifyRateLimitStore, 'child'> {
  child(routeOptions: unknown): RateLimitStore;
}

const childOptions = z.object({
  routeInfo: z.object({
    method: z.union([z.string(), z.array(z.string())]).optional(),
    url: z.string().optional(),
  }),
});

/**
 * Decision 0441: a @fastify/rate-limit store over a shared counter (`hit` adds one to a key and
 * answers the count and the time left). Each route counts under its own prefix. When the
 * counter cannot be reached the request is refused with 503, never let through: a limit that
 * stops counting would reopen the guessing it is there to stop.
 */
export function routeStore(
  hit: (key: string, timeWindowMs: number) => Promise<Hit>,
  log: FastifyBaseLogger,
): new (
  options: unknown,
) => RateLimitStore {
  class Store implements RateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs the store with its options; children get a route prefix. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate-limit:';
    }
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: NodeJS.ErrnoException) => {
          log.warn({ code: error.code }, 'rate-limit counters unreachable');
          callback(new HttpError(503, 'serverError'));
        },
      );
    }
    child(routeOptions: unknown): RateLimitStore {
      const { method, url } = childOptions.parse(routeOptions).routeInfo;
      return new Store(`${this.prefix}${[method].flat().join(',')}${url ?? ''}:`);
    }
  }
  return Store;
}
