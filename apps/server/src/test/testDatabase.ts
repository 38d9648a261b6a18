import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createFreshPostgres } from './freshPostgres.js';

// Starting PGlite and migrating it takes seconds of CPU; the server tests run in one worker
// without isolation (vitest.config.ts), so a closed test database is emptied and kept for the
// next test app instead (decision 0243). Every table is truncated with its sequences reset, so
// each test app still starts from a freshly migrated, empty database.
const idlePglite: DatabaseHandle[] = [];
const MAX_IDLE_PGLITE = 2;
const publicTables = z.object({ rows: z.array(z.object({ name: z.string() })) });

async function openPgliteFromPool(): Promise<DatabaseHandle> {
  const database = idlePglite.pop() ?? (await openDatabase({ kind: 'pglite-memory' }));
  return {
    ...database,
    async close() {
      if (idlePglite.length >= MAX_IDLE_PGLITE || !(await emptied(database))) {
        await database.close();
        return;
      }
      idlePglite.push(database);
    },
  };
}

async function emptied(database: DatabaseHandle): Promise<boolean> {
  try {
    const tables = publicTables.parse(
      await database.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      ),
    );
    const names = tables.rows.map((row) => `public.${row.name}`).join(', ');
    if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteFromPool();

  const fresh = await createFreshPostgres(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}
