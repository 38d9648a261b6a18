import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { nativeJsonParse } from '../nativeJson.js';
import { APPLICATION_NAME, databaseLocation, openDatabase } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

it('DATABASE_POOL_SIZE sets the pool, 10 by default, within 1 to 50 (decision 0646)', () => {
  expect(loadConfig({}).databasePoolSize).toBe(10);
  expect(loadConfig({ DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
  expect(loadConfig({ DATABASE_POOL_SIZE: '500' }).databasePoolSize).toBe(50);
  expect(loadConfig({ DATABASE_POOL_SIZE: 'x' }).databasePoolSize).toBe(10);
  expect(databaseLocation('postgres://db/app', '/data', 20)).toEqual({
    kind: 'postgres',
    url: 'postgres://db/app',
    poolSize: 20,
  });
});

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('opens at most its size of connections, and parses jsonb with the native JSON.parse', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    try {
      let done = false;
      const sleeps = Promise.all(
        Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(1)`)),
      ).finally(() => {
        done = true;
      });
      const counts: number[] = [];
      while (!done) {
        const { rows } = await admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
          [name, APPLICATION_NAME],
        );
        counts.push(rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await sleeps;
      expect(Math.max(...counts)).toBe(3);
      expect(pg.types.getTypeParser(pg.types.builtins.JSONB)).toBe(nativeJsonParse);
      const result = await database.db.execute(sql`select '{"a":[1]}'::jsonb as value`);
      expect(result).toMatchObject({ rows: [{ value: { a: [1] } }] });
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('survives the server closing its idle connections and reconnects on the next query', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const closed: string[] = [];
    const database = await openDatabase({ kind: 'postgres', url: url.toString() }, (error) =>
      closed.push((error as { code?: string }).code ?? ''),
    );
    try {
      await database.ping();
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      await expect.poll(() => closed.length).toBeGreaterThan(0);
      expect(closed[0]).toBe('57P01');
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
