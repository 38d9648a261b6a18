import { afterAll, describe, expect, it } from 'vitest';
import { renderCorpusFile } from '../corpus/buildCorpus.js';
import { w2 } from '../corpus/taxForms.js';
import { OcrEngine } from './ocr.js';
import { preprocessForOcr } from './preprocess.js';

// A page read again (the sparse second reading, the enlarged pass) reuses the tilt found the
// first time instead of running tesseract's layout analysis to find it again: the words read
// must not change.
const ocr = new OcrEngine();
afterAll(() => ocr.terminate());

describe('a page read again keeps its tilt', () => {
  it('reads a tilted photo the same with its tilt given as with it found', async () => {
    const file = await renderCorpusFile(w2(32), 'jpeg-photo');
    const image = await preprocessForOcr(file.bytes);
    const found = await ocr.recognize(image);
    expect(Math.abs(found.rotateRadians ?? 0)).toBeGreaterThan(0.005);
    // Remembered by the page's bytes, and given explicitly: the same words either way.
    const remembered = await ocr.recognize(image);
    const given = await ocr.recognize(new Uint8Array([...image]), {
      rotateRadians: found.rotateRadians!,
    });
    for (const again of [remembered, given]) {
      expect(again.rotateRadians).toBe(found.rotateRadians);
      expect(again.text).toBe(found.text);
    }
  }, 120_000);
});
