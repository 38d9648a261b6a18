import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export interface ReceiptFonts {
  regular: PDFFont;
  bold: PDFFont;
}

// Hebrew, Arabic and their neighbours are written right to left with joined letters; pdf-lib
// draws glyphs one by one, left to right, so they would come out scrambled. Better a '?'.
const NEEDS_SHAPING = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

let unicodeFontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function readUnicodeFontFiles() {
  unicodeFontFiles ??= (async () => {
    const require = createRequire(import.meta.url);
    const [regular, bold] = await Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })();
  return unicodeFontFiles;
}

function helveticaCovers(font: PDFFont, text: string): boolean {
  const known = new Set(font.getCharacterSet());
  return [...text].every((char) => /\s/.test(char) || known.has(char.codePointAt(0)!));
}

/**
 * Helvetica (built into every PDF reader, nothing embedded) when it can write every letter of
 * the receipt. Otherwise DejaVu Sans, embedded with only the letters used, so names such as
 * Nguyễn, Łukasz or Дмитрий print as typed.
 */
export async function receiptFonts(pdf: PDFDocument, allText: string): Promise<ReceiptFonts> {
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  if (helveticaCovers(helvetica, allText)) {
    return { regular: helvetica, bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  }
  const files = await readUnicodeFontFiles();
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
}

/** What the font can draw of the text; anything else prints as '?'. */
export function printable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return [...value.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0)!) && !NEEDS_SHAPING.test(char) ? char : '?'))
    .join('');
}
