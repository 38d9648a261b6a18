import { money } from '../format.js';
import type { LayoutWriter } from '../layout.js';

/** Where a stub's amount rows go: the label's x, the right edges of the current and YTD columns. */
export interface AmountColumns {
  label: number;
  current: number;
  ytd: number;
  size: number;
  /** Line step in points. */
  step: number;
  /** Pay periods so far: the YTD column is the current amount times this. */
  periods: number;
}

/** Rows of 'label   current   year to date' (taxes, deductions), one per amount. */
export function amountRows(
  page: LayoutWriter,
  rows: readonly (readonly [string, number])[],
  columns: AmountColumns,
): void {
  const { size } = columns;
  for (const [label, cents] of rows) {
    page
      .text(columns.label, label, { size })
      .right(columns.current, money(cents), { size })
      .right(columns.ytd, money(cents * columns.periods), { size })
      .next(columns.step);
  }
}

/** A row of bold column headings, each at its x. */
export function headings(
  page: LayoutWriter,
  size: number,
  cells: readonly (readonly [number, string])[],
): LayoutWriter {
  for (const [x, label] of cells) page.text(x, label, { size, bold: true });
  return page;
}
