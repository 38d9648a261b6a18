import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { Receipt, ReceiptLine } from './receiptContent.js';
import { printable, type ReceiptFonts, receiptFonts } from './receiptFonts.js';
import { measure, visualRuns, wrap } from './receiptLines.js';

// US Letter, in points.
const PAGE = { width: 612, height: 792, margin: 54 };
const BODY = 10;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/** Writes lines top to bottom, starting a new page when one is full; right-aligned in Arabic. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: ReceiptFonts,
    readonly rtl: boolean,
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
  /** Draws one line of logical text from its start edge (left, or right in Arabic). */
  drawLine(
    page: PDFPage,
    line: string,
    options: { start: number; y: number; size: number; bold?: boolean; color: typeof INK },
  ) {
    const runs = visualRuns(this.fonts, line, { ...options, rtl: this.rtl });
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    let x = this.rtl ? PAGE.width - options.start - width : options.start;
    for (const run of runs) {
      page.drawText(run.text, {
        x,
        y: options.y,
        size: options.size,
        font: run.font,
        color: options.color,
      });
      x += run.width;
    }
  }
  text(
    value: string,
    options: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {},
  ) {
    const size = options.size ?? BODY;
    const start = PAGE.margin + (options.x ?? 0);
    const width = PAGE.width - PAGE.margin - start;
    const bold = options.bold ?? false;
    for (const line of wrap(this.fonts, printable(this.fonts, value), size, width, bold)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.drawLine(this.page, line, { start, y: this.y, size, bold, color: options.color ?? INK });
    }
  }
  /** A label at the start edge and its value (bold) at the end edge. */
  row(label: string, value: string) {
    const shownValue = printable(this.fonts, value);
    const valueWidth = Math.min(measure(this.fonts, shownValue, BODY, true), 300);
    const labelWidth = PAGE.width - 2 * PAGE.margin - valueWidth - 12;
    const labelLines = wrap(this.fonts, printable(this.fonts, label), BODY, labelWidth);
    const valueLines = wrap(this.fonts, shownValue, BODY, 300, true);
    const count = Math.max(labelLines.length, valueLines.length);
    this.room(count * LINE);
    for (let i = 0; i < count; i += 1) {
      this.y -= LINE;
      const labelLine = labelLines[i];
      const valueLine = valueLines[i];
      if (labelLine) {
        this.drawLine(this.page, labelLine, {
          start: PAGE.margin,
          y: this.y,
          size: BODY,
          color: INK,
        });
      }
      if (valueLine) {
        const start = PAGE.width - PAGE.margin - measure(this.fonts, valueLine, BODY, true);
        this.drawLine(this.page, valueLine, {
          start,
          y: this.y,
          size: BODY,
          bold: true,
          color: INK,
        });
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
  const writer = new Writer(pdf, fonts, receipt.direction === 'rtl');
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
    writer.drawLine(page, printable(fonts, `${receipt.confirmationNumber} · ${label}`), {
      start: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      color: MUTED,
    });
  });
  return pdf.save();
}
