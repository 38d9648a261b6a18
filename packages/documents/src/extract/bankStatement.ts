import { headerAbove } from './columns.js';
import { findDates } from './dates.js';
import { type PayCycle, payCycleFromDates } from './frequency.js';
import { letterName } from './letters.js';
import { findAmounts } from './money.js';
import { cells, findLine } from './textLines.js';
import type { DepositToClassify, DocumentFields, IncomeFinding } from './types.js';

/** Deposits are possible income, not proof of it: they are reported at this confidence. */
export const DEPOSIT_CONFIDENCE = 0.35;

const INCOME =
  /\b(payroll|dir(ect)?\s*dep(osit)?|salary|wages?|ppd|ach\s*credit|ssa|soc\s*sec|treas\s*310|ssi|unemploy\w*|ui\s*benefit|dept\s*of\s*labor|employment\s*security|pension|annuity|retirement)\b/i;
const OWN_TRANSFER =
  /\b(transfer|xfer|trnsfr)\b.*\b(from|frm)\b.*\b(savings|checking|share|account|acct|x{2,}\d+)|\b(online|mobile|internal)\s+(transfer|xfer)\b/i;
const ATM = /\batm\b/i;
const CHECK = /\b(check|cheque|chk|mobile\s+dep(osit)?|remote\s+dep(osit)?)\b/i;
const CASH = /\b(cash|branch|teller)\s+dep(osit)?\b/i;
/** 'Deposit' alone (a reference number at most): made at the bank, saying nothing of who paid. */
const BARE_DEPOSIT = /^\s*deposit\s*(ref\w*\.?\s*(nbr|no|#)?\.?:?\s*\d*)?\s*$/i;
const SOURCE_NOISE =
  /\b(payroll|dir(ect)?\s*dep(osit)?|ppd|ach\s*credit|co\s*id|id:?\s*\d+|des:?|indn:?|web|x{2,}\w*)\b|\bid:?\s*\S+/gi;

function depositCategory(description: string): string {
  if (/\b(ssa|soc\s*sec|social\s*security|treas\s*310)\b/i.test(description))
    return 'social-security';
  if (/\b(unemploy\w*|ui\s*benefit|dept\s*of\s*labor|employment\s*security)\b/i.test(description)) {
    return 'unemployment';
  }
  if (/\b(pension|annuity|retirement)\b/i.test(description)) return 'pension';
  return 'wages';
}

/** Who sent a deposit, from its description: Social Security by its Treasury code. */
function depositSource(description: string): string {
  if (depositCategory(description) === 'social-security') return 'Social Security Administration';
  return description.replace(SOURCE_NOISE, ' ').replace(/\s+/g, ' ').trim() || description;
}

interface Deposit {
  source: string;
  category: string;
  cents: number;
  date: string;
}

/** The statement's period (first and last day), for rows dated '03/07'. */
function statementPeriod(lines: readonly string[]): { start?: string; end?: string; year: number } {
  const at = findLine(lines, /statement\s*period|period|statement\s*date/i);
  const dates = at >= 0 ? findDates(lines[at]!) : [];
  const year = dates[0] ? Number(dates[0].iso.slice(0, 4)) : new Date().getUTCFullYear();
  return {
    ...(dates[0] ? { start: dates[0].iso } : {}),
    ...(dates[1] ? { end: dates[1].iso } : {}),
    year,
  };
}

/** The row's amount: in the 'Amount' (or credit) column by the header, never the balance. */
function rowAmount(
  lines: readonly string[],
  index: number,
  rest: string,
  offset: number,
): number | undefined {
  const amounts = findAmounts(rest).map((amount) => ({
    ...amount,
    index: amount.index + offset,
    end: amount.end + offset,
  }));
  const header = headerAbove(lines, index);
  const balance = header?.find((column) => /balance/i.test(column.text));
  const usable = balance ? amounts.filter((amount) => amount.end < balance.start) : amounts;
  const amount = usable[0] ?? (balance ? undefined : amounts[0]);
  return amount && !amount.negative ? amount.cents : undefined;
}

interface DatedRow {
  month: string;
  day: string;
  /** The text after the date. */
  rest: string;
  /** Set where the date is not at the start: the row's first cell. */
  description?: string;
}

/**
 * A row that starts with its date ('03/07  ACME PAYROLL  1,200.00'); in small print OCR reads
 * the slash as a 7, 1, l or bar ('04715', '04122' for 04/15, 04/22): a valid month and day
 * around one such character count as the date (decision 0943).
 */
function leadingDate(line: string): DatedRow | undefined {
  const row =
    /^\s*(\d{1,2})[/-](\d{1,2})(?:[/-]\d{2,4})?\s+(.*)$/.exec(line) ??
    /^\s*(0[1-9]|1[0-2])[71lI|](0[1-9]|[12]\d|3[01])\s+(.*)$/.exec(line);
  return row ? { month: row[1]!, day: row[2]!, rest: row[3] ?? '' } : undefined;
}

/**
 * A row of a deposits section whose date stands in a column after its description ('Deposit
 * Ref Nbr: 130012345   05-15   $3,615.08', a 'Date Credited' column).
 */
function datedLater(line: string, inCredits: boolean): DatedRow | undefined {
  if (!inCredits || !/^\s*[A-Za-z]/.test(line)) return undefined;
  const date = /\s(\d{1,2})[/-](\d{1,2})(?:[/-]\d{2,4})?(?=\s)/.exec(line);
  if (!date) return undefined;
  const rest = line.slice((date.index ?? 0) + date[0].length);
  if (findAmounts(rest).length === 0) return undefined;
  return { month: date[1]!, day: date[2]!, rest, description: cells(line)[0] ?? '' };
}

interface CreditRow {
  description: string;
  cents: number;
  month: string;
  day: string;
}

/** Every dated credit row of the statement (none from its withdrawals or debits sections). */
function creditRows(lines: readonly string[]): CreditRow[] {
  const rows: CreditRow[] = [];
  let inDebits = false;
  let inCredits = false;
  for (const [index, line] of lines.entries()) {
    if (
      /\b(withdrawals|debits|checks\s+paid|purchases)\b/i.test(line) &&
      findAmounts(line).length === 0
    ) {
      inDebits = true;
      inCredits = false;
    }
    if (
      /\b(deposits|credits)\b/i.test(line) &&
      !/withdrawals|debits/i.test(line) &&
      findAmounts(line).length === 0
    ) {
      inDebits = false;
      inCredits = true;
    }
    if (inDebits) continue;
    const row = leadingDate(line) ?? datedLater(line, inCredits);
    if (!row) continue;
    const { rest } = row;
    const description = row.description ?? cells(rest)[0] ?? '';
    const offset = line.length - rest.length;
    const skip = row.description === undefined ? description.length : 0;
    const cents = rowAmount(lines, index, rest.slice(skip), offset + skip);
    if (cents === undefined) continue;
    rows.push({ description, cents, month: row.month, day: row.day });
  }
  return rows;
}

/**
 * Whether the credit rows read add up to the deposits total the statement prints in its
 * summary ('Deposits and other credits $2,840.00', 'Total deposits'): then every row was read,
 * digit for digit, and a photo need not be read again enlarged (decision 0702).
 */
export function depositsAddUp(lines: readonly string[]): boolean {
  const rows = creditRows(lines);
  if (rows.length === 0) return false;
  const summary = lines.find(
    (line) =>
      /\b(deposits|credits)\b/i.test(line) &&
      !/^\s*\d{1,2}[/-]\d{1,2}/.test(line) &&
      findAmounts(line).some((amount) => !amount.negative),
  );
  const printed = summary && findAmounts(summary).find((amount) => !amount.negative)?.cents;
  return printed !== undefined && rows.reduce((sum, row) => sum + row.cents, 0) === printed;
}

/**
 * A bank statement: deposits from payroll and benefit payers grouped by who sent them, each as
 * possible income at its usual amount and how often it came (from the dates; a single deposit
 * in a month-long statement is monthly; else unknown). Transfers between the applicant's own
 * accounts are not income; ATM, cash and cheque deposits say nothing about who paid, so they
 * are listed for the applicant to classify and never summed in.
 */
export function extractBankStatement(lines: string[]): DocumentFields {
  const { start, end, year } = statementPeriod(lines);
  const deposits: Deposit[] = [];
  const toClassify: DepositToClassify[] = [];
  for (const { description, cents, month, day } of creditRows(lines)) {
    const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (OWN_TRANSFER.test(description)) continue;
    const reason = ATM.test(description)
      ? 'atm'
      : CASH.test(description)
        ? 'cash'
        : CHECK.test(description)
          ? 'check'
          : BARE_DEPOSIT.test(description)
            ? 'other'
            : undefined;
    if (reason) {
      toClassify.push({ date, description, amountCents: cents, reason });
      continue;
    }
    if (!INCOME.test(description)) continue;
    deposits.push({
      source: depositSource(description),
      category: depositCategory(description),
      cents,
      date,
    });
  }
  const groups = new Map<string, Deposit[]>();
  for (const deposit of deposits) {
    const key = deposit.source.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), deposit]);
  }
  const monthLong = start && end ? Date.parse(end) - Date.parse(start) >= 27 * 86_400_000 : false;
  const income: IncomeFinding[] = [];
  for (const group of groups.values()) {
    const amounts = group.map((deposit) => deposit.cents).sort((a, b) => a - b);
    const typical = amounts[Math.floor((amounts.length - 1) / 2)]!;
    const first = group[0]!;
    const cycle: PayCycle | undefined =
      payCycleFromDates(group.map((deposit) => deposit.date)) ??
      (group.length === 1 && monthLong ? 'monthly' : undefined);
    income.push({
      category: first.category,
      source: first.source,
      amountCents: typical,
      frequency: cycle ?? 'unknown',
      confidence: DEPOSIT_CONFIDENCE,
      fieldConfidence: {
        amount: 0.6,
        frequency: cycle ? (group.length >= 2 ? 0.6 : 0.4) : 0,
        source: 0.5,
      },
    });
  }
  income.sort((a, b) => b.amountCents - a.amountCents);
  const fields: DocumentFields = { income, year };
  if (income[0]) fields.payer = income[0].source;
  if (toClassify.length > 0) fields.depositsToClassify = toClassify;
  const name = letterName(lines);
  if (name) fields.printedName = name;
  return fields;
}
