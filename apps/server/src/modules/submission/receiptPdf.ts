import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Receipt, ReceiptLine } from './receiptContent.js';
import { printable, type ReceiptFonts, receiptFonts } from './receiptFonts.js';

// US Letter, in points.
const PAGE = { width: 612, height: 792, margin: 54 };
const BODY = 10;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const advanceWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a text as the sum of its letters' widths, each measured once per font. An
 * embedded font measures by laying the text out (about half a millisecond a call), and
 * wrapping measures every word; without kerning the sum is never narrower than the real line.
 */
function textWidth(font: PDFFont, value: string, size: number): number {
  const widths = advanceWidths.get(font) ?? new Map<string, number>();
  advanceWidths.set(font, widths);
  let total = 0;
  for (const char of value) {
    const width = widths.get(char) ?? font.widthOfTextAtSize(char, 1000);
    widths.set(char, width);
    total += width;
  }
  return (total * size) / 1000;
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(font, next, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: ReceiptFonts,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }
  private newPage(): PDFPage {
    return this.pdf.addPage([PAGE.width, PAGE.height]);
  }
  private room(height: number) {
    if (this.y - height < PAGE.margin + LINE) {
      this.page = this.newPage();
      this.y = PAGE.height - PAGE.margin;
    }
  }
  text(
    value: string,
    options: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {},
  ) {
    const size = options.size ?? BODY;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = PAGE.margin + (options.x ?? 0);
    const width = PAGE.width - PAGE.margin - x;
    for (const line of wrap(font, printable(font, value), size, width)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
  }
  row(label: string, value: string) {
    const { regular, bold } = this.fonts;
    const shownValue = printable(bold, value);
    const valueWidth = Math.min(textWidth(bold, shownValue, BODY), 300);
    const labelWidth = PAGE.width - 2 * PAGE.margin - valueWidth - 12;
    const labelLines = wrap(regular, printable(regular, label), BODY, labelWidth);
    const valueLines = wrap(bold, shownValue, BODY, 300);
    const count = Math.max(labelLines.length, valueLines.length);
    this.room(count * LINE);
    for (let i = 0; i < count; i += 1) {
      this.y -= LINE;
      const labelLine = labelLines[i];
      const valueLine = valueLines[i];
      if (labelLine) {
        this.page.drawText(labelLine, {
          x: PAGE.margin,
          y: this.y,
          size: BODY,
          font: regular,
          color: INK,
        });
      }
      if (valueLine) {
        const x = PAGE.width - PAGE.margin - textWidth(bold, valueLine, BODY);
        this.page.drawText(valueLine, { x, y: this.y, size: BODY, font: bold, color: INK });
      }
    }
  }
  gap(points: number) {
    this.y -= points;
  }
  rule() {
    this.room(8);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
  }
}

function writeLine(writer: Writer, line: ReceiptLine) {
  if (line.kind === 'row') writer.row(line.label, line.value);
  else writer.text(line.text, { x: line.indent ? 12 : 0, color: line.indent ? MUTED : INK });
}

function allTextOf(receipt: Receipt): string {
  const lines = receipt.sections.flatMap((section) => [
    section.heading,
    ...section.lines.map((line) =>
      line.kind === 'row' ? `${line.label} ${line.value}` : line.text,
    ),
  ]);
  return [receipt.title, receipt.confirmationNumber, receipt.pageLabel, ...lines].join(' ');
}

/** Issue 7: the printable receipt, one to two Letter pages, made with pdf-lib. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.confirmationNumber}`);
  pdf.setCreator('Benefits application assistant');
  pdf.setProducer('pdf-lib');
  const fonts = await receiptFonts(pdf, allTextOf(receipt));
  const writer = new Writer(pdf, fonts);
  const [header, ...sections] = receipt.sections;
  writer.text(receipt.title, { size: 18, bold: true });
  writer.text(receipt.confirmationNumber, { size: 16, bold: true });
  writer.gap(4);
  for (const line of header?.lines ?? []) writeLine(writer, line);
  for (const section of sections) {
    if (section.lines.length === 0) continue;
    writer.gap(6);
    writer.rule();
    writer.text(section.heading, { size: 12, bold: true });
    for (const line of section.lines) writeLine(writer, line);
  }
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = receipt.pageLabel
      .replace('{n}', String(index + 1))
      .replace('{total}', String(pages.length));
    page.drawText(`${receipt.confirmationNumber} · ${label}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
