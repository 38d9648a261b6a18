import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
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
