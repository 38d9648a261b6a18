import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
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
  /** The page's tilt tesseract straightened (radians); 0 when none or for a single line. */
  rotateRadians?: number;
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
  /**
   * The page's tilt when already known (the same bytes read before, as the sparse second
   * reading does): tesseract then skips finding it, a whole layout analysis and a second
   * decoding of the image, about a quarter of a page's OCR time (measured on the real-layout
   * photos: the same text). Not for an enlarged copy: its own tilt reads it better.
   */
  rotateRadians?: number;
}

/** Tilts found on the last pages read, by their bytes: a page read again reuses its tilt. */
const REMEMBERED_TILTS = 8;

/** A tesseract.js worker (its own worker thread), created once and reused page after page. */
export class OcrEngine {
  #worker: Promise<Worker> | undefined;
  #mode: PSM = PSM.AUTO;
  #tilts = new Map<string, number>();

  #tiltOf(key: string): number | undefined {
    return this.#tilts.get(key);
  }

  #remember(key: string, radians: number): void {
    this.#tilts.delete(key);
    this.#tilts.set(key, radians);
    if (this.#tilts.size > REMEMBERED_TILTS) this.#tilts.delete(this.#tilts.keys().next().value!);
  }

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
    const started = performance.now();
    const layout = options.layout ?? 'auto';
    const mode = PAGE_SEGMENTATION[layout];
    if (mode !== this.#mode) {
      await worker.setParameters({ tessedit_pageseg_mode: mode });
      this.#mode = mode;
    }
    const key = layout === 'line' ? '' : createHash('sha1').update(image).digest('base64');
    const known = options.rotateRadians ?? (key ? this.#tiltOf(key) : undefined);
    const { data } = await worker.recognize(
      Buffer.from(image),
      known !== undefined ? { rotateRadians: known } : { rotateAuto: layout !== 'line' },
      { text: true, blocks: true },
    );
    const rotateRadians = known ?? (data as { rotateRadians?: number }).rotateRadians ?? 0;
    if (TRACE) traceRecognize(image, layout, performance.now() - started, data.confidence);
    if (key) this.#remember(key, rotateRadians);
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
    return {
      text: data.text,
      confidence: Math.max(0, Math.min(1, data.confidence / 100)),
      words,
      rotateRadians,
    };
  }

  /**
   * Starts tesseract and reads a few printed lines, off any document's clock: the first page
   * of a worker's life cost about 2.5 s of CPU more than the same page read again (the model
   * is loaded, then its first lines are read slowly), measured on the real-layout photos.
   */
  async warmUp(): Promise<void> {
    const lines = [
      'Earnings Statement        Pay Date 03/14/2025',
      'Regular    21.50   80.00   1,720.00   10,320.00',
      'Overtime   32.25    4.00     129.00      774.00',
      'Gross Pay                 1,849.00   11,094.00',
      'Federal Income Tax          -112.40     -674.40',
      'Social Security Tax         -114.64     -687.84',
      'Net Pay                   1,490.71    8,944.26',
    ];
    const canvas = createCanvas(900, 40 + lines.length * 44);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    context.font = '26px sans-serif';
    for (const [index, line] of lines.entries()) context.fillText(line, 16, 48 + index * 44);
    await this.recognize(new Uint8Array(canvas.toBuffer('image/png')));
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await (await worker).terminate();
  }
}

/**
 * DOCUMENTS_OCR_TRACE=1: one stderr line per tesseract pass (layout, PNG size, wall ms,
 * confidence), to profile which passes a document costs (issue 15). Silent otherwise.
 */
const TRACE = process.env.DOCUMENTS_OCR_TRACE === '1';

export function traceOcr(message: string): void {
  if (TRACE) process.stderr.write(`ocr-trace ${message}\n`);
}

function traceRecognize(image: Uint8Array, layout: string, ms: number, confidence: number) {
  const png = image[1] === 0x50 && image[2] === 0x4e && image[3] === 0x47;
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  const size = png && image.length > 24 ? `${view.getUint32(16)}x${view.getUint32(20)}` : '?';
  traceOcr(`${layout} ${size} ${Math.round(ms)}ms conf=${Math.round(confidence)}`);
}
