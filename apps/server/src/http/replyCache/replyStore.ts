import type { Encoding } from '../compression.js';

/**
 * One kept reply: the owner's data version it was made from, its JSON as UTF-8 bytes, and the
 * compressed forms made so far (decision 0760: compressed once, not on every reply).
 */
export interface KeptReply {
  version: number;
  body: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** The bytes an entry holds: its key (UTF-16), its body and its compressed forms. */
function sizeOf(key: string, reply: KeptReply): number {
  let size = 2 * key.length + reply.body.length + 64;
  for (const bytes of Object.values(reply.compressed)) size += bytes.length;
  return size;
}

/**
 * Replies kept by key, at most `maxEntries` and `maxBytes` in all; the least recently used go
 * first.
 */
export function createReplyStore(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, KeptReply>();
  let bytes = 0;

  function remove(key: string) {
    const reply = entries.get(key);
    if (!reply) return;
    entries.delete(key);
    bytes -= sizeOf(key, reply);
  }

  return {
    get(key: string): KeptReply | undefined {
      const reply = entries.get(key);
      if (!reply) return undefined;
      // Most recently used last.
      entries.delete(key);
      entries.set(key, reply);
      return reply;
    },
    set(key: string, reply: KeptReply) {
      remove(key);
      const size = sizeOf(key, reply);
      if (size > maxBytes) return;
      entries.set(key, reply);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
