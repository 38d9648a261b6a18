import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

/** Pages are rendered so their long side is about this many pixels (~180 dpi on Letter). */
const TARGET_LONG_SIDE = 2000;

interface NodeCanvas {
  width: number;
  height: number;
  /** The canvas's RGBA pixels, unencoded. */
  data(): Uint8Array;
}

type RenderContext = Parameters<PDFPageProxy['render']>[0]['canvasContext'];

interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: RenderContext };
}

/**
 * Renders one page to grey PNG bytes for OCR of scanned pages, on pdfjs's own Node canvas factory
 * (@napi-rs/canvas). Passing pdfjs a canvas made elsewhere crashes the process natively.
 */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, TARGET_LONG_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: null, canvasContext: context, viewport }).promise;
  page.cleanup();
  // Grey, without alpha, fast compression: the bytes only travel to preprocessing. The
  // canvas's own PNG encoder cost 0.1-0.4 s of CPU a page (decision 0969).
  const { width, height } = canvas;
  const png = await sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(png);
}
