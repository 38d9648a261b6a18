import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../config.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; used by GET /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(
  location: DatabaseLocation,
  onIdleConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection that the server closes (a restart, a failover, an administrator)
    // must not crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => onIdleConnectionError(error));
    const db = drizzleNodePostgres(pool, { schema });
    await migrateNodePostgres(db, { migrationsFolder });
    return handle(db, 'postgres', { query: (sql) => pool.query(sql), close: () => pool.end() });
  }
  let client: PGlite;
  if (location.kind === 'pglite') {
    const dir = path.join(location.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return handle(db, 'pglite', { query: (sql) => client.query(sql), close: () => client.close() });
}

function handle(
  db: unknown,
  kind: DatabaseHandle['kind'],
  client: { query(sql: string): Promise<unknown>; close(): Promise<void> },
): DatabaseHandle {
  return {
    db: db as Database,
    kind,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function databaseLocation(
  databaseUrl: string | undefined,
  dataDir: string,
): DatabaseLocation {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir };
}
