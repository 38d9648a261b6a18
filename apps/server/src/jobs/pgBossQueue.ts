import PgBoss from 'pg-boss';
import { deadLetterName, type JobQueue, type QueueDefinition } from './port.js';

// Decision 0420: on PostgreSQL the jobs live in pg-boss's own schema in the same database.
// pg-boss 10 (the last line for Node 20) retries with back-off, fails jobs whose worker died
// past their expiry (its supervisor, under an advisory lock, on every instance) and copies a
// job whose tries are spent to its dead-letter queue.

function reasonOf(output: unknown): string {
  if (typeof output !== 'object' || output === null) return 'unknown error';
  const record = output as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  return typeof message === 'string' ? message.slice(0, 500) : 'unknown error';
}

export function createPgBossQueue(
  connectionString: string,
  options: { maintenanceSeconds: number; onError: (error: unknown) => void },
): JobQueue {
  const boss = new PgBoss({
    connectionString,
    application_name: 'benefits-jobs',
    max: 4,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    schedule: false,
  });
  boss.on('error', options.onError);
  const created = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();

  /** Each queue and its dead letter, once; pg-boss makes a queue under its own lock. */
  function ensureQueue(queue: QueueDefinition): Promise<void> {
    let pending = created.get(queue.name);
    if (!pending) {
      const deadLetter = deadLetterName(queue);
      pending = (async () => {
        await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 5, retryDelay: 1 });
        await boss.createQueue(queue.name, {
          name: queue.name,
          policy: 'stately',
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
          deadLetter,
        });
      })();
      pending.catch(() => created.delete(queue.name));
      created.set(queue.name, pending);
    }
    return pending;
  }

  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
    },
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      const id = await boss.send(queue.name, data, {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      if (!sendOptions.startAfterSeconds) wake(queue.name);
      return id;
    },
    async cancel(queue, id) {
      await boss.cancel(queue.name, id);
    },
    async work(queue, handler, onFinalFailure, workOptions = {}) {
      await ensureQueue(queue);
      const ids: string[] = [];
      const polling = { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
      for (let slot = 0; slot < (workOptions.concurrency ?? 1); slot += 1) {
        ids.push(
          await boss.work<object>(queue.name, polling, async ([job]) => {
            if (job) await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
          }),
        );
      }
      ids.push(
        await boss.work<object>(deadLetterName(queue), polling, async ([job]) => {
          if (job) await onFinalFailure(job.data, reasonOf(job.output));
        }),
      );
      workerIds.set(queue.name, ids);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
