import { columnOf, spans, unfoldAcrossTables } from './columns.js';
import { type FoundAmount, findAmounts } from './money.js';
import { normalizeTypography, repairOcrNumbers, repairOcrWords } from './typography.js';

/**
 * A form's box borders as OCR reads them ('|', '[', ']', '__' standing alone or at a cell's
 * edge: '| Lakeside Property Inc') become spaces, so columns keep their places.
 */
export function boxRules(line: string): string {
  return (
    line
      // A bar between two words of one cell ('Department | of Job') is a stray stroke: the
      // words stay one cell.
      .replace(/(?<=\S) [|[\]{}] (?=\S)/g, ' ')
      .replace(/[|_]{2,}/g, (rule) => ' '.repeat(rule.length))
      .replace(/(^|\s)[|[\]{}](?=\s|$)/g, (_, before: string) => `${before} `)
      .replace(/(^|\s{2,})[|[\]]\s?(?=[A-Za-z$\d])/g, (edge: string) => ' '.repeat(edge.length))
  );
}

/**
 * Lines of a page with typography normalised and common OCR noise removed, blank lines
 * dropped; tables laid out across the page follow, unfolded into 'Label: value' lines.
 */
export function toLines(text: string): string[] {
  const lines = normalizeTypography(text)
    .replace(/\r/g, '')
    .split('\n')
    .map((line) => repairOcrNumbers(repairOcrWords(boxRules(line).replace(/\s+$/, ''))))
    .filter((line) => line.trim() !== '');
  return [...lines, ...unfoldAcrossTables(lines)];
}

/** Columns of a line: runs of three or more spaces (or a tab) separate them. */
export function cells(line: string): string[] {
  return line
    .split(/\s{3,}|\t/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
}

/** Index of the first line matching a pattern, from `start`. -1 when none does. */
export function findLine(lines: readonly string[], pattern: RegExp, start = 0): number {
  for (let index = Math.max(0, start); index < lines.length; index += 1) {
    if (pattern.test(lines[index]!)) return index;
  }
  return -1;
}

/** The text after a label on its line ('Employee: Ana Ruiz   ID: 7' -> 'Ana Ruiz'), one cell. */
export function valueAfterLabel(line: string, label: RegExp): string | undefined {
  const match = label.exec(line);
  if (!match) return undefined;
  const rest = line.slice((match.index ?? 0) + match[0].length).replace(/^[\s:#.-]+/, '');
  const value = cells(rest)[0]?.trim();
  return value === '' ? undefined : value;
}

/**
 * The amount that belongs to a form box label: after the label on its own line, else on the
 * next lines in the label's column (text layer), else the first amount below (OCR reads
 * boxes one under another).
 */
export function amountForBox(lines: readonly string[], label: RegExp): number | undefined {
  for (let at = findLine(lines, label); at >= 0; at = findLine(lines, label, at + 1)) {
    const amount = amountNearLabel(lines, at, label);
    if (amount !== undefined) return amount;
  }
  return undefined;
}

/** A cell that is a whole amount by itself: '$41,892', '41892' (no dashes: not an EIN or SSN). */
const WHOLE_CELL = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d{2,9})$/;

function amountNearLabel(lines: readonly string[], at: number, label: RegExp): number | undefined {
  const line = lines[at]!;
  const match = label.exec(line)!;
  const labelEnd = (match.index ?? 0) + match[0].length;
  const rest = line.slice(labelEnd);
  const after = findAmounts(rest)[0];
  if (after && !/[A-Za-z]/.test(rest.slice(0, after.index))) return after.cents;
  const labelSpan = spans(line).find((span) => span.end >= labelEnd && span.start <= labelEnd) ?? {
    start: match.index ?? 0,
    end: labelEnd,
  };
  const columns = [labelSpan, ...otherSpans(line, labelSpan)];
  // A form's box runs from its label to the next label on the right: a value printed at the
  // box's right edge is in it even when it ends nearer the next label, and a filled-in value
  // may start a little left of the label (a '$' at the box's edge, proportional type).
  const nextLabel = Math.min(
    ...otherSpans(line, labelSpan)
      .filter((span) => span.start > labelSpan.end)
      .map((span) => span.start),
  );
  const inBox = (start: number, slack: number) =>
    start >= labelSpan.start - slack && start < nextLabel;
  const inLabelColumn = (span: { start: number; end: number }) =>
    columnOf(columns, span) === labelSpan || inBox(span.start, 3);
  for (const next of lines.slice(at + 1, at + 4)) {
    // An amount's match may begin with the space before it: the box holds where its ink starts.
    const inColumn = findAmounts(next)
      .map((amount) => ({
        ...amount,
        start: amount.index + (/^\s*/.exec(next.slice(amount.index))?.[0].length ?? 0),
      }))
      .filter(
        (amount) =>
          inLabelColumn({ start: amount.start, end: amount.end }) || inBox(amount.start, 10),
      )
      // A value that runs on past the next label's start is that box's more than this one's
      // (values of a row of boxes set a little left of where their labels start); then one
      // starting under the label beats one starting left of it.
      .sort(
        (a, b) =>
          Number(b.end <= nextLabel + 1) - Number(a.end <= nextLabel + 1) ||
          Number(b.start >= labelSpan.start - 3) - Number(a.start >= labelSpan.start - 3),
      );
    if (inColumn[0]) return inColumn[0].cents;
    const first: FoundAmount | undefined = findAmounts(next)[0];
    if (first && spans(line).length === 1 && spans(next).length === 1) return first.cents;
    const whole = spans(next)
      .filter((span) => inLabelColumn(span) || inBox(span.start, 10))
      .map((cell) => WHOLE_CELL.exec(cell.text))
      .find((found) => found && !YEAR.test(found[1]!));
    if (whole) return Number(whole[1]!.replace(/,/g, '')) * 100;
    const cell = spans(next).find(inLabelColumn);
    // The label's own words wrapped below it ('compensation'): read on under them.
    if (cell && /^[a-z][a-z\s.,'()-]*$/.test(cell.text)) continue;
    // The next box's label below this one (same left edge) ends the box. Words in other
    // columns (the payer's address beside '1 Rents') do not: the value may come after them.
    const below = spans(next).find((span) => inBox(span.start, 3));
    if (below && /[A-Za-z]{4}/.test(below.text) && below.start <= labelSpan.start + 4) break;
  }
  return undefined;
}

/** A year standing alone ('2020' beside the form's title) is never a box's whole-dollar value. */
const YEAR = /^(19|20)\d{2}$/;

function otherSpans(line: string, label: { start: number }): { start: number; end: number }[] {
  return spans(line).filter((span) => span.start !== label.start);
}

/** A text's lines joined by spaces, for sentences that wrap (letters). */
export function flatten(lines: readonly string[]): string {
  return lines.join(' ').replace(/\s+/g, ' ');
}
