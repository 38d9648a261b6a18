import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  deadLetterName,
  type FinalFailureHandler,
  failureReason,
  type JobHandler,
  type JobQueue,
  type QueueDefinition,
} from './port.js';

// Decision 0421: the embedded database's queue. The table is the queue's own (like pg-boss's
// schema), made at start; jobs outlive the process, so a restart goes on where it stopped.
const setUp = [
  `create table if not exists app_jobs (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    data jsonb not null,
    state text not null default 'created',
    attempt integer not null default 0,
    retry_limit integer not null default 0,
    retry_delay integer not null default 1,
    expire_in integer not null default 60,
    singleton_key text,
    start_after timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    last_error text,
    created_at timestamptz not null default now())`,
  'create index if not exists app_jobs_next_idx on app_jobs (name, state, start_after)',
  `create unique index if not exists app_jobs_singleton_idx on app_jobs (name, singleton_key)
    where state in ('created', 'active') and singleton_key is not null`,
];
const DIED = 'The worker stopped before the job was done.';
const KEEP_DAYS = 7;

const claimedSchema = z.object({
  id: z.string(),
  data: z.unknown(),
  attempt: z.coerce.number(),
  last_error: z.string().nullable(),
});
const rowsOf = <Row>(schema: z.ZodType<Row>, result: unknown): Row[] =>
  z.object({ rows: z.array(schema) }).parse(result).rows;

interface Worker {
  queue: QueueDefinition;
  run: (job: z.infer<typeof claimedSchema>) => Promise<void>;
  concurrency: number;
  running: number;
}

export function createTableQueue(
  db: Database,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const workers = new Map<string, Worker>();
  const runningIds = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastCleanup = 0;
  const execute = (query: SQL) => db.execute(query);

  /** A failed try: back to waiting after the back-off, or failed and handed to the dead letter. */
  async function fail(id: string, reason: string) {
    await execute(sql`
      with failed as (
        update app_jobs set
          state = case when attempt <= retry_limit then 'created' else 'failed' end,
          start_after = case when attempt <= retry_limit
            then now() + make_interval(secs => retry_delay * power(2, attempt - 1))
            else start_after end,
          finished_at = case when attempt <= retry_limit then null else now() end,
          last_error = ${reason}
        where id = ${id} and state = 'active'
        returning name, data, state, last_error)
      insert into app_jobs (name, data, retry_limit, last_error)
      select name || '__failed', data, 5, last_error from failed where state = 'failed'`);
  }

  /** Active jobs no handler of this process runs: their worker died (decision 0421). */
  async function recover(all: boolean) {
    const stale = rowsOf(
      z.object({ id: z.string() }),
      await execute(sql`
        select id from app_jobs where state = 'active'
          and (${all}::boolean or started_at + make_interval(secs => expire_in) < now())`),
    );
    for (const { id } of stale) if (!runningIds.has(id)) await fail(id, DIED);
  }

  async function claim(name: string) {
    return rowsOf(
      claimedSchema,
      await execute(sql`
        update app_jobs set state = 'active', attempt = attempt + 1, started_at = now()
        where id = (
          select id from app_jobs
          where name = ${name} and state = 'created' and start_after <= now()
          order by start_after, created_at limit 1 for update skip locked)
        returning id, data, attempt, last_error`),
    )[0];
  }

  async function fill(worker: Worker) {
    while (!stopped && worker.running < worker.concurrency) {
      const job = await claim(worker.queue.name);
      if (!job) return;
      worker.running += 1;
      runningIds.add(job.id);
      const done = worker
        .run(job)
        .then(
          () =>
            execute(sql`
            update app_jobs set state = 'completed', finished_at = now()
            where id = ${job.id} and state = 'active'`),
          (error: unknown) => fail(job.id, failureReason(error)),
        )
        .then(
          () => undefined,
          (error: unknown) => options.onError?.(error),
        )
        .finally(() => {
          worker.running -= 1;
          runningIds.delete(job.id);
          inFlight.delete(done);
          if (!stopped) void tick(worker);
        });
      inFlight.add(done);
    }
  }

  async function tick(only?: Worker) {
    try {
      if (!only) {
        await recover(false);
        if (Date.now() - lastCleanup > 3_600_000) {
          lastCleanup = Date.now();
          await execute(sql`
            delete from app_jobs where state in ('completed', 'failed', 'cancelled')
              and finished_at < now() - make_interval(days => ${KEEP_DAYS})`);
        }
      }
      for (const worker of only ? [only] : workers.values()) await fill(worker);
    } catch (error) {
      options.onError?.(error);
    }
  }

  return {
    kind: 'table',
    async start() {
      for (const statement of setUp) await execute(sql.raw(statement));
    },
    async send(queue, data, sendOptions = {}) {
      const rows = rowsOf(
        z.object({ id: z.string() }),
        await execute(sql`
          insert into app_jobs (name, data, retry_limit, retry_delay, expire_in, singleton_key, start_after)
          values (${queue.name}, ${JSON.stringify(data)}::jsonb, ${queue.retryLimit},
            ${queue.retryDelaySeconds}, ${queue.expireInSeconds}, ${sendOptions.singletonKey ?? null},
            now() + make_interval(secs => ${sendOptions.startAfterSeconds ?? 0}))
          on conflict do nothing
          returning id`),
      );
      const worker = workers.get(queue.name);
      if (worker && !sendOptions.startAfterSeconds) setImmediate(() => void tick(worker));
      return rows[0]?.id ?? null;
    },
    async cancel(_queue, id) {
      await execute(sql`
        update app_jobs set state = 'cancelled', finished_at = now()
        where id = ${id} and state = 'created'`);
    },
    async work(queue, handler: JobHandler, onFinalFailure: FinalFailureHandler, workOptions = {}) {
      // Only one process opens a PGlite directory: a job active at start-up lost its worker.
      if (!timer) await recover(true);
      workers.set(queue.name, {
        queue,
        concurrency: workOptions.concurrency ?? 1,
        running: 0,
        run: (job) => handler(job.data, { id: job.id, attempt: job.attempt }),
      });
      const deadLetter = { ...queue, name: deadLetterName(queue), retryLimit: 5 };
      workers.set(deadLetter.name, {
        queue: deadLetter,
        concurrency: 1,
        running: 0,
        run: (job) => onFinalFailure(job.data, job.last_error ?? 'unknown error'),
      });
      timer ??= setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      // Jobs still running after a few seconds stay active and are recovered at the next start.
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    },
  };
}
