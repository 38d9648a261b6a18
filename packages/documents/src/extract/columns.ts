import { findAmounts } from './money.js';
import { editDistance } from './typography.js';

/** A cell of a line with its character span (columns are runs of 3+ spaces apart). */
export interface Span {
  text: string;
  start: number;
  end: number;
}

export function spans(line: string): Span[] {
  const found: Span[] = [];
  for (const match of line.matchAll(/\S+(?: {1,2}\S+)*/g)) {
    const start = match.index ?? 0;
    found.push({ text: match[0], start, end: start + match[0].length });
  }
  return found;
}

export type ColumnKind = 'current' | 'ytd' | 'hours' | 'rate' | 'other';

const COLUMN_WORDS: [RegExp, ColumnKind][] = [
  [/\b(ytd|y[.-]t[.-]d|year[\s-]*to[\s-]*date)\s+(hours?|hrs|units)\b/i, 'other'],
  [
    /\b(ytd|y[.-]t[.-]d\.?|year[\s-]*to[\s-]*date|total\s+to\s+date|to\s+date|cytd)(?![a-z])/i,
    'ytd',
  ],
  [/\b(hours?|hrs|units)\b/i, 'hours'],
  [/\brate\b/i, 'rate'],
  [
    /\b(current|curr?|this\s+(period|pay|check)|amount|amt|period)\b|\bcurrent(?=total)|^total$/i,
    'current',
  ],
];

// Column names as OCR garbles them in small print ('Tarrent', 'Cument', 'Hors'): a word of
// the cell within two edits of 'current' (seven letters) or one of 'hours'. Tried only when no
// name matched as printed, and a header still needs a current or year-to-date column.
const FUZZY_COLUMN_WORDS: [string, number, ColumnKind][] = [
  ['current', 2, 'current'],
  ['hours', 1, 'hours'],
];

function columnKind(text: string): ColumnKind {
  const printed = COLUMN_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (printed) return printed;
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
    const fuzzy = FUZZY_COLUMN_WORDS.find(([name, edits]) => editDistance(word, name) <= edits);
    if (fuzzy) return fuzzy[2];
  }
  return 'other';
}

export interface Column extends Span {
  kind: ColumnKind;
}

const CURRENT_WORDS = /\b(current|this\s+(period|pay|check))\b/i;
const YTD_WORDS = /\b(ytd|y[.-]t[.-]d\.?|year[\s-]*to[\s-]*date|total\s+to\s+date)(?![a-z])/i;

/**
 * Two column names OCR read one space apart ('this period yearto date') are two columns: the
 * cell is split where the year-to-date words begin.
 */
function splitJoinedHeaders(cell: Span): Span[] {
  const ytd = YTD_WORDS.exec(cell.text);
  const current = CURRENT_WORDS.exec(cell.text);
  if (!ytd || !current || ytd.index <= current.index) return [cell];
  const left = cell.text.slice(0, ytd.index).trimEnd();
  // 'Current and YTD Totals' is a section's title, not two columns.
  if (/(\band|&)$/i.test(left)) return [cell];
  return [
    { text: left, start: cell.start, end: cell.start + left.length },
    { text: cell.text.slice(ytd.index), start: cell.start + ytd.index, end: cell.end },
  ];
}

/** A table header: two or more column names and no amounts. */
export function headerColumns(line: string): Column[] | undefined {
  if (findAmounts(line).length > 0 || /\d{2}\/\d{2}/.test(line)) return undefined;
  const all = spans(line)
    .flatMap(splitJoinedHeaders)
    .map((cell) => ({ ...cell, kind: columnKind(cell.text) }));
  // The first cell names the rows ('Earnings', 'Description') unless it is a column name.
  const columns = all[0]?.kind === 'other' ? all.slice(1) : all;
  const known = columns.filter((column) => column.kind !== 'other');
  if (
    known.length < 2 ||
    !known.some((column) => column.kind === 'current' || column.kind === 'ytd')
  ) {
    return undefined;
  }
  return columns;
}

/** The column a value span sits in: the most overlap, else the nearest. */
export function columnOf<T extends { start: number; end: number }>(
  columns: readonly T[],
  value: { start: number; end: number },
): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const column of columns) {
    const overlap = Math.min(column.end, value.end) - Math.max(column.start, value.start);
    const score = overlap > 0 ? overlap : overlap / 4;
    if (score > bestScore) {
      bestScore = score;
      best = column;
    }
  }
  return bestScore > -12 ? best : undefined;
}

/** The nearest table header above a line, within a dozen lines. */
export function headerAbove(lines: readonly string[], at: number): Column[] | undefined {
  for (let index = at - 1; index >= Math.max(0, at - 14); index -= 1) {
    const columns = headerColumns(lines[index]!);
    if (columns) return columns;
  }
  return undefined;
}

const LABEL_CELL = /^[A-Za-z][A-Za-z'().#/&-]*(?: [A-Za-z'().#/&-]+){0,5}$/;

/**
 * Tables laid out across the page (a row of labels with the values underneath: 'Check Date
 * Pay Period Pay Frequency', Workday's 'Gross Pay Employee Taxes Net Pay' with 'Current' and
 * 'YTD' rows, Gusto's summary row) unfolded into 'Label: value' lines, so the parsers that
 * read labelled values read them too. A row named in its first cell ('Current', 'YTD') keeps
 * the name: 'Gross Pay (Current): 2,660.00', 'YTD Gross Pay: 31,920.00'.
 */
export function unfoldAcrossTables(lines: readonly string[]): string[] {
  const unfolded: string[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const labels = spans(lines[index]!);
    if (labels.length < 2 || !labels.every((cell) => LABEL_CELL.test(cell.text))) continue;
    // An earnings table's header ('Rate  Hours  Current  YTD') is read row by row by its
    // columns: unfolded, its hours would read as 'Hours (Gross Pay): 86.67'.
    const header = headerColumns(lines[index]!);
    if (header?.some((column) => column.kind === 'hours' || column.kind === 'rate')) continue;
    for (let row = index + 1; row <= index + 3 && row < lines.length; row += 1) {
      const values = spans(lines[row]!);
      // The employee's name alone under the first label ('Employee Information' over 'George
      // Mathew'): the values of the other columns come on a line below.
      if (values.length === 1 && columnOf(labels, values[0]!) === labels[0]) continue;
      if (values.length < 2 || values.every((cell) => LABEL_CELL.test(cell.text))) break;
      const first = values[0]!;
      // A row name sits left of every column ('Current', 'YTD'); a value sits under one.
      const named = LABEL_CELL.test(first.text) && first.end <= labels[0]!.start;
      const rowName = named ? first.text : undefined;
      for (const value of named ? values.slice(1) : values) {
        const label = columnOf(labels, value);
        if (!label || (rowName && label === labels[0] && label.start < first.end)) continue;
        if (/^ytd$|year.to.date/i.test(rowName ?? ''))
          unfolded.push(`YTD ${label.text}: ${value.text}`);
        else unfolded.push(`${label.text}${rowName ? ` (${rowName})` : ''}: ${value.text}`);
      }
      if (!named) break;
    }
  }
  return unfolded;
}
