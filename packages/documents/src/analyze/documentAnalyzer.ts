import { DocumentError } from '../errors.js';
import { OcrEngine } from '../text/ocr.js';
import { analyzeFile, warmUpReader } from './analyzeFile.js';
import type { DocumentFacts } from './documentFacts.js';
import { DEFAULT_TIMEOUT_MS, WorkerPool, type WorkerPoolOptions } from './workerPool.js';

/** Reads files into DocumentFacts. Close it when done (it owns threads). */
export interface DocumentAnalyzer {
  read(bytes: Uint8Array, fileName?: string): Promise<DocumentFacts>;
  close(): Promise<void>;
  /** Starts OCR before the first document (benchmarks: start-up is not a document's time). */
  warmUp?(): Promise<void>;
}

export interface DocumentAnalyzerOptions extends WorkerPoolOptions {
  /**
   * Read on the calling thread instead of worker threads (scripts and tests that measure
   * the parsers; never in a server: OCR and PDF rendering would block its event loop).
   */
  inline?: boolean;
}

class PooledAnalyzer implements DocumentAnalyzer {
  readonly #pool: WorkerPool;

  constructor(options: WorkerPoolOptions) {
    this.#pool = new WorkerPool(options);
  }

  read(bytes: Uint8Array, fileName = ''): Promise<DocumentFacts> {
    return this.#pool.run(bytes, fileName);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

class InlineAnalyzer implements DocumentAnalyzer {
  readonly #ocr = new OcrEngine();
  readonly #timeoutMs: number;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  read(bytes: Uint8Array, fileName = ''): Promise<DocumentFacts> {
    const run = this.#queue.then(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DocumentError('timeout')), this.#timeoutMs);
      });
      return Promise.race([analyzeFile(bytes, fileName, this.#ocr), timeout]).finally(() =>
        clearTimeout(timer),
      );
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  warmUp(): Promise<void> {
    const run = this.#queue.then(() => warmUpReader(this.#ocr));
    this.#queue = run.catch(() => {});
    return run;
  }

  close(): Promise<void> {
    return this.#ocr.terminate();
  }
}

/** A pool of worker threads (default) or the calling thread (`inline: true`). */
export function createDocumentAnalyzer(options: DocumentAnalyzerOptions = {}): DocumentAnalyzer {
  if (options.inline) return new InlineAnalyzer(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return new PooledAnalyzer(options);
}

let shared: DocumentAnalyzer | undefined;

/** The process-wide pooled analyzer `analyzeDocuments` uses when given none. */
export function sharedDocumentAnalyzer(): DocumentAnalyzer {
  shared ??= createDocumentAnalyzer();
  return shared;
}

export async function closeSharedDocumentAnalyzer(): Promise<void> {
  const analyzer = shared;
  shared = undefined;
  await analyzer?.close();
}
