import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/**
 * A new database on the TEST_DATABASE_URL server that several pools open, as several app
 * instances would. Opened one after the other: migrations run once, then find nothing to do.
 */
export async function sharedPostgresDatabase(serverUrl: string, instances: number) {
  const name = `test_shared_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < instances; i += 1) {
    handles.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
  }
  return {
    handles,
    async drop() {
      for (const handle of handles) await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
