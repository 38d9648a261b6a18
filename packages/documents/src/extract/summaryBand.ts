import { columnOf, type Span, spans } from './columns.js';
import { findAmounts } from './money.js';

/** What a stub's totals band prints: this period's gross and the year's gross so far. */
export interface SummaryBand {
  gross?: number;
  ytdGross?: number;
}

const YTD = /^(ytd|y[.-]t[.-]d\.?|year[\s-]*to[\s-]*date)\b/i;
const NET = /\bnet\s*(pay|income|amount|earnings)\b/i;
const GROSS_CELL =
  /^(current\s*total|total\s*current|current\s*gross|total\s*gross|gross(\s*(pay|earnings|income|wages))?|total\s*(earnings|pay))$/i;
const YTD_GROSS_CELL =
  /^(ytd|y[.-]t[.-]d\.?|year[\s-]*to[\s-]*date)\s*gross(\s*(pay|earnings|income|wages))?$/i;

/** A cell of amounts only ('$1,441.33'), nothing else. */
const isAmount = (cell: Span) => {
  const found = findAmounts(cell.text);
  return found.length === 1 && cell.text.replace(/[\s$,.\d()-]/g, '') === '';
};

/** Names a totals band prints. */
const BAND_NAME =
  /^((ytd|y[.-]t[.-]d\.?|year[\s-]*to[\s-]*date|current|total)\s*)?(gross(\s*(pay|earnings|income|wages))?|total|deductions|taxes(\s*(\/|and|&)\s*deductions)?|withholdings?|net\s*(pay|income))$/i;

/** Every way to choose `count` cut points, in order, from `from`. */
function choices(from: readonly number[], count: number): number[][] {
  if (count === 0) return [[]];
  return from.flatMap((first, index) =>
    choices(from.slice(index + 1), count - 1).map((rest) => [first, ...rest]),
  );
}

/**
 * A header cell over several values ('CURRENT TOTAL CURRENT DEDUCTIONS': OCR joined two names
 * one or two spaces apart) is cut between words so that most parts are names a band prints,
 * then so that each part starts nearest its value.
 */
function splitOver(label: Span, values: readonly Span[]): Span[] {
  if (values.length < 2) return [label];
  const words = [...label.text.matchAll(/\S+/g)].map((word) => label.start + (word.index ?? 0));
  if (words.length < values.length) return [label];
  let best: { parts: Span[]; score: number } | undefined;
  for (const cuts of choices(words.slice(1), values.length - 1)) {
    const bounds = [label.start, ...cuts, label.end + 1];
    const parts = bounds.slice(0, -1).map((start, index) => {
      const text = label.text.slice(start - label.start, bounds[index + 1]! - label.start).trim();
      return { text, start, end: start + text.length };
    });
    const score =
      parts.filter((part) => BAND_NAME.test(part.text)).length * 1000 -
      parts.reduce((sum, part, index) => sum + Math.abs(part.start - values[index]!.start), 0);
    if (!best || score > best.score) best = { parts, score };
  }
  return best?.parts ?? [label];
}

/**
 * The totals band many stubs print at the foot: a row of names ('YTD Gross  YTD Deductions
 * YTD Net Pay  Current Total  Current Deductions  Net Pay') over a row of amounts only. Its
 * current total is this period's gross (an earnings table's first row may be one line of
 * several: 'Gross Wages' beside overtime and a bonus).
 */
export function summaryBand(lines: readonly string[]): SummaryBand {
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const header = lines[index]!;
    if (/\d/.test(header) || !NET.test(header) || !/\b(ytd|year[\s-]*to[\s-]*date)\b/i.test(header))
      continue;
    const labels = spans(header);
    for (let row = index + 1; row <= index + 2 && row < lines.length; row += 1) {
      const values = spans(lines[row]!);
      if (!/\d/.test(lines[row]!)) continue;
      if (values.length < 3 || !values.every(isAmount)) break;
      const under = new Map<Span, Span[]>();
      for (const value of values) {
        const label = columnOf(labels, value);
        if (label) under.set(label, [...(under.get(label) ?? []), value]);
      }
      const band: SummaryBand = {};
      for (const [label, cells] of under) {
        splitOver(label, cells).forEach((name, at) => {
          const cents = cells[at] ? findAmounts(cells[at].text)[0]?.cents : undefined;
          if (cents === undefined) return;
          if (YTD_GROSS_CELL.test(name.text)) band.ytdGross = cents;
          else if (!YTD.test(name.text) && GROSS_CELL.test(name.text)) band.gross = cents;
        });
      }
      return band;
    }
  }
  return {};
}
