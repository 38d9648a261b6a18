import type { DocumentErrorCode } from '../errors.js';
import type { DocumentFacts } from './documentFacts.js';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  fileName: string;
}

export type WorkerReply =
  | { id: number; ok: true; facts: DocumentFacts }
  | { id: number; ok: false; code: DocumentErrorCode; message: string };
