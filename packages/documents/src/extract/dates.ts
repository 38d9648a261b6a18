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

const NUMERIC = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/gi;

/** Dates in a line: 03/14/2025, 3-14-25, 2025-03-14, March 14, 2025. Left to right. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(NUMERIC)) {
    const value = iso(fullYear(match[3]!), Number(match[1]), Number(match[2]));
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
