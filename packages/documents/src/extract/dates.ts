export interface FoundDate {
  iso: string;
  index: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

// Never the tail of a range printed without years ('9/7-9/18' holds no '7-9/18').
const NUMERIC = /(?<!\d\/)\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
// Small print: OCR reads a date's second slash as a 1, 7, l, I or bar ('01/08119' for
// 01/08/19, '01/1412019'): a two-digit day after the first slash, then one such character and
// a two- or four-digit year (decision 0966; bank rows, decision 0943).
const SLASH_READ_AS_DIGIT = /(?<![\d/])\b(\d{1,2})\/(\d{2})[17lI|](\d{4}|\d{2})\b(?!\/\d)/g;
const WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/gi;

/** Dates in a line: 03/14/2025, 3-14-25, 2025-03-14, March 14, 2025. Left to right. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(NUMERIC)) {
    const value = iso(fullYear(match[3]!), Number(match[1]), Number(match[2]));
    if (value) found.push({ iso: value, index: match.index ?? 0 });
  }
  for (const match of text.matchAll(SLASH_READ_AS_DIGIT)) {
    const year = fullYear(match[3]!);
    const value = year >= 1990 && year < 2100 && iso(year, Number(match[1]), Number(match[2]));
    if (value) found.push({ iso: value, index: match.index ?? 0 });
  }
  for (const match of text.matchAll(ISO_DATE)) {
    const value = iso(Number(match[1]), Number(match[2]), Number(match[3]));
    if (value) found.push({ iso: value, index: match.index ?? 0 });
  }
  for (const match of text.matchAll(WORDS)) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase().slice(0, 3)) + 1;
    const value = iso(Number(match[3]), month, Number(match[2]));
    if (value) found.push({ iso: value, index: match.index ?? 0 });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A range of days printed without years ('9/7-9/18', '09/07 - 09/18', '9/7 to 9/18'). */
export interface MonthDayRange {
  start: { month: number; day: number };
  end: { month: number; day: number };
}

const MONTH_DAY_RANGE =
  /(?<![\d/-])\b(\d{1,2})\/(\d{1,2})\s*(?:-|\u2013|\u2014|to|thru|through)\s*(\d{1,2})\/(\d{1,2})\b(?![/-]\d)/i;

export function findMonthDayRange(text: string): MonthDayRange | undefined {
  const match = MONTH_DAY_RANGE.exec(text);
  if (!match) return undefined;
  const [month, day, endMonth, endDay] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // Both ends must be days of a month (2023 is no leap year: 2/29 is refused here).
  if (!iso(2024, month, day) || !iso(2024, endMonth, endDay)) return undefined;
  return { start: { month, day }, end: { month: endMonth, day: endDay } };
}

/**
 * A range without years placed in a year: the given one, the end in the next year when it
 * comes before the start ('12/26-1/6').
 */
export function rangeInYear(
  range: MonthDayRange,
  year: number,
): { start: string; end: string } | undefined {
  const start = iso(year, range.start.month, range.start.day);
  const endYear =
    range.end.month * 100 + range.end.day < range.start.month * 100 + range.start.day
      ? year + 1
      : year;
  const end = iso(endYear, range.end.month, range.end.day);
  return start && end ? { start, end } : undefined;
}
