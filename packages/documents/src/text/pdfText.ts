import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { joinLines, type PositionedText } from './lines.js';

/** A page with fewer letters and digits than this is treated as having no text layer. */
const MIN_TEXT_CHARS = 25;

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** The text layer of one page as reading lines, or undefined when the page has none. */
export async function pageTextLayer(
  pdf: PDFDocumentProxy,
  pageNumber: number,
): Promise<string | undefined> {
  const page = await pdf.getPage(pageNumber);
  const { height: pageHeight } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  for (const raw of content.items as TextItemLike[]) {
    if (!raw.str || !raw.transform) continue;
    const fontHeight = Math.abs(raw.transform[3] ?? raw.height ?? 10) || 10;
    items.push({
      text: raw.str,
      x: raw.transform[4] ?? 0,
      y: pageHeight - (raw.transform[5] ?? 0),
      width: raw.width ?? raw.str.length * fontHeight * 0.5,
      height: fontHeight,
    });
  }
  page.cleanup();
  const text = joinLines(items);
  const letters = text.replace(/[^A-Za-z0-9]/g, '').length;
  return letters >= MIN_TEXT_CHARS ? text : undefined;
}
