import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../analyze/analyzeFile.js';
import { DocumentError } from '../errors.js';
import type { OcrEngine } from './ocr.js';
import { pdfPixelBomb, pngPixelBomb } from './pixelBomb.test-util.js';
import { checkImagePixels, checkPdfPixels, MAX_PIXELS } from './pixelLimits.js';

const noOcr: OcrEngine = {
  recognize: async () => {
    throw new Error('OCR must not run on a refused file');
  },
} as unknown as OcrEngine;

/** Runs `work`, sampling the process's resident memory; answers the peak growth in MB. */
async function peakGrowthMb(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await work().catch(() => {});
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return (peak - start) / 1024 / 1024;
}

describe('pixel limits before decoding (decision 0384)', () => {
  it('refuses a 16000 x 16000 PNG from its header, using little memory', async () => {
    const bomb = await pngPixelBomb(16_000);
    expect(bomb.length).toBeLessThan(2_000_000);
    let error: unknown;
    const growth = await peakGrowthMb(() =>
      analyzeFile(bomb, 'bomb.png', noOcr).catch((caught) => {
        error = caught;
      }),
    );
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('too_many_pixels');
    console.info(`PNG pixel bomb (${bomb.length} bytes): peak RSS growth ${growth.toFixed(0)} MB`);
    expect(growth).toBeLessThan(200);
  }, 60_000);

  it('refuses a small PDF holding one 16000 x 16000 image before pdfjs decodes it', async () => {
    const bomb = await pdfPixelBomb(16_000);
    expect(bomb.length).toBeLessThan(2_000_000);
    let error: unknown;
    const growth = await peakGrowthMb(() =>
      analyzeFile(bomb, 'bomb.pdf', noOcr).catch((caught) => {
        error = caught;
      }),
    );
    expect((error as DocumentError).code).toBe('too_many_pixels');
    expect((error as DocumentError).message).toContain('too big for us to read');
    console.info(`PDF pixel bomb (${bomb.length} bytes): peak RSS growth ${growth.toFixed(0)} MB`);
    expect(growth).toBeLessThan(200);
  }, 60_000);

  it('lets pictures up to the limit through', async () => {
    await expect(checkImagePixels(await pngPixelBomb(2000))).resolves.toBeUndefined();
    await expect(checkPdfPixels(await pdfPixelBomb(2000))).resolves.toBeUndefined();
    expect(MAX_PIXELS).toBe(40_000_000);
    // Just over: 6325 x 6325 is 40.005 megapixels.
    await expect(checkImagePixels(await pngPixelBomb(6325))).rejects.toMatchObject({
      code: 'too_many_pixels',
    });
  }, 60_000);
});
