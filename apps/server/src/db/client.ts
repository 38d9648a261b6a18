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
import { nativeJsonParse } from '../nativeJson.js';
import { isConnectionError } from './connectionErrors.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (the job queue opens its own pool on it). */
  url?: string;
  /** Answers when the database does; used by GET /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** How the app's own connections show in pg_stat_activity (the job queue has its own). */
export const APPLICATION_NAME = 'benefits-app';
/** Decision 0423: one key for every instance of the app, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_382_910_451;

/**
 * N instances starting at once on a fresh database: each waits for the session-level advisory
 * lock, then migrates; the first applies the migrations, the others find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

const READ_STATEMENT = /^\s*(select|with)\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|lock|nextval|setval)\b/i;

/**
 * Decision 0424: a read statement (outside a transaction, so on the pool) that failed on a
 * connection the server dropped runs again, at most twice, on a fresh connection. Writes are
 * never run again here: the route-level retry of GET requests covers those.
 */
function retryReadsOnLostConnections(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
    const read =
      typeof text === 'string' &&
      READ_STATEMENT.test(text) &&
      !WRITE_WORD.test(text) &&
      typeof args.at(-1) !== 'function';
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await query(...args);
      } catch (error) {
        if (!read || attempt >= 2 || !isConnectionError(error)) throw error;
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(
  location: DatabaseLocation,
  onIdleConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // pg bound `JSON.parse` when it loaded, maybe after pdfjs-dist replaced it (decision 0640).
    pg.types.setTypeParser(pg.types.builtins.JSON, nativeJsonParse);
    pg.types.setTypeParser(pg.types.builtins.JSONB, nativeJsonParse);
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      application_name: APPLICATION_NAME,
    });
    // An idle connection that the server closes (a restart, a failover, an administrator)
    // must not crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => onIdleConnectionError(error));
    retryReadsOnLostConnections(pool);
    const db = drizzleNodePostgres(pool, { schema });
    await migrateUnderLock(pool, () => migrateNodePostgres(db, { migrationsFolder }));
    return {
      ...handle(db, 'postgres', { query: (sql) => pool.query(sql), close: () => pool.end() }),
      url: location.url,
    };
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
  poolSize?: number,
): DatabaseLocation {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl, ...(poolSize ? { poolSize } : {}) }
    : { kind: 'pglite', dataDir };
}
