import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface OwnedTable {
  id: AnyPgColumn;
  userId: AnyPgColumn;
}

interface ApplicationPartTable extends OwnedTable {
  applicationId: AnyPgColumn;
}

// Every query takes the signed-in user's id: no row is read or written across users.

/** The user's own row with that id. */
export function ownRow(table: OwnedTable, userId: string, id: number): SQL | undefined {
  return and(eq(table.id, id), eq(table.userId, userId));
}

/** The user's own rows with these ids. */
export function ownRows(table: OwnedTable, userId: string, ids: number[]): SQL | undefined {
  return and(eq(table.userId, userId), inArray(table.id, ids));
}

/** The user's own rows of one application. */
export function ownApplicationRows(
  table: ApplicationPartTable,
  userId: string,
  applicationId: number,
): SQL | undefined {
  return and(eq(table.userId, userId), eq(table.applicationId, applicationId));
}
