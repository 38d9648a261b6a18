import { type IncomeVerification, incomeVerificationSchema } from '@benefits/domain';
import { z } from 'zod';
import { applicationPartQueries } from '../../db/ownedRows.js';
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
  const queries = applicationPartQueries(db, incomeEntries, (row) => entryFromRow(log, row));
  return {
    ...queries,
    create: (values: NewIncomeEntry) => queries.create(values),
    update: (userId: string, id: number, changes: IncomeEntryChanges) =>
      queries.update(userId, id, changes),
  };
}

export type IncomeRepository = ReturnType<typeof createIncomeRepository>;
