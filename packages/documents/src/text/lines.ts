/** A piece of text at a position, y growing downwards (text layer item or OCR word). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The typical width of one character on the page: the median over items. */
function characterWidth(items: readonly PositionedText[]): number {
  const widths = items
    .filter((item) => item.text.trim().length >= 2)
    .map((item) => item.width / item.text.length)
    .sort((a, b) => a - b);
  return Math.max(1, widths[Math.floor(widths.length / 2)] ?? 5);
}

/**
 * Rebuilds reading lines from positioned text: items whose baselines are within half a line
 * height share a line, read left to right. A gap wider than two characters becomes at least
 * three spaces (the column separator the parsers split on) and is padded so the next item
 * starts at the character column of its x position: a value stays under its column header,
 * so tables can be read by their headers (a text rendering like `pdftotext -layout`).
 */
export function joinLines(items: readonly PositionedText[]): string {
  const sorted = items
    .filter((item) => item.text.trim() !== '')
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const unit = characterWidth(sorted);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - item.y) <= Math.max(2, first.height * 0.5)) {
      line.push(item);
    } else {
      lines.push([item]);
    }
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of line) {
        const charWidth = item.width / Math.max(1, item.text.length);
        const gap = item.x - end;
        if (text !== '' && gap > Math.max(charWidth * 2, 6)) {
          text += ' '.repeat(Math.max(3, Math.round(item.x / unit) - text.length));
        } else if (text !== '' && gap > 0.5) text += ' ';
        else if (text === '') text = ' '.repeat(Math.max(0, Math.round(item.x / unit) - 6));
        text += item.text;
        end = item.x + item.width;
      }
      return text.replace(/[ \t]+$/, '');
    })
    .join('\n');
}
