import { and, asc, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { ownApplicationRows, ownRow } from './owned.js';

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };
type ApplicationPartTable = OwnedTable & { applicationId: AnyPgColumn };

/**
 * The queries every table of the applicant's own rows needs, each scoped by the signed-in
 * user's id, every row read through `parse` (where its jsonb columns are parsed with zod).
 * A table with `updatedAt` has it set on every update unless the change sets it.
 */
export function ownedRowQueries<Table extends OwnedTable, Row>(
  db: Database,
  table: Table,
  parse: (row: InferSelectModel<Table>) => Row,
) {
  // Drizzle cannot infer a row type through a generic table; these are the table's own.
  const parsed = (rows: unknown) => (rows as InferSelectModel<Table>[]).map(parse);
  const touched = 'updatedAt' in table;
  return {
    async findForUser(userId: string, id: number): Promise<Row | undefined> {
      return parsed(
        await db
          .select()
          .from(table as PgTable)
          .where(ownRow(table, userId, id)),
      )[0];
    },
    async create(values: InferInsertModel<Table>): Promise<Row> {
      return parsed(await db.insert(table).values(values).returning())[0]!;
    },
    /** `only` narrows which row may change (a draft only, for example). */
    async update(
      userId: string,
      id: number,
      changes: Partial<InferInsertModel<Table>>,
      only?: SQL,
    ): Promise<Row | undefined> {
      const values = touched ? { updatedAt: new Date(), ...changes } : changes;
      const where = only ? and(ownRow(table, userId, id), only) : ownRow(table, userId, id);
      return parsed(await db.update(table).set(values).where(where).returning())[0];
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(table).where(ownRow(table, userId, id));
    },
  };
}

/** The same for the parts of an application, plus one application's parts in id order. */
export function applicationPartQueries<Table extends ApplicationPartTable, Row>(
  db: Database,
  table: Table,
  parse: (row: InferSelectModel<Table>) => Row,
) {
  return {
    ...ownedRowQueries(db, table, parse),
    async listForApplication(userId: string, applicationId: number): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(ownApplicationRows(table, userId, applicationId))
        .orderBy(asc(table.id));
      return (rows as InferSelectModel<Table>[]).map(parse);
    },
  };
}
