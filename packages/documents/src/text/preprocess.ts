import sharp, { type OutputInfo } from 'sharp';

interface Raw {
  data: Buffer;
  info: OutputInfo;
}

import { DocumentError } from '../errors.js';
import { MAX_PIXELS } from './pixelLimits.js';

/** Below this long side an image is upscaled: tesseract reads 20-30 px capitals best. */
const MIN_LONG_SIDE = 1400;
/** Above this it is downscaled: more pixels cost time and add nothing past ~300 dpi. */
const MAX_LONG_SIDE = 2400;

/**
 * Levels stretch on a greyscale buffer: the darkest 0.5% becomes black and the brightest 1%
 * white, so a grey phone photo of paper becomes black ink on white. A lookup table in plain
 * JS: sharp's normalise() costs ten times more here.
 */
export function stretchContrast(pixels: Uint8Array): void {
  const histogram = new Uint32Array(256);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const dark = pixels.length * 0.005;
  const light = pixels.length * 0.01;
  let low = 0;
  let high = 255;
  for (let value = 0, seen = 0; value < 256; value += 1) {
    seen += histogram[value] ?? 0;
    if (seen > dark) {
      low = value;
      break;
    }
  }
  for (let value = 255, seen = 0; value >= 0; value -= 1) {
    seen += histogram[value] ?? 0;
    if (seen > light) {
      high = value;
      break;
    }
  }
  if (high - low < 16) return;
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value += 1) {
    table[value] = Math.max(0, Math.min(255, Math.round(((value - low) * 255) / (high - low))));
  }
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = table[pixels[index]!]!;
}

/**
 * Prepares a photo or scan for OCR: upright by its EXIF orientation, greyscale, contrast
 * stretched, the long side scaled into 1400-2400 px. Returns PNG bytes (fast compression:
 * they only travel to the OCR thread). Tilt is corrected by tesseract itself (rotateAuto).
 */
export async function preprocessForOcr(image: Uint8Array): Promise<Uint8Array> {
  try {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    if (Math.max(width, height) === 0) throw new Error('empty image');
    // Decoded once: the margin is trimmed from these pixels (decision 0969). Any alpha is
    // kept until the end: a transparent canvas's margin is found by it (decision 0943).
    const upright = await sharp(image, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info, trimmed } = await withoutMargin(upright);
    const longSide = Math.max(info.width, info.height);
    const target =
      longSide < MIN_LONG_SIDE ? MIN_LONG_SIDE : longSide > MAX_LONG_SIDE ? MAX_LONG_SIDE : 0;
    let source = sharp(data, { raw: info });
    if (target > 0) {
      source = source.resize(info.width >= info.height ? { width: target } : { height: target });
    }
    const sized = await source.raw().toBuffer({ resolveWithObject: true });
    stretchContrast(sized.data);
    let page = sharp(sized.data, { raw: sized.info });
    // A trimmed page gets a white border back: tesseract misreads ink touching the edge.
    if (trimmed)
      page = page.extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' });
    // One grey channel out, flattened on white as tesseract reads a transparent page: the
    // white border made it three channels, each encoded and decoded again (decision 0969).
    const png = await page
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
    return new Uint8Array(png);
  } catch (error) {
    throw new DocumentError('unreadable_image', undefined, { cause: error });
  }
}

/** Share of the long side a page must keep after trimming for the trim to be believed. */
const MIN_TRIMMED_SHARE = 0.05;
/** A margin is cut only when the document inside is at most this share of the canvas. */
const SMALL_IN_CANVAS = 0.75;

/**
 * The upright grey page without a plain margin around it, when the document inside is small
 * print on a larger canvas (a form rendered on a blank page, a screenshot's white border): its
 * scale is then set by the document, not the canvas, and a 600 px form on a 1200 px canvas is
 * enlarged as small print. A document that fills its page, or is large enough as it is, keeps
 * its page unchanged (a scan trimmed of its margin read a column worse, as tesseract laid out
 * the page anew); a photo's uneven background is not plain and stays.
 */
async function withoutMargin(
  whole: Raw,
): Promise<{ data: Buffer; info: OutputInfo; trimmed: boolean }> {
  const longSide = Math.max(whole.info.width, whole.info.height);
  try {
    const trimmed = await sharp(whole.data, { raw: whole.info })
      .trim({ threshold: 24 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inner = Math.max(trimmed.info.width, trimmed.info.height);
    if (
      inner >= longSide * MIN_TRIMMED_SHARE &&
      inner <= longSide * SMALL_IN_CANVAS &&
      inner < MIN_LONG_SIDE
    )
      return { ...trimmed, trimmed: true };
  } catch {
    // A page of one colour has nothing to trim: it is read as it is.
  }
  return { ...whole, trimmed: false };
}
