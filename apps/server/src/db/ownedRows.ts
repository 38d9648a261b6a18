import { and, asc, eq, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { ownApplicationRows, ownRow } from './owned.js';
import { applications } from './schema.js';

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

/** Decision 0383: the application is not (or no longer) a draft; the error handler answers 409. */
export class ApplicationNotDraftError extends Error {
  constructor() {
    super('application is not a draft');
    this.name = 'ApplicationNotDraftError';
  }
}

/**
 * Locks the user's application row until the transaction ends and answers its status (undefined
 * when it is not theirs). Submission takes 'update'; a write to a part takes 'no key update',
 * which waits for a submission in progress and then sees its outcome (decision 0383).
 */
export async function lockApplication(
  db: Database,
  userId: string,
  applicationId: number,
  strength: 'update' | 'no key update',
): Promise<string | undefined> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .for(strength);
  return row?.status;
}

async function lockDraft(db: Database, userId: string, applicationId: number): Promise<void> {
  if ((await lockApplication(db, userId, applicationId, 'no key update')) !== 'draft') {
    throw new ApplicationNotDraftError();
  }
}

/**
 * The same for the parts of an application, plus one application's parts in id order. Every
 * write (create, update, remove) runs in one transaction that first locks the part's application
 * and checks it is still a draft (ApplicationNotDraftError otherwise): the services' own 404/409
 * checks read before the write, this one holds through it (decision 0383).
 */
export function applicationPartQueries<Table extends ApplicationPartTable, Row>(
  db: Database,
  table: Table,
  parse: (row: InferSelectModel<Table>) => Row,
) {
  const queries = ownedRowQueries(db, table, parse);
  /** Runs `write` with the part's application locked as a draft; undefined when no such part. */
  const onDraft = <T>(userId: string, id: number, write: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => {
      const [part] = await tx
        .select({ applicationId: table.applicationId })
        .from(table as PgTable)
        .where(ownRow(table, userId, id));
      if (!part) return undefined;
      await lockDraft(tx, userId, part.applicationId as number);
      return write(tx);
    });
  return {
    ...queries,
    async create(values: InferInsertModel<Table>): Promise<Row> {
      const { userId, applicationId } = values as { userId: string; applicationId: number };
      return db.transaction(async (tx) => {
        await lockDraft(tx, userId, applicationId);
        return ownedRowQueries(tx, table, parse).create(values);
      });
    },
    update: (userId: string, id: number, changes: Partial<InferInsertModel<Table>>, only?: SQL) =>
      onDraft(userId, id, (tx) =>
        ownedRowQueries(tx, table, parse).update(userId, id, changes, only),
      ),
    async remove(userId: string, id: number): Promise<void> {
      await onDraft(userId, id, (tx) => ownedRowQueries(tx, table, parse).remove(userId, id));
    },
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
