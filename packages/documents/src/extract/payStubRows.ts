import { type Column, columnOf, headerAbove } from './columns.js';
import { type FoundAmount, findAmounts } from './money.js';
import { fuzzyLabelIndex } from './typography.js';

export const YTD_LABEL = /\b(ytd|y[.-]t[.-]d|year[\s-]*to[\s-]*date)(?![a-z])/i;

/** A heading over a block of year-to-date rows ('Year to Date Information', 'YTD TOTALS'). */
const YTD_HEADING =
  /^\s*(ytd|y[.-]t[.-]d|year[\s-]*to[\s-]*date)(\s+(information|info|summary|totals?|amounts?|earnings|figures))?\s*:?\s*$/i;
/** A words-only line starting a section that is not a year-to-date one ('Deductions'). */
const SECTION_HEADING = /^\s*[A-Za-z][A-Za-z &/-]{2,40}:?\s*$/;

/**
 * Whether the row on this line, its label starting at this column, lies in a block headed as
 * year to date: below a YTD heading in the label's column (or left of it by a little), with no
 * other section heading between.
 */
export function inYtdBlock(lines: readonly string[], line: number, column: number): boolean {
  for (let index = line - 1; index >= 0; index -= 1) {
    const text = lines[index]!;
    const start = text.search(/\S/);
    if (start < 0 || start > column + 4) continue;
    const cell = text.slice(start).split(/\s{3,}/)[0]!;
    if (YTD_HEADING.test(cell)) return start >= column - 4;
    if (SECTION_HEADING.test(text) && start <= column + 4 && start >= column - 4) return false;
  }
  return false;
}

/** One row's amounts by column, and how sure the reading of its current amount is. */
export interface Row {
  line: number;
  current?: number;
  ytd?: number;
  /** 0-1: a header-mapped or labelled value is sure; an order guess less so. */
  confidence: number;
}

interface Label {
  pattern: RegExp;
  /** Said the same way with an OCR letter or two wrong. */
  fuzzy: string[];
  /** Lines that match the pattern but are not this row ('federal wages', 'taxable'). */
  not?: RegExp;
}

function labelAt(
  line: string,
  label: Label,
): { index: number; end: number; fuzzy: boolean } | undefined {
  // A match the 'not' pattern covers ('Fed Taxable Gross') is not this label; another match
  // on the same line may be ('Gross Pay 1,431.76   Fed Taxable Wages 1,331.76').
  const excluded = label.not
    ? [...line.matchAll(new RegExp(label.not.source, 'gi'))].map((match) => ({
        start: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
      }))
    : [];
  const free = (start: number, end: number) =>
    !excluded.some((span) => start < span.end && end > span.start);
  for (const match of line.matchAll(new RegExp(label.pattern.source, 'gi'))) {
    const index = match.index ?? 0;
    if (free(index, index + match[0].length))
      return { index, end: index + match[0].length, fuzzy: false };
  }
  for (const phrase of label.fuzzy) {
    const index = fuzzyLabelIndex(line, phrase);
    if (index >= 0 && free(index, index + phrase.length))
      return { index, end: index + phrase.length, fuzzy: true };
  }
  return undefined;
}

/** A line of words only (no digits), short: the rest of a label wrapped onto its own line. */
function labelTail(line: string | undefined): string | undefined {
  const cell = line?.trim();
  if (!cell || /\d/.test(cell) || /\s{3,}/.test(cell) || cell.split(/\s+/).length > 3)
    return undefined;
  return cell;
}

/** A match of the label in two joined cells that runs across the join (not in one alone). */
function labelAcross(joined: string, boundary: number, label: Label): boolean {
  if (label.not?.test(joined)) return false;
  // From each word of the first cell, so 'Total Gross' + 'Earnings' finds 'Gross Earnings'.
  const sticky = new RegExp(label.pattern.source, 'iy');
  for (const word of joined.slice(0, boundary).matchAll(/\b\w/g)) {
    sticky.lastIndex = word.index ?? 0;
    const match = sticky.exec(joined);
    if (match && (match.index ?? 0) + match[0].length > boundary) return true;
  }
  return false;
}

/** Words after an amount that are units, not the next row's label. */
const UNIT_WORDS = /^(hrs|hours?|usd|cr|dr|ytd|per|hr|hour|each|units?)$/i;

/**
 * A row's own part of the line: it ends at the next row label after its amounts ('2,960.00
 * FICA MED TAX 45.86': a deductions table printed beside the earnings table).
 */
function ownCells(rest: string): string {
  const first = findAmounts(rest)[0];
  if (!first) return rest;
  for (const word of rest.slice(first.end).matchAll(/(?<![A-Za-z])[A-Za-z]{3,}(?![A-Za-z])/g)) {
    if (UNIT_WORDS.test(word[0])) continue;
    return rest.slice(0, first.end + (word.index ?? 0));
  }
  return rest;
}

interface Placed {
  /** The line that carries the amounts. */
  line: number;
  /** The amount is on a line beside the label's, not after it: a guess, never sure. */
  beside?: boolean;
  at: { index: number; end: number; fuzzy: boolean };
  text: string;
}

/**
 * A label on one line, or wrapped over two ('Gross' over 'Pay   1,431.76', 'Total   1,431.76'
 * over 'earnings'): the line to read amounts from, with the label's span in it.
 */
function placeLabel(lines: readonly string[], index: number, label: Label): Placed | undefined {
  const line = lines[index]!;
  const at = labelAt(line, label);
  if (at && findAmounts(line.slice(at.end)).length > 0) return { line: index, at, text: line };
  const next = lines[index + 1];
  const firstCell = /^\s*\S+(?: {1,2}\S+)*/.exec(line)?.[0] ?? '';
  // Amounts on the label's first line, its last word(s) below in lower case ('Total' over
  // 'earnings'); a capitalised word below is more often the next section ('Deductions').
  const tail = labelTail(next);
  if (tail && /^[a-z]/.test(tail) && /^[\sA-Za-z'&/-]+$/.test(firstCell)) {
    const head = firstCell.trimEnd();
    if (labelAcross(`${head} ${tail}`, head.length, label)) {
      return { line: index, at: { index: 0, end: firstCell.length, fuzzy: false }, text: line };
    }
  }
  // The label's first word(s) alone, its last word(s) and the amounts below.
  const head = labelTail(line);
  if (head && next) {
    const nextCell = /^\s*[A-Za-z][A-Za-z'&/-]*(?: [A-Za-z'&/-]+)*/.exec(next)?.[0] ?? '';
    if (nextCell && labelAcross(`${head} ${nextCell.trim()}`, head.length, label)) {
      return {
        line: index + 1,
        at: { index: 0, end: nextCell.length, fuzzy: false },
        text: next,
      };
    }
  }
  if (at) return valueBesideLabel(lines, index, at) ?? { line: index, at, text: line };
  return undefined;
}

/** A line holding one amount and nothing else ('   $2076.92'). */
function loneAmount(line: string | undefined): boolean {
  return line !== undefined && findAmounts(line).length === 1 && !/[A-Za-z]/.test(line);
}

/**
 * A label alone on its line whose amount a text layer put on the line just above or just
 * below it (a value printed a little higher or lower than its label): the amount's line, when
 * only one of the two is a lone amount.
 */
function valueBesideLabel(
  lines: readonly string[],
  index: number,
  at: Placed['at'],
): Placed | undefined {
  if (findAmounts(lines[index]!).length > 0) return undefined;
  const above = loneAmount(lines[index - 1]);
  const below = loneAmount(lines[index + 1]);
  if (above === below) return undefined;
  const line = above ? index - 1 : index + 1;
  return { line, at: { index: 0, end: 0, fuzzy: at.fuzzy }, text: lines[line]!, beside: true };
}

/** Whole numbers ('2,300') standing in a money column of the header: amounts without cents. */
function wholeNumbersInColumns(
  text: string,
  from: number,
  header: readonly Column[],
): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text
    .slice(from)
    .matchAll(/(?<![\d.,$/-])(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.,]*\d|[/-]\d)/g)) {
    const index = from + (match.index ?? 0);
    const end = index + match[0].length;
    const kind = columnOf(header, { start: index, end })?.kind;
    if (kind !== 'current' && kind !== 'ytd') continue;
    found.push({ cents: Number(match[1]!.replace(/,/g, '')) * 100, index, end, negative: false });
  }
  return found;
}

/** Under the 0.7 from which a reading is pre-filled: shown to the applicant to confirm. */
const UNSURE = 0.6;

/** Whether an amount stands in a column of counts (hours, rate, units), not of money. */
function inCountColumn(header: readonly Column[], amount: { index: number; end: number }): boolean {
  const kind = columnOf(header, { start: amount.index, end: amount.end })?.kind;
  return kind === 'hours' || kind === 'rate';
}

/**
 * Whether a row's cells show decimal points OCR dropped: a bare run of four or more digits
 * beside a figure that kept its point ('4000   2080   8200   9,064.00'), or a run of six or
 * more ('250476' for 2,504.76). Its figures cannot be told apart surely.
 */
export function droppedPoints(cells: string): boolean {
  const runs = [...cells.matchAll(/(?<![\d.,$/:-])\d{4,}(?![\d.,/:-])/g)].map((run) => run[0]);
  if (runs.length === 0) return false;
  return runs.some((run) => run.length >= 6) || /\d[.,]\d{2}(?!\d)/.test(cells);
}

/**
 * The first row with this label that carries an amount and is not a year-to-date row. Its
 * amounts are read by the table header above (current vs year-to-date vs hours vs rate, by
 * column position; whole numbers count in the current and year-to-date columns); a 'Label:
 * amount' line is its own value; without a header the first amount is current and the last
 * year-to-date. A label may wrap onto a second line.
 */
export function findRow(lines: readonly string[], label: Label, from = 0): Row | undefined {
  const found = findPlacedRow(lines, label, from);
  // A value read beside its label stays under the confidence fraud checks trust (0.85).
  return found?.beside
    ? { ...found.row, confidence: Math.min(found.row.confidence, 0.8) }
    : found?.row;
}

function findPlacedRow(
  lines: readonly string[],
  label: Label,
  from: number,
): { row: Row; beside?: boolean } | undefined {
  for (let index = from; index < lines.length; index += 1) {
    const placed = placeLabel(lines, index, label);
    if (!placed) continue;
    const { at, text: line } = placed;
    if (YTD_LABEL.test(line.slice(0, at.end))) continue;
    // 'Gross YTD   60,000.00': the year-to-date word after the label, before its amount.
    const beforeAmount = line.slice(
      at.end,
      at.end + (findAmounts(line.slice(at.end))[0]?.index ?? 0),
    );
    if (YTD_LABEL.test(beforeAmount)) continue;
    if (inYtdBlock(lines, placed.line, at.index)) continue;
    const rest = ownCells(line.slice(at.end));
    const header = headerAbove(lines, placed.line);
    let amounts = findAmounts(rest).map((amount) => ({
      ...amount,
      index: amount.index + at.end,
      end: amount.end + at.end,
    }));
    if (header) {
      const whole = wholeNumbersInColumns(
        line.slice(0, at.end + rest.length),
        at.end,
        header,
      ).filter(
        (number) =>
          !amounts.some((amount) => number.index < amount.end && number.end > amount.index),
      );
      amounts = [...amounts, ...whole].sort((a, b) => a.index - b.index);
    }
    // A figure under an hours, rate or units column is never the row's money.
    if (header) amounts = amounts.filter((amount) => !inCountColumn(header, amount));
    if (amounts.length === 0) continue;
    const fuzzyPenalty = at.fuzzy ? 0.15 : 0;
    const sure = (confidence: number) =>
      droppedPoints(rest) ? Math.min(confidence, UNSURE) : confidence;
    if (/^\s*(\([A-Za-z ]+\))?\s*:\s*\S/.test(rest) && amounts.length === 1) {
      return {
        row: {
          line: placed.line,
          current: amounts[0]!.cents,
          confidence: sure(0.95 - fuzzyPenalty),
        },
        beside: placed.beside,
      };
    }
    if (header) {
      const current = amounts.find(
        (amount) => columnOf(header, { start: amount.index, end: amount.end })?.kind === 'current',
      );
      const ytd = amounts.find(
        (amount) => columnOf(header, { start: amount.index, end: amount.end })?.kind === 'ytd',
      );
      if (current) {
        return {
          row: {
            line: placed.line,
            current: current.cents,
            ...(ytd ? { ytd: ytd.cents } : {}),
            confidence: sure(0.95 - fuzzyPenalty),
          },
          beside: placed.beside,
        };
      }
    }
    const values = amounts.map((amount) => amount.cents);
    return {
      row: {
        line: placed.line,
        current: values[0],
        ...(values.length > 1 ? { ytd: values.at(-1) } : {}),
        // The header names a current column and nothing stands in it: which figure is this
        // period's cannot be told, so it is asked.
        confidence: header?.some((column) => column.kind === 'current')
          ? Math.min(UNSURE, sure(0.85 - fuzzyPenalty))
          : sure((values.length === 1 ? 0.85 : 0.75) - fuzzyPenalty),
      },
      beside: placed.beside,
    };
  }
  return undefined;
}

/**
 * The first amount on a year-to-date line with this label ('YTD Gross Pay: 31,920.00', 'Gross
 * YTD 60,000.00') or under a year-to-date heading.
 */
export function ytdValue(lines: readonly string[], label: Label): number | undefined {
  for (const [index, line] of lines.entries()) {
    const at = labelAt(line, label);
    if (!at) continue;
    const amount = findAmounts(line.slice(at.end))[0];
    if (!amount) continue;
    const named =
      YTD_LABEL.test(line.slice(0, at.index)) ||
      YTD_LABEL.test(line.slice(at.end, at.end + amount.index));
    if (named || inYtdBlock(lines, index, at.index)) return amount.cents;
  }
  return undefined;
}

export const GROSS: Label = {
  pattern:
    /\b(gross\s*(pay|earnings|wages|income|amount)?|total\s+(gross|earnings|pay)|earnings\s+total)\b/i,
  fuzzy: ['gross pay', 'gross earnings'],
  not: /\b(federal|fed|taxable|state|medicare|social\s+security|ss|fica|oasdi|futa|suta|sui)\s+(taxable\s+)?(wages|gross)\b|\btaxable\s+(gross|wages|earnings)\b|\bgross[\s-]*up\b/i,
};
export const NET: Label = {
  pattern: /\bnet\s*(pay|amount|earnings|check|wages)\b|^\s*net\b/i,
  fuzzy: ['net pay'],
};
export const TOTAL_DEDUCTIONS: Label = {
  pattern: /\btotal\s+(deductions|taxes\s*(and|&)\s*deductions|withholdings?)\b/i,
  fuzzy: ['total deductions', 'total withholdings'],
};

/** The row of regular pay ('Regular', 'Regular Pay', 'REG', 'Salary', 'Hourly', 'Base Pay'). */
export const REGULAR_EARNINGS: Label = {
  pattern:
    /^\s*(regular|reg\.?|salary|hourly|base\s+pay)(\s+(pay|earnings|wages|salary|hours|time|-\s*exempt))?\b/i,
  fuzzy: [],
};
/** Rows of other earnings: with any of them, regular pay alone is not the gross. */
const OTHER_EARNINGS =
  /^\s*(overtime|o\/?t\b|double\s*time|holiday|bonus|commissions?|tips?|vacation|pto|sick|shift|incentive|retro|severance|back\s*pay|premium|differential|stipend|allowance)/i;

/**
 * The regular-pay row's current amount when a stub prints no gross row (or only a year-to-date
 * one) and no other earnings row: what the period earned.
 */
export function onlyEarningsRow(lines: readonly string[]): Row | undefined {
  const others = lines.some((line) => OTHER_EARNINGS.test(line) && findAmounts(line).length > 0);
  if (others) return undefined;
  const rows = lines.filter(
    (line) => REGULAR_EARNINGS.pattern.test(line) && findAmounts(line).length > 0,
  );
  if (rows.length !== 1) return undefined;
  const row = findRow(lines, REGULAR_EARNINGS);
  return row && { ...row, confidence: Math.min(row.confidence, 0.8) };
}
