import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OcrEngine, OcrLayout, OcrPage, OcrWord } from '../text/ocr.js';
import { analyzeFile } from './analyzeFile.js';

// Decision 0705: a PDF whose text layer names a kind with income but gives no amount (a form
// drawn as outlines, the layer holding only notes around it) is read again by OCR. A scripted
// OCR engine stands in for tesseract, so what the rendered page reads as is fixed here.

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

class ScriptedOcr {
  readonly layouts: OcrLayout[] = [];
  constructor(private readonly reading: OcrPage) {}
  async recognize(_image: Uint8Array, options: { layout?: OcrLayout } = {}): Promise<OcrPage> {
    this.layouts.push(options.layout ?? 'auto');
    return this.reading;
  }
  async terminate(): Promise<void> {}
}

/** A PDF whose text layer is the given lines (the notes printed around a drawn form). */
async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sheet = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    sheet.drawText(line, { x: 40, y: 740 - index * 14, size: 9, font });
  });
  return pdf.save();
}

const NOTES = [
  'Sample W-2',
  'To read a brief description of a box on the W-2, move your pointer over a box in the form.',
  'Use the detailed instructions for Form W-2 found on the IRS site.',
];

// The form as OCR reads the rendered page, an earnings summary printed beside it.
const DRAWN_W2 = [
  'Employee Reference Copy          2024 W-2 and EARNINGS SUMMARY',
  'W-2   Wage and Tax                OMB No. 1545-0008',
  "c Employer's name, address, and ZIP code",
  'NORTHWIND TRADERS LLC',
  '400 HARBOR RD',
  "e Employee's name, address, and ZIP code         Gross Pay      42,000.00",
  'MARIA LOPEZ                                       Reported W-2 Wages   40,100.00',
  '1 Wages, tips, other comp.      2 Federal income tax withheld',
  '  40100.00                        3100.00',
  '3 Social security wages         4 Social security tax withheld',
  '  40100.00                        2486.20',
];

describe('a PDF whose form is not in its text layer', () => {
  it('is read again by OCR when its text layer names a W-2 but no amount', async () => {
    const ocr = new ScriptedOcr(page(DRAWN_W2));
    const facts = await analyzeFile(await textPdf(NOTES), 'w2.pdf', ocr as unknown as OcrEngine);
    expect(ocr.layouts).toEqual(['auto']);
    expect(facts.textSource).toBe('ocr');
    expect(facts.documentClass).toBe('w2');
    expect(facts.fields.payer).toBe('NORTHWIND TRADERS LLC');
    expect(facts.fields.income[0]).toMatchObject({ amountCents: 4010000, frequency: 'annual' });
  });

  it('keeps its text layer when OCR finds nothing more', async () => {
    const ocr = new ScriptedOcr(page(NOTES));
    const facts = await analyzeFile(await textPdf(NOTES), 'w2.pdf', ocr as unknown as OcrEngine);
    expect(ocr.layouts).toEqual(['auto']);
    expect(facts.textSource).toBe('text-layer');
    expect(facts.fields.income).toEqual([]);
  });

  it.each([
    ['an empty box', '1 Wages, tips, other comp.   $'],
    ['a figure elsewhere', '2 Federal income tax withheld   3,100.00'],
    ['a whole-dollar figure', '12a   1,200'],
  ])('is never OCRed when its text layer prints %s but no box 1 amount', async (_name, box) => {
    const ocr = new ScriptedOcr(page(DRAWN_W2));
    const facts = await analyzeFile(
      await textPdf([...NOTES, "c Employer's name, address, and ZIP code", box]),
      'w2.pdf',
      ocr as unknown as OcrEngine,
    );
    expect(ocr.layouts).toEqual([]);
    expect(facts.textSource).toBe('text-layer');
  });

  it('is never OCRed when its text layer gives the amount', async () => {
    const ocr = new ScriptedOcr(page([]));
    const facts = await analyzeFile(await textPdf(DRAWN_W2), 'w2.pdf', ocr as unknown as OcrEngine);
    expect(ocr.layouts).toEqual([]);
    expect(facts.fields.income[0]?.amountCents).toBe(4010000);
  });
});
