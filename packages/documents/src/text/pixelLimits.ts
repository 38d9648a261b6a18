import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { DocumentError } from '../errors.js';

/**
 * Decision 0384: no picture over 40 megapixels is decoded (a phone photo is 12-48 MP; a page
 * scanned at 300 dpi is 8.4 MP). Decoded, one such picture takes width x height x 4 bytes,
 * so a 16000 x 16000 image hidden in a small file would take a gigabyte and more.
 */
export const MAX_PIXELS = 40_000_000;

const tooMany = (width: number, height: number) => width * height > MAX_PIXELS;

/** An image file's size from its header only (sharp reads no pixels for metadata). */
export async function checkImagePixels(bytes: Uint8Array): Promise<void> {
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new DocumentError('unreadable_image', undefined, { cause: error });
  }
  if (tooMany(size.width ?? 0, size.height ?? 0)) throw new DocumentError('too_many_pixels');
}

/** Width and height from a JPEG's start-of-frame marker (a PDF's DCTDecode stream). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    }
    at += 2 + length;
  }
  return undefined;
}

const numberIn = (stream: PDFRawStream, key: string): number => {
  const value = stream.dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
};

/**
 * Every image a PDF holds, by its declared Width and Height (and a JPEG's own header), before
 * pdfjs decodes any. A PDF pdf-lib cannot parse is left to pdfjs, which is opened with the same
 * limit (`maxImageSize`) and skips larger images instead of decoding them.
 */
export async function checkPdfPixels(bytes: Uint8Array): Promise<void> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return;
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (tooMany(numberIn(object, 'Width'), numberIn(object, 'Height'))) {
      throw new DocumentError('too_many_pixels');
    }
    if (object.dict.lookup(PDFName.of('Filter')) === PDFName.of('DCTDecode')) {
      const size = jpegSize(object.contents);
      if (size && tooMany(size.width, size.height)) throw new DocumentError('too_many_pixels');
    }
  }
}
