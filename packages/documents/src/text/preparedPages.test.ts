import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPdf } from './pdfDocument.js';
import { renderPdfPage } from './pdfRender.js';
import { preprocessForOcr } from './preprocess.js';

// Pages travel to OCR as one grey channel (decision 0969): a coloured or transparent page
// was encoded and decoded as three or four channels, the canvas's own PNG encoder cost 0.1-0.4
// s of CPU a rendered page, and the page was decoded twice to be trimmed.

/** A transparent canvas with an opaque form in it (a form rendered as a PNG with alpha). */
async function transparentCanvas(): Promise<Uint8Array> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 4, 0);
  for (let y = 20; y < 280; y += 1)
    for (let x = 300; x < 900; x += 1) {
      const at = (y * width + x) * 4;
      const value = y % 12 < 4 ? 20 : 250;
      pixels[at] = value;
      pixels[at + 1] = value;
      pixels[at + 2] = value;
      pixels[at + 3] = 255;
    }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
  );
}

describe('a page prepared for OCR', () => {
  it('is one grey channel, a transparent margin trimmed as before (decision 0943)', async () => {
    const prepared = await preprocessForOcr(await transparentCanvas());
    const meta = await sharp(prepared).metadata();
    expect(meta.channels).toBe(1);
    // The 600 x 260 form, trimmed, scaled to 1400 px and given a 16 px border.
    expect(meta.width).toBe(1400 + 32);
    expect(meta.height).toBeLessThan(700);
  });

  it('is white where the canvas was transparent', async () => {
    const prepared = await preprocessForOcr(await transparentCanvas());
    const { data } = await sharp(prepared).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
  });
});

describe('a PDF page rendered for OCR', () => {
  it('is grey PNG bytes, its long side 2000 px, with its print', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage([612, 792]).drawText('Gross Pay 1,234.56', { x: 72, y: 700, size: 24, font });
    const pdf = await openPdf(await document.save());
    try {
      const png = await renderPdfPage(pdf, 1);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', channels: 1, height: 2000 });
      const { channels } = await sharp(png).stats();
      expect(channels[0]!.min).toBeLessThan(64);
      expect(channels[0]!.max).toBe(255);
    } finally {
      await pdf.destroy();
    }
  });
});
