import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createFreshPostgres } from '../test/freshPostgres.js';
import { createPgBossQueue } from './pgBossQueue.js';
import type { JobQueue, QueueDefinition } from './port.js';
import { createTableQueue } from './tableQueue.js';

// Decision 0420: the same behaviour from both queues. The table queue runs on PGlite always;
// pg-boss when TEST_DATABASE_URL names a PostgreSQL server (CI's second run).
interface Backend {
  /** A queue as one process (one instance) would have it, on the shared database. */
  queue(): JobQueue;
  close(): Promise<void>;
}

// Starting PGlite costs seconds of CPU: one database serves every table-queue test (each
// test has its own queue names).
let shared: Promise<DatabaseHandle> | undefined;
const sharedPglite = () => {
  shared ??= openDatabase({ kind: 'pglite-memory' });
  return shared;
};
beforeAll(() => sharedPglite(), 120_000);
afterAll(async () => (await shared)?.close());

async function tableBackend(): Promise<Backend> {
  const database = await sharedPglite();
  return {
    queue: () => createTableQueue(database.db, { pollMs: 200 }),
    close: async () => undefined,
  };
}

async function pgBossBackend(): Promise<Backend> {
  const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL as string);
  return {
    queue: () => createPgBossQueue(fresh.url, { maintenanceSeconds: 1, onError: () => undefined }),
    close: () => fresh.drop(),
  };
}

const backends = [
  { name: 'table queue on PGlite', open: tableBackend, skip: false },
  { name: 'pg-boss on PostgreSQL', open: pgBossBackend, skip: !process.env.TEST_DATABASE_URL },
];

const definition = (overrides: Partial<QueueDefinition> = {}): QueueDefinition => ({
  name: `test-${randomUUID().slice(0, 8)}`,
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  ...overrides,
});
const never = async () => undefined;
const rowCount = (result: unknown) =>
  z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length;
const activeJobs = (name: string) =>
  sql`select id from app_jobs where state = 'active' and name = ${name}`;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(backend: Backend): Promise<JobQueue> {
  const queue = backend.queue();
  await queue.start();
  cleanups.push(() => queue.stop());
  return queue;
}

for (const { name, open, skip } of backends) {
  describe.skipIf(skip)(name, () => {
    async function opened() {
      const backend = await open();
      cleanups.push(() => backend.close());
      return backend;
    }

    it('retries a failing job with back-off (about 1 s, then about 2 s) and then runs it', async () => {
      const queue = await started(await opened());
      const def = definition();
      const tries: number[] = [];
      await queue.work(
        def,
        async () => {
          tries.push(Date.now());
          if (tries.length < 3) throw new Error('not yet');
        },
        never,
      );
      await queue.send(def, { n: 1 });
      await expect.poll(() => tries.length, { timeout: 15_000, interval: 100 }).toBe(3);
      const [first = 0, second = 0, third = 0] = tries;
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1900);
    });

    it('hands a job whose tries are spent to the final-failure handler, once, with its reason', async () => {
      const queue = await started(await opened());
      const def = definition({ retryLimit: 1 });
      let tries = 0;
      const failures: { data: unknown; reason: string }[] = [];
      await queue.work(
        def,
        async () => {
          tries += 1;
          throw new Error('the scanner is on fire');
        },
        async (data, reason) => {
          failures.push({ data, reason });
        },
      );
      await queue.send(def, { documentId: 7 });
      await expect.poll(() => failures.length, { timeout: 15_000, interval: 100 }).toBe(1);
      expect(tries).toBe(2);
      expect(failures[0]).toEqual({ data: { documentId: 7 }, reason: 'the scanner is on fire' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(tries).toBe(2);
      expect(failures).toHaveLength(1);
    });

    it('runs again a job whose worker stopped answering past its time limit', async () => {
      const backend = await opened();
      const first = await started(backend);
      const second = await started(backend);
      const def = definition({ expireInSeconds: 1 });
      let release = () => {};
      const hung = new Promise<void>((resolve) => {
        release = resolve;
      });
      cleanups.push(async () => release());
      const ran: string[] = [];
      // The first try hangs, as a worker killed mid-job looks from outside; later tries work.
      const handler = (instance: string) => async () => {
        ran.push(instance);
        if (ran.length === 1) await hung;
      };
      await first.work(def, handler('first'), never);
      await first.send(def, { n: 1 });
      await expect.poll(() => ran, { timeout: 5_000, interval: 50 }).toEqual(['first']);
      await second.work(def, handler('second'), never);
      await expect.poll(() => ran.length, { timeout: 15_000, interval: 100 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(ran).toHaveLength(2);
    });

    it('keeps one waiting job per singleton key', async () => {
      const queue = await started(await opened());
      const def = definition();
      const firstId = await queue.send(def, { n: 1 }, { singletonKey: 'document-1' });
      const secondId = await queue.send(def, { n: 2 }, { singletonKey: 'document-1' });
      expect(firstId).toBeTruthy();
      expect(secondId).toBeNull();
    });
  });
}

describe('table queue on PGlite, after a restart', () => {
  it('runs again a job found active at start-up (its process died), and a waiting one', async () => {
    const database = await sharedPglite();
    const def = definition();
    const before = createTableQueue(database.db, { pollMs: 200 });
    await before.start();
    const ran: unknown[] = [];
    await before.work(def, () => new Promise<void>(() => undefined), never);
    await before.send(def, { n: 'interrupted' });
    await expect
      .poll(async () => rowCount(await database.db.execute(activeJobs(def.name))), {
        timeout: 5_000,
      })
      .toBe(1);
    // The "crash": this queue stops polling and its job stays active in the table.
    void before.stop();
    await before.send(def, { n: 'waiting' });

    const after = createTableQueue(database.db, { pollMs: 200 });
    await after.start();
    cleanups.push(() => after.stop());
    await after.work(
      def,
      async (data) => {
        ran.push(data);
      },
      never,
    );
    await expect.poll(() => ran.length, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(ran).toEqual(expect.arrayContaining([{ n: 'interrupted' }, { n: 'waiting' }]));
  });
});
