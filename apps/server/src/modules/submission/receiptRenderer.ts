import { Worker } from 'node:worker_threads';
import { workerScript } from '@benefits/documents';
import type { Receipt } from './receiptContent.js';

export interface ReceiptRequest {
  id: number;
  receipt: Receipt;
}
export type ReceiptReply = { id: number; bytes: Uint8Array } | { id: number; failed: true };

export class ReceiptFailed extends Error {}

interface Pending {
  worker: Worker;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Draws receipts on one worker thread, started on the first receipt and kept for the next.
 * A receipt that takes longer than the time limit ends the worker (a fresh one starts for the
 * next receipt); the caller gets ReceiptFailed and the applicant a plain "try again".
 */
export class ReceiptRenderer {
  readonly #timeoutMs: number;
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #nextId = 1;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? 20_000;
  }

  render(receipt: Receipt, timeoutMs = this.#timeoutMs): Promise<Uint8Array> {
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#fail(id, new ReceiptFailed('receipt timed out'));
        if (this.#worker === worker) this.#worker = undefined;
        void worker.terminate();
      }, timeoutMs);
      this.#pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, receipt } satisfies ReceiptRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    // From the bundle: receipt-worker.js next to it; from source, through tsx (as the documents pool).
    const { script, eval: isEval } = workerScript(
      import.meta.url,
      './receipt-worker.js',
      './receiptWorker.ts',
    );
    const worker = new Worker(script, { eval: isEval });
    worker.unref();
    worker.on('message', (reply: ReceiptReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      clearTimeout(pending.timer);
      if ('bytes' in reply) pending.resolve(reply.bytes);
      else pending.reject(new ReceiptFailed('receipt failed'));
    });
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const [id, pending] of [...this.#pending]) {
        if (pending.worker === worker) this.#fail(id, new ReceiptFailed('receipt worker stopped'));
      }
    });
    this.#worker = worker;
    return worker;
  }

  #fail(id: number, error: Error) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    pending.reject(error);
  }
}
