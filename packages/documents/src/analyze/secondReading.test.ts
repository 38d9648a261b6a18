import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrEngine, OcrLayout, OcrPage, OcrWord } from '../text/ocr.js';
import { analyzeFile } from './analyzeFile.js';

// Decision 0501: a photo whose first OCR reading finds no class, or no amount, is read again
// without tesseract's block layout; the second reading is kept only when it finds more. A
// scripted OCR engine stands in for tesseract, so what each reading returns is fixed here.

/** Lines of text as OCR words with boxes: one word per 3+-space cell, 30 px tall, read surely. */
function page(lines: readonly string[]): OcrPage {
  const words: OcrWord[] = lines.flatMap((line, index) =>
    [...line.matchAll(/\S+/g)].map((match) => ({
      text: match[0],
      x: 20 + (match.index ?? 0) * 12,
      y: 60 + index * 40,
      width: match[0].length * 12,
      height: 30,
      confidence: 0.92,
      line: index,
    })),
  );
  return { text: lines.join('\n'), confidence: 0.92, words };
}

const STUB = [
  'Acme Supplies Corp.',
  'Pay Period: 03/01/2025 - 03/14/2025      Pay Date: 03/21/2025',
  'Gross Pay                  $1,380.00',
  'Net Pay                    $1,090.12',
];

class ScriptedOcr {
  readonly layouts: OcrLayout[] = [];
  constructor(private readonly pages: Partial<Record<OcrLayout, OcrPage>>) {}
  async recognize(_image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
    const layout = options.layout ?? 'auto';
    this.layouts.push(layout);
    return this.pages[layout] ?? page([]);
  }
  async terminate(): Promise<void> {}
}

async function photo(): Promise<Uint8Array> {
  const png = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#f4efe4' },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(png);
}

async function analyze(ocr: ScriptedOcr) {
  return analyzeFile(await photo(), 'stub.jpg', ocr as unknown as OcrEngine);
}

describe('a second, sparse OCR reading', () => {
  it('is made when the first finds no class, and kept when it finds the stub', async () => {
    const ocr = new ScriptedOcr({ auto: page(['Acme', 'lll 0 Jl']), sparse: page(STUB) });
    const facts = await analyze(ocr);
    expect(ocr.layouts).toEqual(['auto', 'sparse']);
    expect(facts.documentClass).toBe('pay_stub');
    expect(facts.fields.income[0]).toMatchObject({ amountCents: 138000, frequency: 'biweekly' });
  });

  it('is made when a pay stub shows no amount, and dropped when it finds nothing more', async () => {
    const noAmount = ['Acme Supplies Corp.', 'Earnings Statement', 'Net Pay', 'Gross Pay'];
    const ocr = new ScriptedOcr({ auto: page(noAmount), sparse: page(['Acme']) });
    const facts = await analyze(ocr);
    expect(ocr.layouts).toEqual(['auto', 'sparse']);
    expect(facts.documentClass).toBe('pay_stub');
    expect(facts.text).toContain('Earnings Statement');
  });

  it.each([
    {
      name: 'a blank W-2 read surely: not made (decision 0943)',
      lines: [
        'Form W-2 Wage and Tax Statement 2025',
        'OMB No. 1545-0008',
        "c Employer's name, address, and ZIP code",
        '1 Wages, tips, other compensation      2 Federal income tax withheld',
      ],
      layouts: ['auto'],
    },
    {
      name: 'a W-2 whose box 1 label was not read: made',
      lines: [
        'Form W-2 Wage and Tax Statement 2025',
        'OMB No. 1545-0008',
        "c Employer's name, address, and ZIP code",
        '2 Federal income tax withheld',
      ],
      layouts: ['auto', 'sparse'],
    },
    {
      name: 'a blank 1099-MISC read surely: not made',
      lines: [
        'Form 1099-MISC Miscellaneous Information',
        "PAYER'S name, street address",
        '1 Rents     2 Royalties     3 Other income',
      ],
      layouts: ['auto'],
    },
  ])('$name', async ({ lines, layouts }) => {
    const ocr = new ScriptedOcr({ auto: page(lines), sparse: page(['Acme']) });
    await analyze(ocr);
    expect(ocr.layouts).toEqual(layouts);
  });

  it('is not made when the first reading found the class and the amount', async () => {
    const ocr = new ScriptedOcr({ auto: page(STUB), sparse: page(['Acme']) });
    const facts = await analyze(ocr);
    expect(ocr.layouts).toEqual(['auto']);
    expect(facts.fields.income[0]?.amountCents).toBe(138000);
  });
});
