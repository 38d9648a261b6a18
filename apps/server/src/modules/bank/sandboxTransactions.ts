import { createHmac } from 'node:crypto';
import {
  type BankAccount,
  type BankTransaction,
  dayNumber,
  frequencyOrMonthly,
  monthlyCents,
  parseAmount,
} from '@benefits/domain';
import { z } from 'zod';
import spendingData from './sandboxSpending.json';

// The sandbox bank's transactions: deterministic per user (every number comes from an HMAC
// of the user's seed and the event, never from the window), so two calls agree and
// overlapping windows show the same transactions. Deposits follow the applicant's reported
// income sources; spending is ordinary household spending.

export interface SandboxIncomeSource {
  id: number;
  categoryId: number;
  source: string;
  amount: string;
  frequency: string;
  dontKnowAmount: boolean;
}

const PAYROLL_CATEGORIES = new Set([1, 2]);
/** SSA (3) and unemployment (4) benefits arrive as direct deposits too. */
const DEPOSIT_CATEGORIES = new Set([1, 2, 3, 4]);
const DAY_MS = 86_400_000;
/** SPEC 9 discrepancy is 10 percent; pay varies by at most 3 percent around the reported amount. */
const PAY_VARIATION = 0.03;

/**
 * Ordinary household spending (sandboxSpending.json): on a day of the month or every so many
 * days (from a per-user phase), a dollar amount in the range, the same every month for rent.
 */
const spendingSchema = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    merchant: z.string(),
    category: z.array(z.string()),
    dayOfMonth: z.number().int().min(1).max(28).optional(),
    everyDays: z.number().int().positive().optional(),
    dollars: z.tuple([z.number(), z.number()]),
    sameEveryMonth: z.boolean().optional(),
  }),
);
const SPENDING = spendingSchema.parse(spendingData);

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function sandboxTransactions(input: {
  seed: Buffer;
  sources: readonly SandboxIncomeSource[];
  accounts: readonly BankAccount[];
  startDate: string;
  endDate: string;
  accountIds?: readonly string[] | undefined;
}): BankTransaction[] {
  const { seed, sources, accounts } = input;
  const hash = (label: string) => createHmac('sha256', seed).update(label).digest();
  /** A number in [0, 1) for this label. */
  const rand = (label: string) => hash(label).readUInt32BE(0) / 2 ** 32;
  const between = (label: string, min: number, max: number) =>
    Math.round((min + rand(label) * (max - min)) * 100);
  const checking = accounts.find((account) => account.subtype === 'checking') ?? accounts[0];
  const savings = accounts.find((account) => account !== checking);
  if (!checking) return [];

  const out: BankTransaction[] = [];
  const add = (
    account: BankAccount,
    key: string,
    day: number,
    cents: number,
    name: string,
    merchant: string | null,
    category: string[],
  ) => {
    const date = isoDate(day);
    out.push({
      transaction_id: `txn-${hash(`${account.account_id}:${key}:${date}`).toString('base64url').slice(0, 24)}`,
      merchant_name: merchant,
      name,
      date,
      category,
      amount: cents / 100,
      account_id: account.account_id,
    });
  };

  const paydays = sources
    .filter((source) => DEPOSIT_CATEGORIES.has(source.categoryId))
    .map((source) => {
      const frequency = frequencyOrMonthly(source.frequency);
      const parsed = parseAmount(source.amount);
      const reported =
        source.dontKnowAmount || !parsed.ok || parsed.cents === 0
          ? between(`amount:${source.id}`, 600, 1600)
          : parsed.cents;
      const perDeposit = frequency === 'annual' ? monthlyCents(reported, 'annual') : reported;
      const period = frequency === 'weekly' ? 7 : frequency === 'biweekly' ? 14 : 0;
      const phase = Math.floor(rand(`phase:${source.id}`) * (period || 28));
      return { source, perDeposit, period, phase };
    });

  /** Does this spending happen on this day? */
  const spendsOn = (item: (typeof SPENDING)[number], day: number, date: Date) =>
    item.everyDays
      ? (day + Math.floor(rand(item.key) * item.everyDays)) % item.everyDays === 0
      : date.getUTCDate() === item.dayOfMonth;
  const amount = (item: (typeof SPENDING)[number], day: number) =>
    between(item.sameEveryMonth ? `${item.key}-amount` : `${item.key}:${day}`, ...item.dollars);

  for (let day = dayNumber(input.startDate); day <= dayNumber(input.endDate); day += 1) {
    const date = new Date(day * DAY_MS);
    for (const { source, perDeposit, period, phase } of paydays) {
      const due =
        period > 0 ? (day - phase) % period === 0 : date.getUTCDate() === Math.min(phase + 1, 28);
      if (!due) continue;
      const payroll = PAYROLL_CATEGORIES.has(source.categoryId);
      const variation = payroll ? 1 + (rand(`pay:${source.id}:${day}`) * 2 - 1) * PAY_VARIATION : 1;
      const upper = source.source.toUpperCase();
      add(
        checking,
        `deposit:${source.id}`,
        day,
        -Math.round(perDeposit * variation),
        payroll ? `${upper} PAYROLL` : `${upper} DIR DEP`,
        source.source,
        payroll ? ['Transfer', 'Payroll'] : ['Transfer', 'Deposit'],
      );
    }
    for (const item of SPENDING) {
      if (!spendsOn(item, day, date)) continue;
      add(checking, item.key, day, amount(item, day), item.name, item.merchant, item.category);
    }
    if (savings && date.getUTCDate() === 20) {
      add(checking, 'to-savings', day, 5000, 'TRANSFER TO SAVINGS', null, ['Transfer', 'Debit']);
      add(savings, 'from-checking', day, -5000, 'TRANSFER FROM CHECKING', null, [
        'Transfer',
        'Credit',
      ]);
    }
  }

  const wanted = input.accountIds?.length ? new Set(input.accountIds) : undefined;
  return out
    .filter((transaction) => !wanted || wanted.has(transaction.account_id))
    .sort(
      (a, b) => b.date.localeCompare(a.date) || a.transaction_id.localeCompare(b.transaction_id),
    );
}
