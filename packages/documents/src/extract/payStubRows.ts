import { columnOf, headerAbove } from './columns.js';
import { findAmounts } from './money.js';
import { fuzzyLabelIndex } from './typography.js';

export const YTD_LABEL = /\b(ytd|y\.t\.d|year[\s-]*to[\s-]*date)\b/i;

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
  if (label.not?.test(line)) return undefined;
  const match = label.pattern.exec(line);
  if (match)
    return { index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, fuzzy: false };
  for (const phrase of label.fuzzy) {
    const index = fuzzyLabelIndex(line, phrase);
    if (index >= 0) return { index, end: index + phrase.length, fuzzy: true };
  }
  return undefined;
}

/**
 * The first row with this label that carries an amount and is not a year-to-date row. Its
 * amounts are read by the table header above (current vs year-to-date vs hours vs rate, by
 * column position); a 'Label: amount' line is its own value; without a header the first
 * amount is current and the last year-to-date.
 */
export function findRow(lines: readonly string[], label: Label, from = 0): Row | undefined {
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index]!;
    const at = labelAt(line, label);
    if (!at) continue;
    if (YTD_LABEL.test(line.slice(0, at.end))) continue;
    const rest = line.slice(at.end);
    const amounts = findAmounts(rest).map((amount) => ({
      ...amount,
      index: amount.index + at.end,
      end: amount.end + at.end,
    }));
    if (amounts.length === 0) continue;
    const fuzzyPenalty = at.fuzzy ? 0.15 : 0;
    if (/^\s*(\([A-Za-z ]+\))?\s*:\s*\S/.test(rest) && amounts.length === 1) {
      return { line: index, current: amounts[0]!.cents, confidence: 0.95 - fuzzyPenalty };
    }
    const header = headerAbove(lines, index);
    if (header) {
      const current = amounts.find(
        (amount) => columnOf(header, { start: amount.index, end: amount.end })?.kind === 'current',
      );
      const ytd = amounts.find(
        (amount) => columnOf(header, { start: amount.index, end: amount.end })?.kind === 'ytd',
      );
      if (current) {
        return {
          line: index,
          current: current.cents,
          ...(ytd ? { ytd: ytd.cents } : {}),
          confidence: 0.95 - fuzzyPenalty,
        };
      }
    }
    const values = amounts.map((amount) => amount.cents);
    return {
      line: index,
      current: values[0],
      ...(values.length > 1 ? { ytd: values.at(-1) } : {}),
      confidence: (values.length === 1 ? 0.85 : 0.75) - fuzzyPenalty,
    };
  }
  return undefined;
}

/** The first amount on a year-to-date line with this label ('YTD Gross Pay: 31,920.00'). */
export function ytdValue(lines: readonly string[], label: Label): number | undefined {
  for (const line of lines) {
    const at = labelAt(line, label);
    if (!at || !YTD_LABEL.test(line.slice(0, at.index))) continue;
    const amount = findAmounts(line.slice(at.end))[0];
    if (amount) return amount.cents;
  }
  return undefined;
}

export const GROSS: Label = {
  pattern:
    /\b(gross\s*(pay|earnings|wages|income|amount)?|total\s+(gross|earnings|pay)|earnings\s+total)\b/i,
  fuzzy: ['gross pay', 'gross earnings'],
  not: /\b(federal|fed|taxable|state|medicare|social\s+security|ss)\s+(taxable\s+)?wages\b/i,
};
export const NET: Label = {
  pattern: /\bnet\s*(pay|amount|earnings|check|wages)\b|^\s*net\b/i,
  fuzzy: ['net pay'],
};
export const TOTAL_DEDUCTIONS: Label = {
  pattern: /\btotal\s+(deductions|taxes\s*(and|&)\s*deductions|withholdings?)\b/i,
  fuzzy: ['total deductions', 'total withholdings'],
};
