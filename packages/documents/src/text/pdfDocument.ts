import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentError } from '../errors.js';
import { loadPdfjs } from './pdfjs.js';
import { MAX_PIXELS } from './pixelLimits.js';

function standardFontDataUrl(): string {
  const require = createRequire(import.meta.url);
  return `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
}

/**
 * Opens a PDF with pdfjs-dist. No network, no eval, no system fonts; the standard fonts
 * come from pdfjs-dist's own folder. A password-protected PDF fails as 'encrypted_pdf',
 * anything pdfjs cannot parse as 'corrupt_pdf'.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: standardFontDataUrl(),
    stopAtErrors: false,
    verbosity: 0,
    // Decision 0384: larger images are skipped, never decoded.
    maxImageSize: MAX_PIXELS,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages < 1) throw new Error('no pages');
    return pdf;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') {
      throw new DocumentError('encrypted_pdf', undefined, { cause: error });
    }
    throw new DocumentError('corrupt_pdf', undefined, { cause: error });
  }
}
