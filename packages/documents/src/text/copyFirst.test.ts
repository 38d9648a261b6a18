import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readingComplete, readingUseful } from '../analyze/analyzeFile.js';
import type { OcrEngine, OcrLayout, OcrPage } from './ocr.js';
import { readImage } from './ocrPasses.js';
import { scriptedPage } from './scriptedPage.test-util.js';

// A sheet of copies of one form is read one copy first (formCopies.ts): kept when complete or
// when it gives a kind and an amount (its payer then asked for), else the whole sheet is read
// as any page. A scripted engine stands in for tesseract and
// notes the width of each image it is given.

const W2 = [
  "c Employer's name, address and ZIP code",
  'Northstar Home Care, Inc.',
  'Form W-2 Wage and Tax Statement 2025',
  '1 Wages, tips, other compensation   2 Federal income tax withheld',
  '41,250.00                         3,120.00',
];

/** A reading; its line 1 (the payer's name) read at `nameConfidence`. */
function page(lines: readonly string[], confidence: number, nameConfidence = confidence): OcrPage {
  return scriptedPage(lines, {
    confidence,
    lineStep: 30,
    lineConfidence: (line) => (line === 1 ? nameConfidence : confidence),
  });
}

class ScriptedOcr {
  readonly widths: number[] = [];
  constructor(private readonly reading: (width: number) => OcrPage) {}
  async recognize(image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
    const { width = 0 } = await sharp(image).metadata();
    // Whole readings only: a second look at a weak line reads a crop as a line or a block.
    if ((options.layout ?? 'auto') === 'auto') this.widths.push(width);
    return this.reading(width);
  }
}

/** A white sheet with `count` framed, ruled forms side by side (count 1: one wide form). */
async function sheet(count: 1 | 2): Promise<Uint8Array> {
  const width = 1000;
  const height = 500;
  const pixels = Buffer.alloc(width * height, 255);
  const formWidth = count === 1 ? 940 : 440;
  for (let form = 0; form < count; form += 1) {
    const left = 30 + form * 500;
    for (let y = 30; y < 470; y += 1) {
      for (let x = left; x < left + formWidth; x += 1) {
        const rule =
          y === 30 || y === 469 || y % 60 === 0 || x === left || x === left + formWidth - 1;
        const print = y % 14 < 4 && x % 100 > 10 && x % 100 < 70;
        if (rule || print) pixels[y * width + x] = 0;
      }
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer(),
  );
}

describe('a sheet of form copies read one copy first', () => {
  it.each([
    {
      name: 'two copies, the first read completely: only that copy',
      copies: 2 as const,
      copyReading: page(W2, 0.9),
      widths: [472],
    },
    {
      name: 'two copies, the first without its amount: then the whole sheet',
      copies: 2 as const,
      copyReading: page(W2.slice(0, 4), 0.9),
      widths: [472, 1000],
    },
    {
      name: 'two copies, the first with its amount, its payer unsure: only that copy',
      copies: 2 as const,
      copyReading: page(W2, 0.9, 0.5),
      widths: [472],
    },
    {
      name: 'one form on the page: the page as it is',
      copies: 1 as const,
      copyReading: page(W2, 0.9),
      widths: [1000],
    },
  ])('$name', async ({ copies, copyReading, widths }) => {
    const ocr = new ScriptedOcr((width) => (width < 1000 ? copyReading : page(W2, 0.9)));
    const read = await readImage(
      await sheet(copies),
      ocr as unknown as OcrEngine,
      'auto',
      readingComplete,
      readingUseful,
    );
    expect(ocr.widths).toEqual(widths);
    expect(read.passes).toBe(widths.length);
    expect(read.text).toContain('41,250.00');
  });
});
