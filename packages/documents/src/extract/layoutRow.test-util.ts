/**
 * Cells placed at character columns, as OCR word boxes or `pdftotext -layout` lay them out:
 * each cell at its column, or `gap` spaces after the cell before it when that column is taken.
 */
export function row(cells: [number, string][], gap = 1): string {
  let line = '';
  for (const [column, text] of cells) {
    line = line.padEnd(Math.max(column, line.length === 0 ? column : line.length + gap)) + text;
  }
  return line;
}

/** Cents as a stub prints them, with or without the dollar sign ('$1,234.50', '1,234.50'). */
export const money = (cents: number, dollar: boolean) =>
  `${dollar ? '$' : ''}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
