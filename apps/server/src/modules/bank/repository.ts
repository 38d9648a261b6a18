import type { BankTransaction } from '@benefits/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  bankAnalyses,
  bankItems,
  bankTransactions,
  incomeEntries,
  users,
} from '../../db/schema.js';
import type { SandboxIncomeSource } from './sandboxTransactions.js';

export type BankItemRow = typeof bankItems.$inferSelect;
export type BankAnalysisRow = typeof bankAnalyses.$inferSelect;

/** Every query is scoped by the signed-in user's id. */
export function createBankRepository(db: Database) {
  return {
    /** Undefined when this user already linked that provider item. */
    async insertItem(values: typeof bankItems.$inferInsert): Promise<BankItemRow | undefined> {
      const [row] = await db
        .insert(bankItems)
        .values(values)
        .onConflictDoNothing({ target: [bankItems.userId, bankItems.providerItemId] })
        .returning();
      return row;
    },

    async findItem(userId: string, handleHash: string): Promise<BankItemRow | undefined> {
      const [row] = await db
        .select()
        .from(bankItems)
        .where(and(eq(bankItems.userId, userId), eq(bankItems.handleHash, handleHash)));
      return row;
    },

    async itemLinked(userId: string, providerItemId: string): Promise<boolean> {
      const rows = await db
        .select({ id: bankItems.id })
        .from(bankItems)
        .where(and(eq(bankItems.userId, userId), eq(bankItems.providerItemId, providerItemId)));
      return rows.length > 0;
    },

    /** Keeps the bank's own copy of what it returned (analysis never trusts the browser). */
    async saveTransactions(userId: string, bankItemId: number, transactions: BankTransaction[]) {
      for (let start = 0; start < transactions.length; start += 200) {
        const values = transactions.slice(start, start + 200).map((transaction) => ({
          userId,
          bankItemId,
          transactionId: transaction.transaction_id,
          data: transaction,
        }));
        await db
          .insert(bankTransactions)
          .values(values)
          .onConflictDoUpdate({
            target: [bankTransactions.userId, bankTransactions.transactionId],
            set: { bankItemId, data: sql`excluded.data` },
          });
      }
    },

    async findTransactions(userId: string, ids: string[]): Promise<BankTransaction[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ data: bankTransactions.data })
        .from(bankTransactions)
        .where(
          and(eq(bankTransactions.userId, userId), inArray(bankTransactions.transactionId, ids)),
        );
      return rows.map((row) => row.data as BankTransaction);
    },

    async insertAnalysis(values: typeof bankAnalyses.$inferInsert): Promise<BankAnalysisRow> {
      const [row] = await db.insert(bankAnalyses).values(values).returning();
      return row as BankAnalysisRow;
    },

    /** This user's analyses of one income source, newest first. */
    async analysesForEntry(userId: string, incomeEntryId: number): Promise<BankAnalysisRow[]> {
      return db
        .select()
        .from(bankAnalyses)
        .where(and(eq(bankAnalyses.userId, userId), eq(bankAnalyses.incomeEntryId, incomeEntryId)))
        .orderBy(desc(bankAnalyses.id));
    },

    async applicant(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, zipCode: users.zipCode })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Income sources of the applicant's latest draft application (the sandbox's deposits). */
    async latestDraftIncomeSources(userId: string): Promise<SandboxIncomeSource[]> {
      const [draft] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.status, 'draft')))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(1);
      if (!draft) return [];
      return db
        .select({
          id: incomeEntries.id,
          categoryId: incomeEntries.categoryId,
          source: incomeEntries.source,
          amount: incomeEntries.amount,
          frequency: incomeEntries.frequency,
          dontKnowAmount: incomeEntries.dontKnowAmount,
        })
        .from(incomeEntries)
        .where(and(eq(incomeEntries.userId, userId), eq(incomeEntries.applicationId, draft.id)))
        .orderBy(incomeEntries.id);
    },
  };
}
export type BankRepository = ReturnType<typeof createBankRepository>;
