import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create as createFontkitFont } from 'fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** One font in two weights, and the letters it can draw. */
export interface ReceiptFace {
  name: 'helvetica' | 'dejavu' | 'arabic' | 'han' | 'hangul';
  regular: PDFFont;
  bold: PDFFont;
  covers: (codePoint: number) => boolean;
}

/** The receipt's faces: the first is the base (Latin, Cyrillic, Vietnamese, Hebrew). */
export interface ReceiptFonts {
  faces: ReceiptFace[];
}

// Decision 0840: Noto fonts from npm for the scripts DejaVu Sans lacks, each read only when a
// receipt needs it. fontkit lays the text out (Arabic joining and lam-alef through the font's
// OpenType tables) and pdf-lib writes the glyphs it chose.
const ARABIC = /\p{Script=Arabic}/u;
const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Right-to-left scripts we cannot shape (no font for them): better a '?' than scrambled. */
const UNSHAPED = /[\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

type FaceFiles = { regular: string; bold: string };

function packageFile(name: string, file: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(name)), '..', file);
}

const faceFiles: Record<Exclude<ReceiptFace['name'], 'helvetica'>, () => FaceFiles> = {
  dejavu: () => {
    const require = createRequire(import.meta.url);
    return {
      regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    };
  },
  // @embedpdf/fonts-*: Noto fonts under the SIL Open Font License 1.1.
  arabic: () => ({
    regular: packageFile('@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Regular.ttf'),
    bold: packageFile('@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Bold.ttf'),
  }),
  han: () => ({
    regular: packageFile('@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf'),
    bold: packageFile('@embedpdf/fonts-sc', 'fonts/NotoSansHans-Bold.otf'),
  }),
  hangul: () => ({
    regular: packageFile('@embedpdf/fonts-kr', 'fonts/NotoSansKR-Regular.otf'),
    bold: packageFile('@embedpdf/fonts-kr', 'fonts/NotoSansKR-Bold.otf'),
  }),
};

/** Each font file is read once per process (the receipt worker), and only when first needed. */
const fileCache = new Map<string, Promise<{ regular: Uint8Array; bold: Uint8Array }>>();

function readFace(name: keyof typeof faceFiles) {
  let files = fileCache.get(name);
  if (!files) {
    const paths = faceFiles[name]();
    files = Promise.all([readFile(paths.regular), readFile(paths.bold)]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    fileCache.set(name, files);
  }
  return files;
}

/** Which fonts have been read so far (tests check that they are read lazily). */
export function fontFilesRead(): string[] {
  return [...fileCache.keys()];
}

interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitFont {
  createSubset(): { encode(): Uint8Array; encodeStream?: () => EventEmitter };
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; direction?: string };
}

const reversedLigatures = new WeakSet<FontkitGlyph>();

/**
 * fontkit 2 behind pdf-lib's fontkit interface. fontkit 2 subsets CID-keyed CFF fonts (the
 * Noto CJK files) correctly, where @pdf-lib/fontkit writes broken subroutines; pdf-lib expects
 * encodeStream(), fontkit 2 has encode(). A right-to-left ligature (lam-alef) keeps its letters
 * in visual order in the ToUnicode map, so that a reader that turns the line back to logical
 * order (pdf.js) copies them in the right order.
 */
const fontkitForPdfLib = {
  create(data: Uint8Array, postscriptName?: string) {
    const font = (createFontkitFont as (d: Buffer, n?: string) => FontkitFont)(
      Buffer.from(data),
      postscriptName,
    );
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        queueMicrotask(() => {
          try {
            stream.emit('data', subset.encode());
            stream.emit('end');
          } catch (error) {
            stream.emit('error', error);
          }
        });
        return stream;
      };
      return subset;
    };
    const layout = font.layout.bind(font);
    font.layout = (text, features) => {
      const run = layout(text, features);
      if (run.direction === 'rtl') {
        for (const glyph of run.glyphs) {
          if (glyph.codePoints.length > 1 && !reversedLigatures.has(glyph)) {
            glyph.codePoints = [...glyph.codePoints].reverse();
            reversedLigatures.add(glyph);
          }
        }
      }
      return run;
    };
    return font;
  },
};

function coverage(font: PDFFont): (codePoint: number) => boolean {
  const known = new Set(font.getCharacterSet());
  return (codePoint) => known.has(codePoint);
}

async function embedFace(pdf: PDFDocument, name: keyof typeof faceFiles): Promise<ReceiptFace> {
  const files = await readFace(name);
  // biome-ignore lint/suspicious/noExplicitAny: pdf-lib types its fontkit as @pdf-lib/fontkit's.
  pdf.registerFontkit(fontkitForPdfLib as any);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { name, regular, bold, covers: coverage(regular) };
}

function helveticaCovers(font: PDFFont, text: string): boolean {
  const known = new Set(font.getCharacterSet());
  return [...text].every((char) => /\s/.test(char) || known.has(char.codePointAt(0)!));
}

/**
 * Helvetica (built into every PDF reader, nothing embedded) when it can write every letter of
 * the receipt. Otherwise DejaVu Sans, embedded with only the letters used, so names such as
 * Nguyễn, Łukasz or Дмитрий print as typed, with Noto Naskh Arabic, Noto Sans SC or Noto Sans
 * KR beside it when the receipt has Arabic, Chinese or Korean letters.
 */
export async function receiptFonts(pdf: PDFDocument, allText: string): Promise<ReceiptFonts> {
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  if (helveticaCovers(helvetica, allText)) {
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return {
      faces: [{ name: 'helvetica', regular: helvetica, bold, covers: coverage(helvetica) }],
    };
  }
  const names: (keyof typeof faceFiles)[] = ['dejavu'];
  if (HAN.test(allText)) names.push('han');
  if (HANGUL.test(allText)) names.push('hangul');
  if (ARABIC.test(allText)) names.push('arabic');
  const faces: ReceiptFace[] = [];
  for (const name of names) faces.push(await embedFace(pdf, name));
  return { faces };
}

function faceNamed(fonts: ReceiptFonts, name: ReceiptFace['name']): ReceiptFace | undefined {
  return fonts.faces.find((face) => face.name === name);
}

/**
 * The face that draws a letter: its script's own font first (Arabic letters never go to
 * DejaVu, which cannot join them), else the first that has it; undefined when none has it.
 */
export function faceFor(fonts: ReceiptFonts, char: string): ReceiptFace | undefined {
  const codePoint = char.codePointAt(0)!;
  if (UNSHAPED.test(char)) return undefined;
  if (ARABIC.test(char)) {
    const arabic = faceNamed(fonts, 'arabic');
    return arabic?.covers(codePoint) ? arabic : undefined;
  }
  const own = HAN.test(char)
    ? faceNamed(fonts, 'han')
    : HANGUL.test(char)
      ? faceNamed(fonts, 'hangul')
      : undefined;
  if (own?.covers(codePoint)) return own;
  return fonts.faces.find((face) => face.covers(codePoint));
}

/** What the fonts can draw of the text, spaces made single; anything else prints as '?'. */
export function printable(fonts: ReceiptFonts, value: string): string {
  return [...value.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => (char === ' ' || faceFor(fonts, char) ? char : '?'))
    .join('');
}
