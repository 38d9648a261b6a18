import { afterAll, describe, expect, it } from 'vitest';
import { renderCorpusFile } from '../corpus/buildCorpus.js';
import { closeInlineAnalyzer, inlineAnalyzer } from '../corpus/corpus.test-util.js';
import { payStub } from '../corpus/payStub.js';
import { w2 } from '../corpus/taxForms.js';

// OCR on the calling thread with one tesseract.js worker for the file; the English model
// comes from node_modules, so this runs offline.
afterAll(closeInlineAnalyzer);

describe('OCR path', () => {
  it('reads a pay stub PNG: gross to the cent, cycle from the dates', async () => {
    const document = payStub({ seed: 31, cycle: 'biweekly', layout: 0, statedFrequency: false });
    const file = await renderCorpusFile(document, 'png');
    const facts = await inlineAnalyzer().read(file.bytes, 'stub.png');
    expect(facts.textSource).toBe('ocr');
    expect(facts.documentClass).toBe('pay_stub');
    expect(facts.fields.income[0]).toMatchObject({
      amountCents: document.expected.grossCents,
      frequency: 'biweekly',
      source: document.expected.payer,
    });
    expect(facts.fields.payStub?.netCents).toBe(document.expected.netCents);
  }, 120_000);

  it('reads a W-2 phone photo (tilted, low contrast, JPEG): box 1 to the cent', async () => {
    const document = w2(32);
    const file = await renderCorpusFile(document, 'jpeg-photo');
    const facts = await inlineAnalyzer().read(file.bytes, 'w2.jpg');
    expect(facts.fileType.ext).toBe('jpg');
    expect(facts.documentClass).toBe('w2');
    expect(facts.fields.income[0]).toMatchObject({
      amountCents: document.expected.amountCents,
      frequency: 'annual',
      category: 'wages',
    });
    expect(facts.textConfidence).toBeGreaterThan(0.7);
  }, 120_000);
});
