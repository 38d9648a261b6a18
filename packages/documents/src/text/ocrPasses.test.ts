import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readingComplete } from '../analyze/analyzeFile.js';
import type { OcrEngine, OcrLayout, OcrPage } from './ocr.js';
import { readImage, wordSureness } from './ocrPasses.js';
import { scriptedPage } from './scriptedPage.test-util.js';

// Small print is read again enlarged, unless the first reading is sure and complete (a kind,
// an amount, a payer): that second pass costs about twice the first. A scripted engine stands
// in for tesseract and counts the passes.

function page(
  lines: readonly string[],
  confidence: number,
  height: number,
  firstLine = confidence,
): OcrPage {
  return scriptedPage(lines, {
    confidence,
    height,
    lineConfidence: (line) => (line === 0 ? firstLine : confidence),
  });
}

class ScriptedOcr {
  readonly calls: OcrLayout[] = [];
  constructor(private readonly first: OcrPage) {}
  async recognize(_image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
    this.calls.push(options.layout ?? 'auto');
    return this.calls.length === 1 ? this.first : { ...this.first, confidence: 0.95 };
  }
}

const blank = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1000, height: 1300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );

const STUB = [
  'Northstar Home Care, Inc.',
  'Pay Period: 03/01/2025 - 03/14/2025      Pay Date: 03/21/2025',
  'Gross Pay                  $1,380.00',
];

const passes = (ocr: ScriptedOcr) => ocr.calls.filter((layout) => layout === 'auto').length;

describe('reading small print again enlarged', () => {
  it('keeps a sure, complete first reading of small print', async () => {
    const ocr = new ScriptedOcr(page(STUB, 0.9, 12));
    const read = await readImage(
      await blank(),
      ocr as unknown as OcrEngine,
      'auto',
      readingComplete,
    );
    expect(read.passes).toBe(1);
    expect(passes(ocr)).toBe(1);
  });

  it.each([
    ['no amount', [STUB[0]!, STUB[1]!], 0.9],
    ['read unsurely', STUB, 0.7],
  ])('reads small print again when the first reading has %s', async (_, lines, confidence) => {
    const ocr = new ScriptedOcr(page(lines, confidence, 12));
    const read = await readImage(
      await blank(),
      ocr as unknown as OcrEngine,
      'auto',
      readingComplete,
    );
    expect(read.passes).toBe(2);
    expect(passes(ocr)).toBe(2);
  });

  it('keeps a complete first reading at 0.78 whose payer was read surely (decision 0943)', async () => {
    const ocr = new ScriptedOcr(page(STUB, 0.78, 12, 0.9));
    const read = await readImage(
      await blank(),
      ocr as unknown as OcrEngine,
      'auto',
      readingComplete,
    );
    expect(read.passes).toBe(1);
  });

  it('reads small print again when the payer was read unsurely, the page surely', async () => {
    const ocr = new ScriptedOcr(page(STUB, 0.9, 12, 0.6));
    const read = await readImage(
      await blank(),
      ocr as unknown as OcrEngine,
      'auto',
      readingComplete,
    );
    expect(read.passes).toBe(2);
  });

  it('measures how surely the words of a value were read', () => {
    const sureness = wordSureness(page(STUB, 0.9, 12, 0.6).words);
    expect(sureness('Northstar Home Care, Inc.')).toBeCloseTo(0.6);
    expect(sureness('$1,380.00')).toBeCloseTo(0.9);
    expect(sureness('Acme Supplies')).toBe(0);
  });

  it('never reads large print again', async () => {
    const ocr = new ScriptedOcr(page([STUB[0]!], 0.9, 30));
    expect((await readImage(await blank(), ocr as unknown as OcrEngine)).passes).toBe(1);
  });

  it('reads a bank statement again: every deposit row counts, not one amount', () => {
    expect(
      readingComplete(
        [
          'First Community Bank            Account Statement',
          'Statement period: 03/01/2025 - 03/31/2025   Checking',
          'Beginning balance $1,204.18      Ending balance $2,310.55',
          '03/07  ACME SUPPLIES CORP PAYROLL PPD      1,612.45    2,816.63',
        ].join('\n'),
        () => 1,
      ),
    ).toBe(false);
  });
});

describe('a sparse reading after an enlarged reading in vain (issue 15)', () => {
  // Profiled: a blank W-2 image read 0.84 at full size and 0.84 enlarged, then again sparse
  // at both sizes; the enlarged sparse pass (1.3 s) was not kept.
  class SameOcr {
    readonly calls: OcrLayout[] = [];
    constructor(private readonly reading: OcrPage) {}
    async recognize(_image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
      this.calls.push(options.layout ?? 'auto');
      return this.reading;
    }
  }
  const image = async (width: number) =>
    new Uint8Array(
      await sharp({ create: { width, height: 900, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );

  it('is not enlarged again when enlarging read no more surely', async () => {
    const ocr = new SameOcr(page([STUB[0]!], 0.84, 12));
    const png = await image(1001);
    expect((await readImage(png, ocr as unknown as OcrEngine, 'auto')).passes).toBe(2);
    expect((await readImage(png, ocr as unknown as OcrEngine, 'sparse')).passes).toBe(1);
  });

  it('is read enlarged only when enlarging read more surely', async () => {
    const ocr = new ScriptedOcr(page([STUB[0]!], 0.84, 12));
    const png = await image(1002);
    expect((await readImage(png, ocr as unknown as OcrEngine, 'auto')).passes).toBe(2);
    ocr.calls.length = 0;
    // Read at the enlarged size only: one pass.
    const sparse = await readImage(png, ocr as unknown as OcrEngine, 'sparse');
    expect([sparse.passes, ocr.calls]).toEqual([1, ['sparse']]);
    expect(sparse.pixels).toBeGreaterThan(1002 * 900);
  });

  it('reads a page uploaded again as the first time', async () => {
    const ocr = new SameOcr(page([STUB[0]!], 0.84, 12));
    const png = await image(1003);
    await readImage(png, ocr as unknown as OcrEngine, 'auto');
    expect((await readImage(png, ocr as unknown as OcrEngine, 'auto')).passes).toBe(2);
  });
});
