import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrEngine, OcrLayout, OcrPage } from '../text/ocr.js';
import { scriptedPage } from '../text/scriptedPage.test-util.js';
import { analyzeFile } from './analyzeFile.js';

// A page without an amount is read again sparse (decision 0501), unless OCR has already read
// more than its pixel budget on it (decision 0944): the missing amount is then asked for, never
// guessed. A scripted engine stands in for tesseract; small print (12 px) makes each reading
// enlarged, so a page's work is its pixels plus its enlarged copy's.

function page(lines: readonly string[], height: number): OcrPage {
  return scriptedPage(lines, { height });
}

const NO_AMOUNT = ['Acme Supplies Corp.', 'Earnings Statement', 'Net Pay', 'Gross Pay'];

class ScriptedOcr {
  readonly layouts: OcrLayout[] = [];
  async recognize(_image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
    const layout = options.layout ?? 'auto';
    this.layouts.push(layout);
    // Each enlarged reading a little surer, so it is the one kept.
    const reading = page(NO_AMOUNT, 12);
    return { ...reading, confidence: 0.9 + this.layouts.length * 0.01 };
  }
  async terminate(): Promise<void> {}
}

async function photo(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#f4efe4' } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe('the OCR budget of a page', () => {
  it.each([
    // 1400 x 1050 (1.5 MP) and its 1.7x copy (4.2 MP): 5.7 MP, under 8 MP. The enlarged
    // reading was surer, so the sparse one is made at that size only (decision 0970).
    { name: 'a small photo is read sparse too', width: 1400, height: 1050, sparse: 1 },
    // 2000 x 2000 (4 MP) and its 1.22x copy (6 MP): 10 MP, over 8 MP.
    { name: 'a large photo read twice is not', width: 2000, height: 2000, sparse: 0 },
  ])('$name', async ({ width, height, sparse }) => {
    const ocr = new ScriptedOcr();
    const facts = await analyzeFile(
      await photo(width, height),
      'stub.jpg',
      ocr as unknown as OcrEngine,
    );
    expect(ocr.layouts.filter((layout) => layout === 'auto')).toHaveLength(2);
    expect(ocr.layouts.filter((layout) => layout === 'sparse')).toHaveLength(sparse);
    // Asked for, never guessed.
    expect(facts.fields.income).toEqual([]);
  });
});
