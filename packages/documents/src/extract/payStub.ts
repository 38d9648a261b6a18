import { findDates } from './dates.js';
import {
  type PayCycle,
  payCycleFromPeriod,
  statedPayCycle,
  toIncomeFrequency,
} from './frequency.js';
import { findAmounts } from './money.js';
import { looksLikeName, tidyName } from './names.js';
import { companyHeading } from './payer.js';
import { cells, flatten, valueAfterLabel } from './textLines.js';
import type { DocumentFields, PayStubFacts } from './types.js';

const GROSS = /\b(gross\s*(pay|earnings|wages|income|amount)?|total\s+(gross|earnings))\b/i;
const NET = /\bnet\s*(pay|amount|earnings|check|wages)?\b/i;
const TOTAL_DEDUCTIONS =
  /\btotal\s+(deductions|taxes\s*(and|&)\s*deductions|withholdings?|taxes)\b/i;
const YTD_LABEL = /\b(ytd|y\.t\.d|year[\s-]*to[\s-]*date)\b/i;
const CURRENT_HEADER = /\b(current|this\s+period|amount)\b/i;

/**
 * Which of a row's amounts is this period's and which is the year's. A header row naming
 * both ('CURRENT ... YEAR TO DATE') fixes the order; otherwise the first amount is current
 * and the last, when there are two or more, year-to-date.
 */
function columnOrder(lines: readonly string[], before: number): 'current-first' | 'ytd-first' {
  for (let index = before; index >= 0; index -= 1) {
    const line = lines[index]!;
    const ytd = YTD_LABEL.exec(line);
    const current = CURRENT_HEADER.exec(line);
    if (ytd && current && findAmounts(line).length === 0) {
      return (ytd.index ?? 0) < (current.index ?? 0) ? 'ytd-first' : 'current-first';
    }
  }
  return 'current-first';
}

interface Row {
  line: number;
  current?: number;
  ytd?: number;
}

/** The current and year-to-date amounts on the first line matching a label (not a YTD-only row). */
function row(lines: readonly string[], label: RegExp, from = 0): Row | undefined {
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index]!;
    const match = label.exec(line);
    if (!match) continue;
    const prefix = line.slice(0, match.index ?? 0);
    if (YTD_LABEL.test(prefix) || YTD_LABEL.test(match[0])) continue;
    const amounts = findAmounts(line.slice((match.index ?? 0) + match[0].length));
    if (amounts.length === 0) continue;
    const values = amounts.map((amount) => amount.cents);
    const order = columnOrder(lines, index);
    if (values.length === 1) return { line: index, current: values[0] };
    const [first, last] = [values[0], values.at(-1)];
    return order === 'current-first'
      ? { line: index, current: first, ytd: last }
      : { line: index, current: last, ytd: first };
  }
  return undefined;
}

/** Sum of the current column of the deduction rows between the gross and net rows. */
function summedDeductions(lines: readonly string[], gross: Row, net: Row): number | undefined {
  let sum = 0;
  let rows = 0;
  for (let index = gross.line + 1; index < net.line; index += 1) {
    const line = lines[index]!;
    if (YTD_LABEL.test(cells(line)[0] ?? '')) continue;
    const amounts = findAmounts(line);
    if (amounts.length === 0 || !/[a-z]{3}/i.test(line)) continue;
    sum += amounts[0]!.cents;
    rows += 1;
  }
  return rows > 0 ? sum : undefined;
}

function period(lines: readonly string[]): { start?: string; end?: string } {
  const text = lines.join('\n');
  const range = /\b(pay\s*)?period(?!\s*(beginning|ending|start|end))[^\n]*/i.exec(text);
  if (range) {
    const dates = findDates(range[0]);
    if (dates.length >= 2) return { start: dates[0]!.iso, end: dates[1]!.iso };
  }
  const begin = /\b(period\s*(beginning|begin|start(ing)?|from)|start\s*date)\b[^\n]*/i.exec(text);
  const end = /\b(period\s*(ending|end)|end\s*date|through)\b[^\n]*/i.exec(text);
  const start = begin ? findDates(begin[0])[0]?.iso : undefined;
  const finish = end ? findDates(end[0])[0]?.iso : undefined;
  return { ...(start ? { start } : {}), ...(finish ? { end: finish } : {}) };
}

function payDate(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const label = /\b(pay|check|deposit|payment|advice)\s*date\b/i.exec(line);
    if (!label) continue;
    const date = findDates(line.slice(label.index ?? 0))[0];
    if (date) return date.iso;
  }
  return undefined;
}

const NAME_LABEL = /\b(employee\s*name|employee|name|pay\s*to\s*the\s*order\s*of)\b\s*:/i;

function printedName(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const value = valueAfterLabel(line, NAME_LABEL);
    if (looksLikeName(value)) return tidyName(value);
  }
  return undefined;
}

/**
 * A pay stub: employer, this period's gross (not net, not year-to-date), deductions, net,
 * year-to-date gross and net, period and pay dates, the pay cycle (stated, else from the
 * period's length), and the employee's name as printed.
 */
export function extractPayStub(lines: string[]): DocumentFields {
  const gross = row(lines, GROSS);
  const netRow = (gross && row(lines, NET, gross.line + 1)) ?? row(lines, NET);
  const totalRow = row(lines, TOTAL_DEDUCTIONS);
  const { start, end } = period(lines);
  const stated = statedPayCycle(flatten(lines));
  const fromDates = start && end ? payCycleFromPeriod(start, end) : undefined;
  const facts: PayStubFacts = {};
  if (gross?.current !== undefined) facts.grossCents = gross.current;
  if (gross?.ytd !== undefined) facts.ytdGrossCents = gross.ytd;
  if (netRow?.current !== undefined) facts.netCents = netRow.current;
  if (netRow?.ytd !== undefined) facts.ytdNetCents = netRow.ytd;
  const deductions =
    totalRow?.current ?? (gross && netRow ? summedDeductions(lines, gross, netRow) : undefined);
  if (deductions !== undefined) facts.deductionsCents = deductions;
  if (start) facts.periodStart = start;
  if (end) facts.periodEnd = end;
  const paid = payDate(lines);
  if (paid) facts.payDate = paid;
  if (stated) facts.statedCycle = stated;
  if (fromDates) facts.datesCycle = fromDates;

  const payer = companyHeading(lines, /\b(employer|company)\s*(name)?\s*:/i);
  const fields: DocumentFields = { income: [], payStub: facts };
  if (payer) fields.payer = payer;
  const name = printedName(lines);
  if (name) fields.printedName = name;
  if (paid) fields.documentDate = paid;

  const cycle: PayCycle | undefined = stated ?? fromDates;
  if (facts.grossCents !== undefined && facts.grossCents > 0) {
    const { cents, frequency } = toIncomeFrequency(facts.grossCents, cycle ?? 'biweekly');
    let confidence = 0.95;
    if (!cycle) confidence = 0.5;
    else if (stated && fromDates && stated !== fromDates) confidence = 0.75;
    else if (!stated) confidence = 0.9;
    if (!payer) confidence -= 0.1;
    fields.income.push({
      category: 'wages',
      source: payer ?? 'Employer on pay stub',
      amountCents: cents,
      frequency,
      confidence,
    });
  }
  return fields;
}
