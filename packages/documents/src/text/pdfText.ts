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

interface WidgetLike {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  rect?: number[];
}

/**
 * The values of a fillable form's text fields (AcroForm widgets), placed where they show on
 * the page, line by line: IRS W-2 and 1099 PDFs keep box values there, not in the text layer.
 */
async function formFieldItems(
  page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>,
  pageHeight: number,
): Promise<PositionedText[]> {
  const annotations = (await page.getAnnotations()) as WidgetLike[];
  const items: PositionedText[] = [];
  for (const widget of annotations) {
    if (widget.subtype !== 'Widget' || widget.fieldType !== 'Tx') continue;
    if (typeof widget.fieldValue !== 'string' || widget.fieldValue.trim() === '') continue;
    const [x1 = 0, , x2 = 0, y2 = 0] = widget.rect ?? [];
    const size = 8;
    widget.fieldValue.split(/\r\n|\r|\n/).forEach((line, index) => {
      items.push({
        text: line,
        x: x1 + 2,
        y: pageHeight - y2 + size * 1.2 * (index + 1),
        width: Math.min(x2 - x1, line.length * size * 0.5),
        height: size,
      });
    });
  }
  return items;
}

/**
 * The text of one page as reading lines, the values of its form fields included, or
 * undefined when the page has neither (a scan: it goes to OCR).
 */
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
  items.push(...(await formFieldItems(page, pageHeight)));
  page.cleanup();
  const text = joinLines(items);
  const letters = text.replace(/[^A-Za-z0-9]/g, '').length;
  return letters >= MIN_TEXT_CHARS && !wordsRunTogether(text) ? text : undefined;
}

/**
 * A text layer whose words run together ('ABCCompany', '1234MainStreet', 'TotalPay'): the
 * invisible OCR layer some scanners and viewers add to a scanned page, without the spaces
 * between words. Labels and names cannot be read from it, so the page is read by OCR instead.
 * Many long words joined at a capital (more than five, and a fifth of the long words) tell it
 * from a page that prints a few camel-cased names.
 */
export function wordsRunTogether(text: string): boolean {
  const long = text.split(/\s+/).filter((word) => /^[A-Za-z0-9,.:'()-]{7,}$/.test(word));
  const joined = long.filter((word) => /[a-z][A-Z][a-z]|\d[A-Z][a-z]{2}/.test(word));
  return joined.length > 5 && joined.length >= long.length / 5;
}
