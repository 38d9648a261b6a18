import { type IncomeVerification, incomeVerificationSchema } from '@benefits/domain';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { ownApplicationRows, ownRow } from '../../db/owned.js';
import { incomeEntries } from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';

type RawIncomeEntryRow = typeof incomeEntries.$inferSelect;

/** An income entry as stored, its verification parsed. */
export type IncomeEntryRow = Omit<RawIncomeEntryRow, 'verification'> & {
  verification: IncomeVerification | null;
};
type NewIncomeEntry = Omit<typeof incomeEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type IncomeEntryChanges = Partial<Omit<NewIncomeEntry, 'applicationId' | 'userId' | 'categoryId'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rows verified before issue 6's status and details existed lack them: documents whose
 * analysis is pending read as 'analysis_pending', every other method as 'verified'.
 */
const storedVerificationSchema = z.preprocess(
  (stored) =>
    isRecord(stored)
      ? {
          status: stored.analysisPending === true ? 'analysis_pending' : 'verified',
          details: null,
          ...stored,
        }
      : stored,
  incomeVerificationSchema.nullable(),
);

/** Decision 0221: a verification that fails its schema reads as not verified yet. */
function entryFromRow(log: DataAccess['log'], row: RawIncomeEntryRow): IncomeEntryRow {
  const place = { table: 'income_entries', column: 'verification', id: row.id };
  return {
    ...row,
    verification: readStored(log, storedVerificationSchema, row.verification, place, null),
  };
}

/** Every query is scoped by the signed-in user's id. */
export function createIncomeRepository({ db, log }: DataAccess) {
  const parsed = (row: RawIncomeEntryRow) => entryFromRow(log, row);
  return {
    async listForApplication(userId: string, applicationId: number): Promise<IncomeEntryRow[]> {
      const rows = await db
        .select()
        .from(incomeEntries)
        .where(ownApplicationRows(incomeEntries, userId, applicationId))
        .orderBy(asc(incomeEntries.id));
      return rows.map(parsed);
    },
    async findForUser(userId: string, id: number): Promise<IncomeEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(incomeEntries)
        .where(ownRow(incomeEntries, userId, id));
      return row && parsed(row);
    },
    async create(values: NewIncomeEntry): Promise<IncomeEntryRow> {
      const [row] = await db.insert(incomeEntries).values(values).returning();
      return parsed(row!);
    },
    async update(
      userId: string,
      id: number,
      changes: IncomeEntryChanges,
    ): Promise<IncomeEntryRow | undefined> {
      const [row] = await db
        .update(incomeEntries)
        .set({ ...changes, updatedAt: new Date() })
        .where(ownRow(incomeEntries, userId, id))
        .returning();
      return row && parsed(row);
    },
    async remove(userId: string, id: number): Promise<void> {
      await db.delete(incomeEntries).where(ownRow(incomeEntries, userId, id));
    },
  };
}

export type IncomeRepository = ReturnType<typeof createIncomeRepository>;
