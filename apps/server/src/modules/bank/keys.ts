import { createHmac } from 'node:crypto';

/** A 32-byte key for one purpose, derived from DATA_KEY, so no two uses share a key. */
export function deriveKey(dataKey: Buffer, purpose: string): Buffer {
  return createHmac('sha256', dataKey).update(`benefits/bank/${purpose}`).digest();
}
