/** A piece of text at a position, y growing downwards (text layer item or OCR word). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Rebuilds reading lines from positioned text: items whose baselines are within half a line
 * height share a line, read left to right. A gap wider than two characters becomes three
 * spaces, the column separator the parsers split on (the same one OCR output uses).
 */
export function joinLines(items: readonly PositionedText[]): string {
  const sorted = items
    .filter((item) => item.text.trim() !== '')
    .sort((a, b) => a.y - b.y || a.x - b.x);
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
        if (text !== '') text += gap > Math.max(charWidth * 2, 6) ? '   ' : gap > 0.5 ? ' ' : '';
        text += item.text;
        end = item.x + item.width;
      }
      return text.replace(/[ \t]+$/, '');
    })
    .join('\n');
}
