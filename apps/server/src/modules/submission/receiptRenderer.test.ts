import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Receipt } from './receiptContent.js';
import { ReceiptFailed, ReceiptRenderer } from './receiptRenderer.js';

const receipt = (name: string): Receipt => ({
  title: 'Benefits Application Receipt',
  confirmationNumber: 'BEN-2026-000042',
  pageLabel: 'Page {n} of {total}',
  direction: 'ltr',
  sections: [
    {
      heading: 'Benefits Application Receipt',
      lines: [{ kind: 'row', label: 'Name', value: name }],
    },
  ],
});

const renderer = new ReceiptRenderer();
afterAll(() => renderer.close());

describe('ReceiptRenderer (worker thread)', () => {
  it('draws receipts on its worker, one after another and side by side', async () => {
    const [first, second] = await Promise.all([
      renderer.render(receipt('Ana Núñez')),
      renderer.render(receipt('Thị Nguyễn')),
    ]);
    for (const bytes of [first, second]) {
      expect(Buffer.from(bytes!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(bytes!)).getPageCount()).toBe(1);
    }
  });

  it('gives ReceiptFailed when a receipt runs past its time, then starts a fresh worker', async () => {
    // Thousands of rows take the worker well over a second; the limit here is 5 ms.
    const long = receipt('Ana');
    long.sections[0]!.lines = Array.from({ length: 5000 }, (_, i) => ({
      kind: 'row' as const,
      label: `Row ${i}`,
      value: 'Nguyễn',
    }));
    await expect(renderer.render(long, 5)).rejects.toBeInstanceOf(ReceiptFailed);
    const bytes = await renderer.render(receipt('Ana'));
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      'Benefits Application Receipt BEN-2026-000042',
    );
  });

  it('gives ReceiptFailed for a receipt it cannot draw, and keeps working', async () => {
    const broken = { ...receipt('Ana'), sections: null } as unknown as Receipt;
    await expect(renderer.render(broken)).rejects.toBeInstanceOf(ReceiptFailed);
    expect((await renderer.render(receipt('Ana'))).length).toBeGreaterThan(500);
  });
});
