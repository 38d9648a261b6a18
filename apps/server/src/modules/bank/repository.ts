import {
  type BankAccount,
  type BankTransaction,
  bankAccountSchema,
  bankTransactionSchema,
  type StoredBankAnalysis,
  storedBankAnalysisSchema,
} from '@benefits/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  applications,
  bankAnalyses,
  bankItems,
  bankTransactions,
  incomeEntries,
  users,
} from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';
import type { SandboxIncomeSource } from './sandboxTransactions.js';

/** A linked bank; `accounts` is null when the stored list fails its schema (link again). */
export type BankItemRow = Omit<typeof bankItems.$inferSelect, 'accounts'> & {
  accounts: BankAccount[] | null;
};
export interface BankAnalysisRow {
  id: number;
  incomeEntryId: number;
  transactionIds: string[];
  result: StoredBankAnalysis;
  confidence: number;
}

const storedAccountsSchema = z.array(bankAccountSchema);
const storedIdsSchema = z.array(z.string());

/** Every query is scoped by the signed-in user's id. Decision 0221 for stored values. */
export function createBankRepository({ db, log }: DataAccess) {
  function itemFromRow(row: typeof bankItems.$inferSelect): BankItemRow {
    const place = { table: 'bank_items', column: 'accounts', id: row.id };
    return { ...row, accounts: readStored(log, storedAccountsSchema, row.accounts, place, null) };
  }

  /** An analysis that fails its schema is passed over: the deposits are analysed again. */
  function analysisFromRow(row: typeof bankAnalyses.$inferSelect): BankAnalysisRow[] {
    const place = (column: string) => ({ table: 'bank_analyses', column, id: row.id });
    const ids = readStored(
      log,
      storedIdsSchema,
      row.transactionIds,
      place('transaction_ids'),
      null,
    );
    const result = readStored(log, storedBankAnalysisSchema, row.result, place('result'), null);
    if (!ids || !result) return [];
    const { id, incomeEntryId, confidence } = row;
    return [{ id, incomeEntryId, transactionIds: ids, result, confidence }];
  }

  return {
    /** Undefined when this user already linked that provider item. */
    async insertItem(values: typeof bankItems.$inferInsert): Promise<BankItemRow | undefined> {
      const [row] = await db
        .insert(bankItems)
        .values(values)
        .onConflictDoNothing({ target: [bankItems.userId, bankItems.providerItemId] })
        .returning();
      return row && itemFromRow(row);
    },

    async findItem(userId: string, handleHash: string): Promise<BankItemRow | undefined> {
      const [row] = await db
        .select()
        .from(bankItems)
        .where(and(eq(bankItems.userId, userId), eq(bankItems.handleHash, handleHash)));
      return row && itemFromRow(row);
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

    /** A stored transaction that fails its schema is left out (the caller then finds too few). */
    async findTransactions(userId: string, ids: string[]): Promise<BankTransaction[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: bankTransactions.id, data: bankTransactions.data })
        .from(bankTransactions)
        .where(
          and(eq(bankTransactions.userId, userId), inArray(bankTransactions.transactionId, ids)),
        );
      return rows.flatMap((row) => {
        const place = { table: 'bank_transactions', column: 'data', id: row.id };
        const transaction = readStored(log, bankTransactionSchema, row.data, place, null);
        return transaction ? [transaction] : [];
      });
    },

    async insertAnalysis(values: {
      userId: string;
      incomeEntryId: number;
      transactionIds: string[];
      result: StoredBankAnalysis;
      confidence: number;
    }): Promise<{ id: number }> {
      const [row] = await db.insert(bankAnalyses).values(values).returning({ id: bankAnalyses.id });
      return row!;
    },

    /** This user's analyses of one income source, newest first. */
    async analysesForEntry(userId: string, incomeEntryId: number): Promise<BankAnalysisRow[]> {
      const rows = await db
        .select()
        .from(bankAnalyses)
        .where(and(eq(bankAnalyses.userId, userId), eq(bankAnalyses.incomeEntryId, incomeEntryId)))
        .orderBy(desc(bankAnalyses.id));
      return rows.flatMap(analysisFromRow);
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
