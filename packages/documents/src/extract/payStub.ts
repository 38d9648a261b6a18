import { findDates, findMonthDayRange, type MonthDayRange, rangeInYear } from './dates.js';
import {
  type PayCycle,
  payCycleFromPeriod,
  payCycleFromWorkdays,
  statedPayCycle,
} from './frequency.js';
import { findAmounts } from './money.js';
import { looksLikeName, tidyName } from './names.js';
import { companyHeading } from './payer.js';
import {
  findRow,
  GROSS,
  NET,
  onlyEarningsRow,
  TOTAL_DEDUCTIONS,
  YTD_LABEL,
  ytdValue,
} from './payStubRows.js';
import { summaryBand } from './summaryBand.js';
import { flatten, valueAfterLabel } from './textLines.js';
import type { DocumentFields, PayStubFacts } from './types.js';

/** The first line matching a label that carries dates; the dates on it. */
function datesAfter(lines: readonly string[], label: RegExp): string[] {
  for (const line of lines) {
    const match = label.exec(line);
    if (!match) continue;
    const dates = findDates(line.slice(match.index ?? 0));
    if (dates.length > 0) return dates.map((date) => date.iso);
  }
  return [];
}

// 'Pay Record' and 'Cycle' name the period on some stubs ('Cycle: 2023-08-16 - 2023-08-31').
const PERIOD_LABEL =
  /\b((pay\s*)?period|pay\s*record|(pay\s*)?cycle)(?!\s*(beginning|begin|ending|end|start))\b/i;

/** A period printed without years after its label ('PAY PERIOD  9/7-9/18'). */
function periodWithoutYear(lines: readonly string[]): MonthDayRange | undefined {
  for (const line of lines) {
    const match = PERIOD_LABEL.exec(line);
    if (!match) continue;
    const range = findMonthDayRange(line.slice(match.index ?? 0));
    if (range) return range;
  }
  return undefined;
}

/**
 * The cycle a period implies: its calendar length (7, 14, half a month, a month), else its
 * working days (Monday to Friday of one or two weeks). A period printed without years is
 * placed in a year with no leap day; its weekdays are unknown, so its cycle is less sure.
 */
function cycleFromPeriod(
  lines: readonly string[],
  start?: string,
  end?: string,
): { cycle?: PayCycle; confidence: number } {
  if (start && end) {
    const cycle = payCycleFromPeriod(start, end) ?? payCycleFromWorkdays(start, end, true);
    return cycle ? { cycle, confidence: 0.9 } : { confidence: 0 };
  }
  if (start || end) return { confidence: 0 };
  const range = periodWithoutYear(lines);
  const placed = range && rangeInYear(range, 2025);
  if (!placed) return { confidence: 0 };
  const cycle =
    payCycleFromPeriod(placed.start, placed.end) ??
    payCycleFromWorkdays(placed.start, placed.end, false);
  return cycle ? { cycle, confidence: 0.65 } : { confidence: 0 };
}

/** The pay period's first and last days, only where the stub prints both. */
function period(lines: readonly string[]): { start?: string; end?: string } {
  const range = datesAfter(lines, PERIOD_LABEL);
  if (range.length >= 2) return { start: range[0]!, end: range[1]! };
  const start = datesAfter(
    lines,
    /\b(period\s*(beginning|begin|start(ing)?|from)|start\s*date)\b/i,
  )[0];
  const end = datesAfter(lines, /\b(period\s*(ending|end)|end\s*date|through)\b/i)[0];
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

function payDate(lines: readonly string[]): string | undefined {
  return datesAfter(lines, /\b(pay|check|deposit|payment|advice)\s*(date|day)\b/i)[0];
}

// 'Name:' alone is the employee's; 'Company Name:' or 'Employer Name:' is not.
const NAME_LABEL =
  /\b(employee\s*name|employee|(?<!(company|employer|payer|business|bank)'?s?\s*)name|pay\s*to\s*the\s*order\s*of|order\s+of)\b\s*:/i;

function printedName(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const value = valueAfterLabel(line, NAME_LABEL);
    if (looksLikeName(value)) return tidyName(value);
  }
  return undefined;
}

/** Sum of the first amount of each labelled row between the gross and net rows. */
function summedDeductions(lines: readonly string[], from: number, to: number): number | undefined {
  let sum = 0;
  let rows = 0;
  for (let index = from + 1; index < to; index += 1) {
    const line = lines[index]!;
    if (YTD_LABEL.test(line.slice(0, 12))) continue;
    const amounts = findAmounts(line);
    if (amounts.length === 0 || !/[a-z]{3}/i.test(line)) continue;
    sum += amounts[0]!.cents;
    rows += 1;
  }
  return rows > 0 ? sum : undefined;
}

/** Where a pay cycle comes from, and how sure it is. Never a guess: unknown is asked. */
function payCycle(
  stated: PayCycle | undefined,
  fromDates: { cycle?: PayCycle; confidence: number },
): { cycle?: PayCycle; confidence: number } {
  if (stated && fromDates.cycle && stated !== fromDates.cycle)
    return { cycle: stated, confidence: 0.6 };
  if (stated) return { cycle: stated, confidence: 0.95 };
  return fromDates;
}

/**
 * Gross minus a printed deductions total equals net, both read surely: a gross read unsurely
 * (a guess by order, points OCR dropped) that agrees is pre-filled (0.8, still under the 0.85
 * fraud checks trust); one that disagrees is asked (0.6). A surely read gross is left as read:
 * a disagreement there is for the fraud checks, never a reason to doubt the reading.
 */
function checkPayMath(facts: PayStubFacts): void {
  const confidence = facts.confidence!;
  const { grossCents, deductionsCents, netCents } = facts;
  const gross = confidence.gross ?? 0;
  if (grossCents === undefined || deductionsCents === undefined || netCents === undefined) return;
  if (gross >= 0.85 || (confidence.deductions ?? 0) < 0.85 || (confidence.net ?? 0) < 0.85) return;
  confidence.gross =
    Math.abs(grossCents - deductionsCents - netCents) <= 2
      ? Math.max(gross, 0.8)
      : Math.min(gross, 0.6);
}

/**
 * No gross read (its points dropped: '2350476'), but net and a deductions total read surely:
 * when their sum stands on the page as a figure whose points OCR dropped ('250476' on the
 * regular-pay row), that is the gross, asked to confirm (0.6). A sum that stands nowhere is
 * not offered.
 */
function grossFromNet(lines: readonly string[], facts: PayStubFacts): void {
  const confidence = facts.confidence!;
  const { deductionsCents, netCents } = facts;
  if (deductionsCents === undefined || netCents === undefined) return;
  if ((confidence.deductions ?? 0) < 0.85 || (confidence.net ?? 0) < 0.85) return;
  const sum = String(deductionsCents + netCents);
  if (sum.length < 4) return;
  const printed = lines.some((line) =>
    [...line.matchAll(/(?<![\d.,$/:-])\d{4,}(?![\d.,/:-])/g)].some((run) => run[0] === sum),
  );
  if (!printed) return;
  facts.grossCents = deductionsCents + netCents;
  confidence.gross = 0.6;
}

/**
 * A pay stub: employer, this period's gross (not net, not year-to-date, not hours or rate:
 * read by the table's column headers), the deductions total, net, year-to-date gross and net,
 * period and pay dates, the pay cycle (stated, else from the period's dates, else unknown),
 * the employee's name as printed. Each value carries its own confidence.
 */
export function extractPayStub(lines: string[]): DocumentFields {
  // No current gross row: a lone regular-pay row is the period's earnings.
  const gross = findRow(lines, GROSS) ?? onlyEarningsRow(lines);
  const netRow = (gross && findRow(lines, NET, gross.line + 1)) ?? findRow(lines, NET);
  const totalRow = findRow(lines, TOTAL_DEDUCTIONS);
  const { start, end } = period(lines);
  const stated = statedPayCycle(flatten(lines));
  const periodCycle = cycleFromPeriod(lines, start, end);
  // Only a period with its years is a fact to check figures against.
  const fromDates = start && end ? periodCycle.cycle : undefined;
  const facts: PayStubFacts = { confidence: {} };
  const confidence = facts.confidence!;
  // The row's current amount; its year-to-date, else one found elsewhere (less sure).
  const rows = [
    { row: gross, label: GROSS, current: 'gross', ytd: 'ytdGross' },
    { row: netRow, label: NET, current: 'net', ytd: 'ytdNet' },
  ] as const;
  for (const { row, label, current, ytd } of rows) {
    if (row?.current !== undefined) {
      facts[`${current}Cents`] = row.current;
      confidence[current] = row.confidence;
    }
    const ytdCents = row?.ytd ?? ytdValue(lines, label);
    if (ytdCents !== undefined) {
      facts[`${ytd}Cents`] = ytdCents;
      confidence[ytd] = row?.ytd !== undefined ? row.confidence : 0.9;
    }
  }
  // A totals band at the foot ('Current Total', 'YTD Gross' over amounts) states the whole.
  const band = summaryBand(lines);
  if (band.ytdGross !== undefined) {
    facts.ytdGrossCents = band.ytdGross;
    confidence.ytdGross = 0.95;
  }
  if (band.gross !== undefined) {
    facts.grossCents = band.gross;
    confidence.gross = 0.95;
  }
  // A current gross larger than the year's gross so far is impossible: OCR dropped its decimal
  // point ('$ 45243' for 452.43, year to date 23,526.80). Read with the point put back, and
  // shown to the applicant to confirm.
  const { grossCents, ytdGrossCents } = facts;
  if (
    grossCents !== undefined &&
    ytdGrossCents !== undefined &&
    grossCents > ytdGrossCents &&
    grossCents % 100 === 0 &&
    grossCents / 100 <= ytdGrossCents
  ) {
    facts.grossCents = grossCents / 100;
    confidence.gross = Math.min(confidence.gross ?? 0.6, 0.6);
  }
  if (totalRow?.current !== undefined) {
    facts.deductionsCents = totalRow.current;
    confidence.deductions = totalRow.confidence;
  } else if (gross && netRow) {
    const summed = summedDeductions(lines, gross.line, netRow.line);
    if (summed !== undefined) {
      facts.deductionsCents = summed;
      // A sum of rows may take in a note or a memo line: never sure enough to accuse on.
      confidence.deductions = 0.6;
    }
  }
  checkPayMath(facts);
  if (facts.grossCents === undefined && gross === undefined) grossFromNet(lines, facts);
  if (start) facts.periodStart = start;
  if (end) facts.periodEnd = end;
  const paid = payDate(lines);
  if (paid) facts.payDate = paid;
  if (stated) facts.statedCycle = stated;
  if (fromDates) facts.datesCycle = fromDates;

  const name = printedName(lines);
  const payer = companyHeading(
    lines,
    /\b((employer|company|payer)'?s?\s*(name)?|paid\s+by)\s*:/i,
    name,
  );
  const fields: DocumentFields = { income: [], payStub: facts };
  if (payer) fields.payer = payer;
  if (name) fields.printedName = name;
  if (paid) fields.documentDate = paid;

  const cycle = payCycle(stated, periodCycle);
  const grossConfidence = confidence.gross ?? gross?.confidence;
  if (facts.grossCents !== undefined && facts.grossCents > 0 && grossConfidence !== undefined) {
    const sourceConfidence = payer ? 0.9 : 0;
    fields.income.push({
      category: 'wages',
      source: payer ?? 'Employer on pay stub',
      amountCents: facts.grossCents,
      frequency: cycle.cycle ?? 'unknown',
      confidence: Math.min(grossConfidence, Math.max(sourceConfidence, 0.5)),
      fieldConfidence: {
        amount: grossConfidence,
        frequency: cycle.confidence,
        source: sourceConfidence,
      },
    });
  }
  return fields;
}
