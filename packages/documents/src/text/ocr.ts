import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { PositionedText } from './lines.js';

/** One recognised word with its box (pixels, y down) and tesseract's confidence 0-1. */
export interface OcrWord extends PositionedText {
  confidence: number;
  /** Index of the OCR line it belongs to. */
  line: number;
}

/** One recognised page: plain text, tesseract's mean confidence 0-1, and the words' boxes. */
export interface OcrPage {
  text: string;
  confidence: number;
  words: OcrWord[];
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

/**
 * How tesseract finds text on the page: its own block layout analysis ('auto'), every piece of
 * text wherever it is ('sparse': for tilted, shaded or boxed pages whose blocks it cannot
 * find; lines are rebuilt from the word boxes either way), or one line (a cropped line).
 */
export type OcrLayout = 'auto' | 'sparse' | 'line';

const PAGE_SEGMENTATION: Record<OcrLayout, PSM> = {
  auto: PSM.AUTO,
  sparse: PSM.SPARSE_TEXT,
  line: PSM.SINGLE_LINE,
};

interface RecognizeOptions {
  layout?: OcrLayout;
}

/** A tesseract.js worker (its own worker thread), created once and reused page after page. */
export class OcrEngine {
  #worker: Promise<Worker> | undefined;
  #mode: PSM = PSM.AUTO;

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

  async recognize(image: Uint8Array, options: RecognizeOptions = {}): Promise<OcrPage> {
    const worker = await this.#start();
    const layout = options.layout ?? 'auto';
    const mode = PAGE_SEGMENTATION[layout];
    if (mode !== this.#mode) {
      await worker.setParameters({ tessedit_pageseg_mode: mode });
      this.#mode = mode;
    }
    const { data } = await worker.recognize(
      Buffer.from(image),
      { rotateAuto: layout !== 'line' },
      { text: true, blocks: true },
    );
    const words: OcrWord[] = [];
    let lineIndex = 0;
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          for (const word of line.words) {
            if (word.text.trim() === '') continue;
            words.push({
              text: word.text,
              x: word.bbox.x0,
              // One baseline per OCR line, so a tilted line stays one line.
              y: line.bbox.y1,
              width: word.bbox.x1 - word.bbox.x0,
              height: word.bbox.y1 - word.bbox.y0,
              confidence: Math.max(0, Math.min(1, word.confidence / 100)),
              line: lineIndex,
            });
          }
          lineIndex += 1;
        }
      }
    }
    return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)), words };
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await (await worker).terminate();
  }
}
