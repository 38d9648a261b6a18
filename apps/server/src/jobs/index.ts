import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { createPgBossQueue } from './pgBossQueue.js';
import type { JobQueue } from './port.js';
import { createTableQueue } from './tableQueue.js';

export type {
  FinalFailureHandler,
  JobHandler,
  JobInfo,
  JobQueue,
  QueueDefinition,
} from './port.js';

/** pg-boss on a PostgreSQL server; the table queue on the embedded PGlite (decision 0420). */
export function createJobQueue(
  database: DatabaseHandle,
  options: { timeoutSeconds: number; log: FastifyBaseLogger },
): JobQueue {
  const onError = (error: unknown) =>
    options.log.error(
      { err: error instanceof Error ? error.message : 'unknown' },
      'job queue error',
    );
  if (database.kind === 'postgres' && database.url) {
    return createPgBossQueue(database.url, {
      // The supervisor that finds jobs whose worker died runs this often, on some instance.
      maintenanceSeconds: Math.max(1, Math.min(60, Math.floor(options.timeoutSeconds / 2))),
      onError,
    });
  }
  return createTableQueue(database.db, {
    pollMs: Math.max(200, Math.min(1000, options.timeoutSeconds * 250)),
    onError,
  });
}
