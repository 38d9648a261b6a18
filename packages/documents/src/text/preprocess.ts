import sharp from 'sharp';
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
    let source = sharp(image, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .greyscale();
    const { width = 0, height = 0, orientation = 1 } = await sharp(image).metadata();
    const longSide = Math.max(width, height);
    if (longSide === 0) throw new Error('empty image');
    const target =
      longSide < MIN_LONG_SIDE ? MIN_LONG_SIDE : longSide > MAX_LONG_SIDE ? MAX_LONG_SIDE : 0;
    if (target > 0) {
      const wide = orientation >= 5 ? height > width : width >= height;
      source = source.resize(wide ? { width: target } : { height: target });
    }
    const { data, info } = await source.raw().toBuffer({ resolveWithObject: true });
    stretchContrast(data);
    const png = await sharp(data, { raw: info }).png({ compressionLevel: 1 }).toBuffer();
    return new Uint8Array(png);
  } catch (error) {
    throw new DocumentError('unreadable_image', undefined, { cause: error });
  }
}
