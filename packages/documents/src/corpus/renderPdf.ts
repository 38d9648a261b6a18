import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { CorpusDocument } from './expected.js';
import type { PageLayout } from './layout.js';

const defaultInfo = {
  producer: 'PayrollSuite Reports 4.2',
  creator: 'PayrollSuite',
  created: new Date('2025-03-21T14:02:00Z'),
  modified: new Date('2025-03-21T14:02:00Z'),
};

/** A PDF with a real text layer, drawn with pdf-lib's standard Helvetica fonts. */
export async function renderTextPdf(document: CorpusDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  await drawPages(pdf, document.pages);
  const info = document.pdfInfo ?? defaultInfo;
  pdf.setTitle(document.name);
  pdf.setProducer(info.producer);
  pdf.setCreator(info.creator);
  pdf.setCreationDate(info.created);
  pdf.setModificationDate(info.modified);
  return pdf.save({ updateFieldAppearances: false });
}

/** A scanned PDF: each page is only an image, with no text layer. */
export async function renderImagePdf(
  pageImages: readonly Uint8Array[],
  pageSize: { width: number; height: number },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (const bytes of pageImages) {
    const isPng = bytes[0] === 0x89;
    const image = isPng ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const page = pdf.addPage([pageSize.width, pageSize.height]);
    page.drawImage(image, { x: 0, y: 0, width: pageSize.width, height: pageSize.height });
  }
  pdf.setProducer('ScanSnap Manager');
  pdf.setCreator('ScanSnap Manager');
  pdf.setCreationDate(new Date('2025-03-22T09:00:00Z'));
  pdf.setModificationDate(new Date('2025-03-22T09:00:00Z'));
  return pdf.save();
}

/**
 * Draws laid-out pages as a text layer (Helvetica) with their rules; empty runs are skipped.
 * Returns the regular font, for form fields drawn on the same pages.
 */
export async function drawPages(pdf: PDFDocument, pages: readonly PageLayout[]): Promise<PDFFont> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const layout of pages) {
    const page = pdf.addPage([layout.width, layout.height]);
    for (const run of layout.runs) {
      if (run.text === '') continue;
      page.drawText(run.text, {
        x: run.x,
        y: layout.height - run.y,
        size: run.size ?? 10,
        font: run.bold ? bold : regular,
        color: rgb(0, 0, 0),
      });
    }
    for (const rule of layout.rules) {
      page.drawRectangle({
        x: rule.x,
        y: layout.height - rule.y - rule.height,
        width: rule.width,
        height: rule.height,
        color: rgb(0.3, 0.3, 0.3),
      });
    }
  }
  return regular;
}
