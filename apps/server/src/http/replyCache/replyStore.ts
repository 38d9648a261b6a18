/** One kept reply: the owner's data version it was made from and its JSON text. */
export interface KeptReply {
  version: number;
  body: string;
}

/**
 * Replies kept by key, at most `maxEntries` and `maxBytes` (UTF-16 length × 2) in all; the
 * least recently used go first.
 */
export function createReplyStore(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, KeptReply>();
  let bytes = 0;
  const sizeOf = (key: string, reply: KeptReply) => 2 * (key.length + reply.body.length) + 64;

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
