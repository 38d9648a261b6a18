import sharp from 'sharp';
import { joinLines } from './lines.js';
import type { OcrEngine, OcrLayout, OcrPage, OcrWord } from './ocr.js';

/** Capital letters shorter than this (pixels) are small print: the page is read again larger. */
const SMALL_PRINT_PX = 20;
/** Lines read under this mean confidence get a second, closer look. */
const LOW_LINE_CONFIDENCE = 0.6;
const MAX_SECOND_LOOKS = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function meanConfidence(words: readonly OcrWord[]): number {
  return words.length === 0
    ? 0
    : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

/** Words grouped by their OCR line. */
function byLine(words: readonly OcrWord[]): Map<number, OcrWord[]> {
  const lines = new Map<number, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  return lines;
}

/**
 * Second pass on low-confidence lines: each is cropped, enlarged twice, and read again as a
 * single line; its words replace the first reading when they are read more surely.
 */
async function rereadWeakLines(
  image: Uint8Array,
  page: OcrPage,
  ocr: OcrEngine,
): Promise<OcrWord[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const lines = [...byLine(page.words).values()]
    .filter(
      (words) =>
        meanConfidence(words) < LOW_LINE_CONFIDENCE && words.some((word) => /\d/.test(word.text)),
    )
    .slice(0, MAX_SECOND_LOOKS);
  const replaced = new Map<number, OcrWord[]>();
  for (const words of lines) {
    const left = Math.max(0, Math.min(...words.map((word) => word.x)) - 8);
    const right = Math.min(width, Math.max(...words.map((word) => word.x + word.width)) + 8);
    const top = Math.max(0, Math.min(...words.map((word) => word.y - word.height)) - 6);
    const bottom = Math.min(height, Math.max(...words.map((word) => word.y)) + 6);
    if (right - left < 8 || bottom - top < 6) continue;
    const crop = await sharp(image)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: (right - left) * 2 })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const again = await ocr.recognize(new Uint8Array(crop), { layout: 'line' });
    if (meanConfidence(again.words) <= meanConfidence(words) || again.words.length === 0) continue;
    const line = words[0]!.line;
    replaced.set(
      line,
      again.words.map((word) => ({
        ...word,
        x: left + word.x / 2,
        width: word.width / 2,
        height: word.height / 2,
        y: words[0]!.y,
        line,
      })),
    );
  }
  return page.words.flatMap((word) => {
    const better = replaced.get(word.line);
    if (!better) return [word];
    return word === byLine(page.words).get(word.line)![0] ? better : [];
  });
}

export interface ReadImage {
  text: string;
  confidence: number;
}

/**
 * OCR of a prepared page image: small print is read again enlarged, weak lines get a second
 * look, and the text is rebuilt from the word boxes so values stay under their column headers.
 */
export async function readImage(
  image: Uint8Array,
  ocr: OcrEngine,
  layout: Exclude<OcrLayout, 'line'> = 'auto',
): Promise<ReadImage> {
  let source = image;
  let page = await ocr.recognize(source, { layout });
  const capitals = median(
    page.words.filter((word) => /[A-Z0-9]/.test(word.text)).map((word) => word.height),
  );
  if (capitals > 0 && capitals < SMALL_PRINT_PX) {
    const { width = 0 } = await sharp(image).metadata();
    const factor = Math.min(2, (SMALL_PRINT_PX * 1.4) / capitals);
    const larger = new Uint8Array(
      await sharp(image)
        .resize({ width: Math.round(width * factor) })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    const again = await ocr.recognize(larger, { layout });
    if (again.confidence > page.confidence) {
      page = again;
      source = larger;
    }
  }
  const words = await rereadWeakLines(source, page, ocr);
  const confidence =
    words.length === 0 ? page.confidence : (page.confidence + meanConfidence(words)) / 2;
  return { text: words.length > 0 ? joinLines(words) : page.text, confidence };
}
