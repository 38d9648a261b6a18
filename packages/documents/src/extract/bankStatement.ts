import type { IncomeFrequency } from '@benefits/domain';
import { daysBetween, findDates } from './dates.js';
import { letterName } from './letters.js';
import { findAmounts } from './money.js';
import { cells, findLine } from './textLines.js';
import type { DocumentFields, IncomeFinding } from './types.js';

/** Deposits are possible income, not proof of it: they are reported at this confidence. */
export const DEPOSIT_CONFIDENCE = 0.35;

const DEPOSIT =
  /\b(dir(ect)?\s*dep(osit)?|deposit|payroll|ach\s*credit|ssa|soc\s*sec|treas\s*310|unemploy\w*|ui\s*benefit)\b/i;
const DEPOSIT_WORDS =
  /\b(dir(ect)?\s*dep(osit)?|deposit|payroll|ach\s*credit|ppd|id\s*\d+|co\s*id|des:?)\b/gi;

function depositCategory(description: string): string {
  if (/\b(ssa|soc\s*sec|social\s*security|treas\s*310)\b/i.test(description))
    return 'social-security';
  if (/\b(unemploy\w*|ui\s*benefit|dept\s*of\s*labor|employment\s*security)\b/i.test(description)) {
    return 'unemployment';
  }
  if (/\b(payroll|dir(ect)?\s*dep|salary|wages?)\b/i.test(description)) return 'wages';
  return 'other';
}

function frequencyOfDates(dates: string[]): IncomeFrequency {
  if (dates.length < 2) return 'monthly';
  const gaps = dates.slice(1).map((date, index) => daysBetween(dates[index]!, date));
  const gap = gaps.reduce((sum, value) => sum + value, 0) / gaps.length;
  if (gap <= 9) return 'weekly';
  if (gap <= 17) return 'biweekly';
  return 'monthly';
}

interface Deposit {
  source: string;
  category: string;
  cents: number;
  date: string;
}

/** The statement's year, from its period line, for rows dated '03/07'. */
function statementYear(lines: readonly string[]): number {
  const at = findLine(lines, /statement\s*period|period|statement\s*date/i);
  const date = at >= 0 ? findDates(lines[at]!)[0] : undefined;
  return date ? Number(date.iso.slice(0, 4)) : new Date().getUTCFullYear();
}

/**
 * A bank statement: recurring deposits (payroll, Social Security, unemployment) grouped by
 * who sent them, each as possible income at its usual amount and how often it came.
 */
export function extractBankStatement(lines: string[]): DocumentFields {
  const year = statementYear(lines);
  const deposits: Deposit[] = [];
  for (const line of lines) {
    const row = /^\s*(\d{1,2})[/-](\d{1,2})(?:[/-]\d{2,4})?\s+(.*)$/.exec(line);
    if (!row) continue;
    const rest = row[3] ?? '';
    const description = cells(rest)[0] ?? '';
    if (!DEPOSIT.test(description)) continue;
    const amount = findAmounts(rest.slice(description.length))[0];
    if (!amount || amount.negative) continue;
    const source = description.replace(DEPOSIT_WORDS, ' ').replace(/\s+/g, ' ').trim();
    const month = row[1]!.padStart(2, '0');
    const day = row[2]!.padStart(2, '0');
    deposits.push({
      source: source || description,
      category: depositCategory(description),
      cents: amount.cents,
      date: `${year}-${month}-${day}`,
    });
  }
  const groups = new Map<string, Deposit[]>();
  for (const deposit of deposits) {
    const key = deposit.source.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), deposit]);
  }
  const income: IncomeFinding[] = [];
  for (const group of groups.values()) {
    const amounts = group.map((deposit) => deposit.cents).sort((a, b) => a - b);
    const typical = amounts[Math.floor((amounts.length - 1) / 2)]!;
    const first = group[0]!;
    income.push({
      category: first.category,
      source: first.source,
      amountCents: typical,
      frequency: frequencyOfDates(group.map((deposit) => deposit.date).sort()),
      confidence: DEPOSIT_CONFIDENCE,
    });
  }
  income.sort((a, b) => b.amountCents - a.amountCents);
  const fields: DocumentFields = { income, year };
  if (income[0]) fields.payer = income[0].source;
  const name = letterName(lines);
  if (name) fields.printedName = name;
  return fields;
}
