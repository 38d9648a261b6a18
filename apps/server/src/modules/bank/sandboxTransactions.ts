import { createHmac } from 'node:crypto';
import {
  type BankAccount,
  type BankTransaction,
  dayNumber,
  frequencyOrMonthly,
  monthlyCents,
  parseAmount,
} from '@benefits/domain';

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

interface Spending {
  key: string;
  name: string;
  merchant: string;
  category: string[];
  /** Does this happen on this day? */
  on: (day: number, date: Date) => boolean;
  min: number;
  max: number;
}

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

  const spending: Spending[] = [
    {
      key: 'rent',
      name: 'OAKWOOD APARTMENTS RENT',
      merchant: 'Oakwood Apartments',
      category: ['Payment', 'Rent'],
      on: (_, date) => date.getUTCDate() === 1,
      min: 0,
      max: 0,
    },
    {
      key: 'phone',
      name: 'T-MOBILE AUTOPAY',
      merchant: 'T-Mobile',
      category: ['Service', 'Telecommunication Services'],
      on: (_, date) => date.getUTCDate() === 12,
      min: 45,
      max: 75,
    },
    {
      key: 'groceries',
      name: 'SAFEWAY #1234',
      merchant: 'Safeway',
      category: ['Shops', 'Supermarkets and Groceries'],
      on: (day) => (day + Math.floor(rand('groceries') * 7)) % 7 === 0,
      min: 35,
      max: 140,
    },
    {
      key: 'aldi',
      name: 'ALDI 72031',
      merchant: 'Aldi',
      category: ['Shops', 'Supermarkets and Groceries'],
      on: (day) => (day + Math.floor(rand('aldi') * 10)) % 10 === 0,
      min: 15,
      max: 60,
    },
    {
      key: 'gas',
      name: 'SHELL OIL 57442',
      merchant: 'Shell',
      category: ['Travel', 'Gas Stations'],
      on: (day) => (day + Math.floor(rand('gas') * 9)) % 9 === 0,
      min: 25,
      max: 55,
    },
    {
      key: 'venmo',
      name: 'VENMO PAYMENT',
      merchant: 'Venmo',
      category: ['Transfer', 'Third Party', 'Venmo'],
      on: (day) => (day + Math.floor(rand('venmo') * 16)) % 16 === 0,
      min: 15,
      max: 60,
    },
  ];
  const rentCents = between('rent-amount', 700, 1300);

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
    for (const item of spending) {
      if (!item.on(day, date)) continue;
      const cents =
        item.key === 'rent' ? rentCents : between(`${item.key}:${day}`, item.min, item.max);
      add(checking, item.key, day, cents, item.name, item.merchant, item.category);
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
