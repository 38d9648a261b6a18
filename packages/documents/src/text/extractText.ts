import type { DetectedFileType } from '../detect/detectFileType.js';
import { docxText } from './docxText.js';
import type { OcrEngine, OcrLayout } from './ocr.js';
import { type ReadingComplete, readImage } from './ocrPasses.js';
import { openPdf } from './pdfDocument.js';
import { type PdfMetadata, readPdfMetadata } from './pdfMetadata.js';
import { renderPdfPage } from './pdfRender.js';
import { pageTextLayer } from './pdfText.js';
import { checkImagePixels, checkPdfPixels } from './pixelLimits.js';
import { preprocessForOcr } from './preprocess.js';

/** At most this many pages are read: benefit documents are short; a long PDF is not OCRed whole. */
export const MAX_PAGES = 10;

export type TextSource = 'text-layer' | 'ocr' | 'word';

export interface PageText {
  source: TextSource;
  text: string;
  /** 1 for a text layer; tesseract's mean word confidence for OCR. */
  confidence: number;
  milliseconds: number;
  /** Pixels OCR read on this page, all passes (OCR pages only). */
  ocrPixels?: number;
}

export interface ExtractedText {
  pages: PageText[];
  pageCount: number;
  pdfMetadata?: PdfMetadata;
}

/**
 * 'sparse' reads OCR pages without tesseract's block layout (a second reading, decision 0501);
 * 'drawn' reads every PDF page by OCR, text layer or not: a page whose form is drawn as
 * outlines has a text layer of notes only (decision 0705).
 */
export type PageLayoutMode = Exclude<OcrLayout, 'line'> | 'drawn';

async function ocrImage(
  image: Uint8Array,
  ocr: OcrEngine,
  started: number,
  layout: PageLayoutMode,
  complete?: ReadingComplete,
  useful?: (text: string) => boolean,
): Promise<PageText> {
  const prepared = await preprocessForOcr(image);
  const ocrLayout = layout === 'drawn' ? 'auto' : layout;
  const { text, confidence, pixels } = await readImage(prepared, ocr, ocrLayout, complete, useful);
  return {
    source: 'ocr',
    text,
    confidence,
    milliseconds: performance.now() - started,
    ocrPixels: pixels,
  };
}

/**
 * The text of a document, page by page: a PDF's text layer where it has one, OCR of the
 * rendered page where it has not, OCR of images, the body of a DOCX. DOC files yield no text.
 * `complete` tells OCR when a page's first reading already gives what is needed; `useful`,
 * when a copy of a form read alone gives a kind and an amount (ocrPasses.ts).
 */
export async function extractText(
  bytes: Uint8Array,
  fileType: DetectedFileType,
  ocr: OcrEngine,
  layout: PageLayoutMode = 'auto',
  complete?: ReadingComplete,
  useful?: (text: string) => boolean,
): Promise<ExtractedText> {
  const started = performance.now();
  if (fileType.family === 'image') {
    await checkImagePixels(bytes);
    return { pages: [await ocrImage(bytes, ocr, started, layout, complete, useful)], pageCount: 1 };
  }
  if (fileType.family === 'word') {
    const text = fileType.ext === 'docx' ? docxText(bytes) : '';
    const milliseconds = performance.now() - started;
    return { pages: [{ source: 'word', text, confidence: 1, milliseconds }], pageCount: 1 };
  }
  await checkPdfPixels(bytes);
  const pdf = await openPdf(bytes);
  try {
    const pdfMetadata = await readPdfMetadata(pdf);
    const pages: PageText[] = [];
    const count = Math.min(pdf.numPages, MAX_PAGES);
    for (let pageNumber = 1; pageNumber <= count; pageNumber += 1) {
      const pageStarted = performance.now();
      const layer = layout === 'drawn' ? undefined : await pageTextLayer(pdf, pageNumber);
      if (layer !== undefined) {
        const milliseconds = performance.now() - pageStarted;
        pages.push({ source: 'text-layer', text: layer, confidence: 1, milliseconds });
      } else {
        pages.push(
          await ocrImage(
            await renderPdfPage(pdf, pageNumber),
            ocr,
            pageStarted,
            layout,
            complete,
            useful,
          ),
        );
      }
    }
    return { pages, pageCount: pdf.numPages, pdfMetadata };
  } finally {
    await pdf.destroy();
  }
}
