import { parentPort } from 'node:worker_threads';
import { isDocumentError } from '../errors.js';
import { OcrEngine } from '../text/ocr.js';
import { analyzeFile } from './analyzeFile.js';
import type { WorkerReply, WorkerRequest } from './workerMessages.js';

// Worker thread entry: one document at a time (the pool sends the next only after a reply),
// one tesseract.js worker kept for this thread's whole life.
const port = parentPort;
if (!port) throw new Error('analysisWorker must run in a worker thread');
const ocr = new OcrEngine();

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const facts = await analyzeFile(request.bytes, request.fileName, ocr);
    reply = { id: request.id, ok: true, facts };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      code: isDocumentError(error) ? error.code : 'analysis_failed',
      message: isDocumentError(error) ? error.message : 'This document could not be read.',
    };
  }
  port.postMessage(reply);
});
