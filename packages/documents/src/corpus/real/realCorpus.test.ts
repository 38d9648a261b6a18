import { describe, expect, it } from 'vitest';
import { openPdf } from '../../text/pdfDocument.js';
import { pageTextLayer } from '../../text/pdfText.js';
import { HELD_OUT, realDocuments } from './documents.js';
import { renderRealPdf } from './renderReal.js';
import { monthlyOf } from './truth.js';

describe('real-layout corpus', () => {
  const documents = realDocuments();

  it('has unique ids, and every held-out id names a document', () => {
    const ids = documents.map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of HELD_OUT) expect(ids).toContain(id);
  });

  it('states a monthly amount exactly where the frequency is known', () => {
    for (const { truth } of documents) {
      expect(truth.fraud).toEqual([]);
      expect(truth.monthlyCents).toBe(monthlyOf(truth.periodCents, truth.frequency));
    }
  });

  it('puts a fillable W-2 box 1 value in an AcroForm field, which the reader places on the page', async () => {
    const w2 = documents.find((document) => document.id === 'w2-1')!;
    const pdf = await openPdf(await renderRealPdf(w2));
    try {
      const annotations = await (await pdf.getPage(1)).getAnnotations();
      const values = annotations.map((annotation) => String(annotation.fieldValue ?? ''));
      expect(values).toContain('41,892.50');
      const content = await (await pdf.getPage(1)).getTextContent();
      const drawn = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      expect(drawn).toContain('Wages, tips, other compensation');
      expect(drawn).not.toContain('41,892.50');
      const text = (await pageTextLayer(pdf, 1)) ?? '';
      const boxLine = text.split('\n').findIndex((line) => line.includes('1 Wages, tips'));
      expect(text.split('\n')[boxLine + 1]).toContain('41,892.50');
    } finally {
      await pdf.destroy();
    }
  });
});
