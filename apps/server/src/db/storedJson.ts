import type { z } from 'zod';
import type { Database } from './client.js';

/** Where warnings about stored values go (the app's logger; a test may pass its own). */
export interface StoredValueLog {
  warn(details: object, message: string): void;
}

/** What a repository needs: the database and a logger for stored values that fail their schema. */
export interface DataAccess {
  db: Database;
  log: StoredValueLog;
}

/** The row and column a stored value came from; never the value itself (it may hold PII). */
export interface StoredPlace {
  table: string;
  column: string;
  id: number | string;
}

/**
 * Every jsonb value is parsed with its schema where it leaves the database. A value that fails
 * (written by an older release, or edited by hand) is logged with its place and the failing
 * paths only, and the caller's fallback is used instead (decision 0221).
 */
export function readStored<Schema extends z.ZodType, Fallback extends z.output<Schema> | null>(
  log: StoredValueLog,
  schema: Schema,
  value: unknown,
  place: StoredPlace,
  fallback: Fallback,
): z.output<Schema> | Fallback {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  log.warn(
    {
      ...place,
      issues: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`,
      ),
    },
    'stored value does not match its schema; fallback used',
  );
  return fallback;
}
