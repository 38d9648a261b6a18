// The worker thread that draws receipt PDFs, so pdf-lib (and embedding a font, which can take
// a few hundred milliseconds) never holds up the server's event loop. The server bundles this
// file as dist/receipt-worker.js (scripts/build.mjs).
import { parentPort } from 'node:worker_threads';
import type { Receipt } from './receiptContent.js';
import { receiptPdf } from './receiptPdf.js';
import type { ReceiptReply, ReceiptRequest } from './receiptRenderer.js';

parentPort?.on('message', async ({ id, receipt }: ReceiptRequest & { receipt: Receipt }) => {
  let reply: ReceiptReply;
  try {
    reply = { id, bytes: await receiptPdf(receipt) };
  } catch {
    reply = { id, failed: true };
  }
  parentPort?.postMessage(reply);
});
