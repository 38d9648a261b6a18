import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocumentError } from '../errors.js';
import type { DocumentFacts } from './documentFacts.js';
import type { WorkerReply, WorkerRequest } from './workerMessages.js';
import { workerScript } from './workerScript.js';

/** The worker's source file: a bundler (the server's esbuild) takes it as a second entry. */
export const documentsWorkerEntry = fileURLToPath(new URL('./analysisWorker.ts', import.meta.url));

/**
 * One worker per core minus one for the event loop, at most two: on a 2-core machine one
 * document is read at a time while the server keeps a core. Each worker also runs its own
 * tesseract.js thread, idle except during OCR.
 */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface WorkerPoolOptions {
  size?: number;
  /** Per document, from the moment a worker takes it. */
  timeoutMs?: number;
  /** The worker script (a bundled server passes its built `documents-worker.js`). */
  workerUrl?: URL;
}

interface Job {
  request: WorkerRequest;
  resolve: (facts: DocumentFacts) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * A bounded pool of analysis threads with a queue. A worker takes one document at a time;
 * a document that runs past its time limit is stopped by ending its worker (and the OCR
 * thread inside it), and the pool starts a fresh one.
 */
export class WorkerPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly #script: URL | string;
  readonly #eval: boolean;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: WorkerPoolOptions = {}) {
    const worker = options.workerUrl
      ? { script: options.workerUrl, eval: false }
      : workerScript(import.meta.url, './documents-worker.js', './analysisWorker.ts');
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#script = worker.script;
    this.#eval = worker.eval;
  }

  run(bytes: Uint8Array, fileName: string): Promise<DocumentFacts> {
    if (this.#closed) return Promise.reject(new Error('The document analyzer is closed.'));
    return new Promise((resolve, reject) => {
      const request = { id: this.#nextId++, bytes, fileName };
      this.#queue.push({ request, resolve, reject });
      this.#dispatch();
    });
  }

  #spawn(): Slot {
    const worker = new Worker(this.#script, { eval: this.#eval });
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.#settle(slot, reply));
    worker.on('error', (error) =>
      this.#fail(slot, new DocumentError('analysis_failed', undefined, { cause: error })),
    );
    worker.on('exit', () => {
      this.#slots.delete(slot);
      this.#fail(slot, new DocumentError('analysis_failed'));
      this.#dispatch();
    });
    this.#slots.add(slot);
    return slot;
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      let slot = [...this.#slots].find((candidate) => !candidate.job);
      if (!slot && this.#slots.size < this.size) slot = this.#spawn();
      if (!slot) return;
      const job = this.#queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.#timeout(slot), this.timeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  #release(slot: Slot): Job | undefined {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    return job;
  }

  #settle(slot: Slot, reply: WorkerReply): void {
    if (slot.job?.request.id !== reply.id) return;
    const job = this.#release(slot)!;
    if (reply.ok) job.resolve(reply.facts);
    else job.reject(new DocumentError(reply.code, reply.message));
    this.#dispatch();
  }

  #fail(slot: Slot, error: Error): void {
    const job = this.#release(slot);
    job?.reject(error);
  }

  #timeout(slot: Slot): void {
    const job = this.#release(slot);
    this.#slots.delete(slot);
    job?.reject(new DocumentError('timeout'));
    void slot.worker.terminate();
    this.#dispatch();
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0))
      job.reject(new Error('The document analyzer is closed.'));
    const slots = [...this.#slots];
    this.#slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        this.#fail(slot, new Error('The document analyzer is closed.'));
        await slot.worker.terminate();
      }),
    );
  }
}
