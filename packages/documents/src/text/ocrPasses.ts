import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { formCopyImages } from './formCopies.js';
import { joinLines } from './lines.js';
import { type OcrEngine, type OcrLayout, type OcrPage, type OcrWord, traceOcr } from './ocr.js';

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
 * A label over a payer's or employer's name: 'c Employer's name, address...', 'PAYER'S name',
 * also as OCR runs the box letter into it ('cEmployer's') or confuses a vowel ('nama').
 */
const NAME_BLOCK_LABEL =
  /(employer|payer|company|paid\s+by)\W{0,3}s?\b.*\bn[aeo]m[aeo]\b|^\W*(employer|payer)\W*$/i;
/** A name read less surely than this under such a label gets a second look. */
const WEAK_NAME = 0.8;
const MAX_NAME_LOOKS = 2;

/**
 * A line's words cut where the gap between two words is wider than two and a half of their
 * heights: a form's or table's columns, which OCR often joins into one line ('Acme Supplies
 * Corp.' beside box 5's '43,568.20' and box 6's '631.74').
 */
export function columnPieces(words: readonly OcrWord[]): OcrWord[][] {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const pieces: OcrWord[][] = [];
  for (const word of sorted) {
    const piece = pieces.at(-1);
    const last = piece?.at(-1);
    const gap = last ? word.x - (last.x + last.width) : 0;
    if (piece && last && gap <= 2.5 * Math.max(last.height, word.height, 8)) piece.push(word);
    else pieces.push([word]);
  }
  return pieces;
}

/**
 * The pieces of a page worth a second look: lines with figures read unsurely (a misread amount
 * is a wrong income), and the name under a payer's or employer's name label read unsurely (a
 * name has no figure, and a misread name is a wrong payer: a W-2 photo's 'Acme Supplies Corp.'
 * read as 'a pe'). A name is one column of its line: the sure figures beside it are not.
 */
export interface WeakPiece {
  words: OcrWord[];
  /** Left and right edges to read again (a name: its label's width), else the words'. */
  span?: [number, number];
}

export function weakPieces(words: readonly OcrWord[]): WeakPiece[] {
  const lines = [...byLine(words).values()].sort((a, b) => a[0]!.y - b[0]!.y);
  // Figures by whole line, as tuned before (decision 0702): a column split finds more unsure
  // bits (rules, ticks), each a crop and a read for nothing.
  const figures = lines
    .filter(
      (words) =>
        meanConfidence(words) < LOW_LINE_CONFIDENCE && words.some((word) => /\d/.test(word.text)),
    )
    .slice(0, MAX_SECOND_LOOKS);
  const names: WeakPiece[] = [];
  lines.forEach((line, index) => {
    for (const label of columnPieces(line)) {
      if (!NAME_BLOCK_LABEL.test(label.map((word) => word.text).join(' '))) continue;
      const left = label[0]!.x;
      const right = Math.max(...label.map((word) => word.x + word.width));
      const below = lines[index + 1];
      const name = below
        ? columnPieces(below).find((piece) => piece[0]!.x < right && piece[0]!.x >= left - 40)
        : undefined;
      // OCR may have found only a few letters of the name: its whole column is read again.
      if (name && meanConfidence(name) < WEAK_NAME)
        names.push({
          words: name,
          span: [left, Math.max(right, ...name.map((word) => word.x + word.width))],
        });
    }
  });
  const read = names.slice(0, MAX_NAME_LOOKS);
  // A name on a line of figures is read on its own: the line's figures without it.
  const named = new Set(read.flatMap((name) => name.words));
  const rest = figures
    .map((figure) => figure.filter((word) => !named.has(word)))
    .filter((figure) => figure.some((word) => /\d/.test(word.text)));
  return [...rest.map((piece) => ({ words: piece })), ...read];
}

/**
 * The page as tesseract read it: turned by the tilt it straightened, about the centre, on a
 * canvas grown to hold it; its word boxes are in that frame, offset by half the growth. A box
 * cropped from the tilted image instead cuts across lines (a W-2 photo's employer name, 4
 * degrees off, cropped with the line below it). libvips turns only the pixels a crop needs.
 */
function straightenedFrame(radians: number, width: number, height: number) {
  if (Math.abs(radians) < 0.005) return { degrees: 0, dx: 0, dy: 0 };
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    degrees: (radians * 180) / Math.PI,
    dx: Math.round((width * cos + height * sin - width) / 2),
    dy: Math.round((width * sin + height * cos - height) / 2),
  };
}

/**
 * Second pass on weak pieces (weakPieces): each is cropped, enlarged twice, and read again as
 * a single line; its words replace the first reading when they are read more surely.
 */
async function rereadWeakLines(
  image: Uint8Array,
  page: OcrPage,
  ocr: OcrEngine,
): Promise<OcrWord[]> {
  const pieces = weakPieces(page.words);
  if (pieces.length === 0) return page.words;
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const frame = straightenedFrame(page.rotateRadians ?? 0, width, height);
  // Decoded once: each crop from the PNG would decode the whole page again.
  const pixels = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(pixels.data, { raw: pixels.info });
  const replaced = new Map<OcrWord, OcrWord[]>();
  const dropped = new Set<OcrWord>();
  for (const { words, span } of pieces) {
    const left = Math.max(0, (span?.[0] ?? Math.min(...words.map((word) => word.x))) - 8);
    const right = Math.min(
      width,
      (span?.[1] ?? Math.max(...words.map((word) => word.x + word.width))) + 8,
    );
    const top = Math.max(0, Math.min(...words.map((word) => word.y - word.height)) - 6);
    const bottom = Math.min(height, Math.max(...words.map((word) => word.y)) + 6);
    if (right - left < 8 || bottom - top < 6) continue;
    const turned =
      frame.degrees === 0 ? decoded() : decoded().rotate(frame.degrees, { background: '#ffffff' });
    const crop = await turned
      .extract({
        left: left + frame.dx,
        top: top + frame.dy,
        width: right - left,
        height: bottom - top,
      })
      .resize({ width: (right - left) * 2 })
      .png({ compressionLevel: 1 })
      .toBuffer();
    // A name's column may hold its next line too (OCR ran them into one box): it is read as
    // a block and only its first line is kept, on the line the name was read on; the reading
    // never moves or adds lines. A figure's piece is read as one line.
    const block = span !== undefined;
    const reread = await ocr.recognize(new Uint8Array(crop), {
      layout: block ? 'sparse' : 'line',
      rotateRadians: 0,
    });
    const firstLine = Math.min(...reread.words.map((word) => word.line));
    const again = block ? reread.words.filter((word) => word.line === firstLine) : reread.words;
    if (meanConfidence(again) <= meanConfidence(words) || again.length === 0) continue;
    const line = words[0]!.line;
    // The words stay on their line: never taller than the words they replace.
    const tallest = Math.max(...words.map((word) => word.height));
    replaced.set(
      words[0]!,
      again.map((word) => ({
        ...word,
        x: left + word.x / 2,
        width: word.width / 2,
        height: Math.min(word.height / 2, tallest),
        y: words[0]!.y,
        line,
      })),
    );
    for (const word of words.slice(1)) dropped.add(word);
  }
  return page.words.flatMap((word) => (dropped.has(word) ? [] : (replaced.get(word) ?? [word])));
}

export interface ReadImage {
  text: string;
  confidence: number;
  /** OCR passes over the page (1, or 2 when read again enlarged), and over a copy of its form read first. */
  passes: number;
  /** Pixels OCR read in those passes: the work done, for a budget (analyzeFile.ts). */
  pixels: number;
}

/**
 * Whether a page's text already gives what the reader needs (a kind, an amount, a payer):
 * then it is not read again enlarged. Passed in by the caller, which knows the parsers;
 * `sureness(value)` is how surely OCR read the words of a value found in the text (0-1).
 */
export type ReadingComplete = (text: string, sureness: (value: string) => number) => boolean;

const token = (text: string) => text.toLowerCase().replace(/^\W+|\W+$/g, '');

/** The mean confidence of a value's words as OCR read them; 0 when none is found. */
export function wordSureness(words: readonly OcrWord[]): (value: string) => number {
  const best = new Map<string, number>();
  for (const word of words) {
    const key = token(word.text);
    if (key !== '') best.set(key, Math.max(best.get(key) ?? 0, word.confidence));
  }
  return (value) => {
    const found = value
      .split(/\s+/)
      .map(token)
      .filter((key) => key !== '')
      .map((key) => best.get(key));
    const known = found.filter((confidence): confidence is number => confidence !== undefined);
    return known.length === 0 || known.length < found.length / 2
      ? 0
      : known.reduce((sum, confidence) => sum + confidence, 0) / known.length;
  };
}

/**
 * The enlarged page is at most this much larger. Measured on tuning photos (adp-3 small,
 * bank-2): 1.7x reads as surely as 2x (tesseract confidence 0.88 vs 0.87, 0.93 vs 0.92) for
 * about 30% less OCR time and half the resizing.
 */
const MAX_ENLARGEMENT = 1.7;

/**
 * A first reading this sure, and complete (its payer's own words read surely), is kept as it
 * is. 0.75, not 0.8 (decision 0943): an ADP stub scanned into a PDF read 0.78 and complete,
 * and its enlarged pass (3.3 s of CPU) changed nothing; no real-layout or outside tuning
 * reading changed.
 */
const SURE_PAGE = 0.75;
/** The enlarged page stays under this long side (pixels): beyond, OCR time grows, not accuracy. */
const MAX_ENLARGED_SIDE = 3200;
/**
 * And under this many pixels: OCR time grows with them. A full letter page photographed large
 * (bank-2, 1421x1799) read at 1.5x instead of 1.7x: the same confidence (0.93), 15% less time.
 */
const MAX_ENLARGED_PIXELS = 6_000_000;

async function reading(source: Uint8Array, page: OcrPage, ocr: OcrEngine) {
  const words = await rereadWeakLines(source, page, ocr);
  const confidence =
    words.length === 0 ? page.confidence : (page.confidence + meanConfidence(words)) / 2;
  return { text: words.length > 0 ? joinLines(words) : page.text, confidence, words };
}

/**
 * OCR of a prepared page image: weak lines get a second look, and the text is rebuilt from
 * the word boxes so values stay under their column headers. Small print is read again
 * enlarged, unless the first reading is sure and complete: the
 * enlarged pass costs about twice the first, and on a complete reading it changes nothing.
 */
export async function readImage(
  image: Uint8Array,
  ocr: OcrEngine,
  layout: Exclude<OcrLayout, 'line'> = 'auto',
  complete?: ReadingComplete,
  useful?: (text: string) => boolean,
): Promise<ReadImage> {
  // A sheet of two or four copies of one form: a copy is read alone, and kept when its
  // reading is complete, or gives a kind and an amount (formCopies.ts); else the whole sheet
  // is read as any page.
  const copies = complete ? await formCopyImages(image, COPIES_READ) : [];
  let passes = 0;
  let pixels = 0;
  for (const copy of copies) {
    const one = await readPage(copy, ocr, layout, complete);
    passes += one.passes;
    pixels += one.pixels;
    if (one.complete || useful?.(one.text))
      return { text: one.text, confidence: one.confidence, passes, pixels };
  }
  const { complete: _complete, ...read } = await readPage(image, ocr, layout, complete);
  return { ...read, passes: passes + read.passes, pixels: pixels + read.pixels };
}

/**
 * Copies of a form read alone before the whole sheet is: one. On a rendered sheet the copies
 * are alike, so a second reads no better than the first (a 4-copy W-2 sheet without a payer
 * read in its copies: 4 s more for nothing). A copy that gives a kind and an amount, its payer
 * unsure, is kept: the sheet holds the same copy at no more pixels (its enlarged reading is
 * capped by the sheet's size), and a payer not read is asked for (decision 0944).
 */
const COPIES_READ = 1;

/**
 * Pages (by content) read enlarged, with the factor that read them more surely, or 0 when the
 * enlarged reading was no surer: a second, sparse reading of the same page (analyzeFile.ts)
 * reads it only at the size that read it best. Profiled (issue 15, decision 0970): a blank W-2
 * image read 0.84 at full size and enlarged, then sparse at both sizes (1.3 s for the enlarged
 * one, not kept); a 1099-INT read better enlarged (0.81 to 0.84), then sparse at both sizes.
 * Only a sparse reading consults it, so a file uploaded again is read as the first time.
 */
const enlargements = new Map<string, number>();
const REMEMBERED_PAGES = 32;
function remember(key: string, factor: number): void {
  enlargements.delete(key);
  enlargements.set(key, factor);
  if (enlargements.size > REMEMBERED_PAGES) enlargements.delete(enlargements.keys().next().value!);
}

const enlarge = async (image: Uint8Array, width: number) =>
  new Uint8Array(await sharp(image).resize({ width }).png({ compressionLevel: 1 }).toBuffer());

async function readPage(
  image: Uint8Array,
  ocr: OcrEngine,
  layout: Exclude<OcrLayout, 'line'>,
  complete: ReadingComplete | undefined,
): Promise<ReadImage & { complete: boolean }> {
  const key = createHash('sha1').update(image).digest('base64');
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const best = layout === 'sparse' ? enlargements.get(key) : undefined;
  if (best) {
    const larger = await enlarge(image, Math.round(width * best));
    const { text, confidence, words } = await reading(
      larger,
      await ocr.recognize(larger, { layout }),
      ocr,
    );
    return {
      text,
      confidence,
      passes: 1,
      pixels: Math.round(width * best) * Math.round(height * best),
      complete: complete?.(text, wordSureness(words)) ?? false,
    };
  }
  const page = await ocr.recognize(image, { layout });
  let pixels = width * height;
  // The first reading with its weak lines looked at again: needed to judge it complete, or
  // when it is kept; not when an enlarged reading replaces it.
  let kept: Awaited<ReturnType<typeof reading>> | undefined;
  const first = async () => {
    kept ??= await reading(image, page, ocr);
    const { words: _words, ...rest } = kept;
    return rest;
  };
  if (complete && page.confidence >= SURE_PAGE) {
    await first();
    if (complete(kept!.text, wordSureness(kept!.words)))
      return { ...(await first()), passes: 1, pixels, complete: true };
  }
  // The first reading kept: whether it is complete, whatever its page confidence.
  const judged = async (passes: number) => {
    const rest = await first();
    return {
      ...rest,
      passes,
      pixels,
      complete: complete?.(kept!.text, wordSureness(kept!.words)) ?? false,
    };
  };
  const capitals = median(
    page.words.filter((word) => /[A-Z0-9]/.test(word.text)).map((word) => word.height),
  );
  traceOcr(`capitals ${capitals}px`);
  if (!(capitals > 0 && capitals < SMALL_PRINT_PX)) return judged(1);
  const wanted = Math.min(MAX_ENLARGEMENT, (SMALL_PRINT_PX * 1.4) / capitals);
  const factor = Math.min(
    wanted,
    MAX_ENLARGED_SIDE / Math.max(width, height, 1),
    Math.sqrt(MAX_ENLARGED_PIXELS / Math.max(width * height, 1)),
  );
  if (factor < 1.15) return judged(1);
  if (best === 0) return judged(1);
  const larger = await enlarge(image, Math.round(width * factor));
  // The tilt is found again on the enlarged page: the small page's, given, reads worse (two
  // photos lost a payer and a space in one, measured on the real-layout corpus).
  const again = await ocr.recognize(larger, { layout });
  pixels += Math.round(width * factor) * Math.round(height * factor);
  if (again.confidence <= page.confidence) {
    remember(key, 0);
    return judged(2);
  }
  remember(key, factor);
  const { text, confidence, words } = await reading(larger, again, ocr);
  return {
    text,
    confidence,
    passes: 2,
    pixels,
    complete: complete?.(text, wordSureness(words)) ?? false,
  };
}
