import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** One recognised page: plain text with line breaks and tesseract's mean confidence 0-1. */
export interface OcrPage {
  text: string;
  confidence: number;
}

/**
 * The English LSTM model from @tesseract.js-data/eng, read from node_modules (gzip, as that
 * package stores it). A local path, never a URL, so tesseract.js reads it from disk and has
 * nothing to download; `cacheMethod: 'none'` keeps it from writing a copy anywhere.
 */
export function englishLanguagePath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** A tesseract.js worker (its own worker thread), created once and reused page after page. */
export class OcrEngine {
  #worker: Promise<Worker> | undefined;

  #start(): Promise<Worker> {
    this.#worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishLanguagePath(),
      gzip: true,
      cachePath: mkdtempSync(join(tmpdir(), 'benefits-ocr-')),
      cacheMethod: 'none',
      errorHandler: () => {},
    }).then(async (worker) => {
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return worker;
    });
    return this.#worker;
  }

  async recognize(image: Uint8Array): Promise<OcrPage> {
    const worker = await this.#start();
    const { data } = await worker.recognize(Buffer.from(image), { rotateAuto: true });
    return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await (await worker).terminate();
  }
}
