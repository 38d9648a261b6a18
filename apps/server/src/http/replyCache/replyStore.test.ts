import { describe, expect, it } from 'vitest';
import { createReplyStore } from './replyStore.js';

describe('reply store (decision 0720)', () => {
  it('keeps at most the given number of replies, dropping the least recently used', () => {
    const store = createReplyStore(2, 1_000_000);
    store.set('a', { version: 1, body: 'A' });
    store.set('b', { version: 1, body: 'B' });
    expect(store.get('a')?.body).toBe('A');
    store.set('c', { version: 1, body: 'C' });
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.body).toBe('A');
    expect(store.get('c')?.body).toBe('C');
    expect(store.size).toBe(2);
  });

  it('keeps at most the given number of bytes, and never a reply larger than that', () => {
    const store = createReplyStore(100, 600);
    store.set('a', { version: 1, body: 'x'.repeat(100) });
    store.set('b', { version: 1, body: 'y'.repeat(100) });
    expect(store.size).toBe(2);
    store.set('c', { version: 1, body: 'z'.repeat(100) });
    expect(store.size).toBe(2);
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(600);
    store.set('big', { version: 1, body: 'w'.repeat(400) });
    expect(store.get('big')).toBeUndefined();
  });

  it('replaces a key and counts its bytes once', () => {
    const store = createReplyStore(10, 10_000);
    store.set('a', { version: 1, body: 'old' });
    const before = store.bytes;
    store.set('a', { version: 2, body: 'new' });
    expect(store.bytes).toBe(before);
    expect(store.get('a')).toEqual({ version: 2, body: 'new' });
  });
});
