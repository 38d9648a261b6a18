import { describe, expect, it } from 'vitest';
import { createReplyStore, type KeptReply } from './replyStore.js';

const reply = (text: string, version = 1): KeptReply => ({
  version,
  body: Buffer.from(text),
  compressed: {},
});

describe('reply store (decision 0720)', () => {
  it('keeps at most the given number of replies, dropping the least recently used', () => {
    const store = createReplyStore(2, 1_000_000);
    store.set('a', reply('A'));
    store.set('b', reply('B'));
    expect(store.get('a')?.body.toString()).toBe('A');
    store.set('c', reply('C'));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.body.toString()).toBe('A');
    expect(store.get('c')?.body.toString()).toBe('C');
    expect(store.size).toBe(2);
  });

  it('keeps at most the given number of bytes, and never a reply larger than that', () => {
    // Each entry: 2 bytes of key, 200 of body, 64 of overhead.
    const store = createReplyStore(100, 600);
    store.set('a', reply('x'.repeat(200)));
    store.set('b', reply('y'.repeat(200)));
    expect(store.size).toBe(2);
    store.set('c', reply('z'.repeat(200)));
    expect(store.size).toBe(2);
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(600);
    store.set('big', reply('w'.repeat(600)));
    expect(store.get('big')).toBeUndefined();
  });

  it('counts the compressed forms kept with a reply (decision 0760)', () => {
    const store = createReplyStore(100, 600);
    store.set('a', reply('x'.repeat(200)));
    store.set('b', reply('y'.repeat(200)));
    expect(store.bytes).toBe(2 * 266);
    store.set('a', { ...reply('x'.repeat(200)), compressed: { br: Buffer.alloc(100) } });
    // 632 bytes would be over 600: the least recently used ('b') went.
    expect(store.get('b')).toBeUndefined();
    expect(store.bytes).toBe(266 + 100);
  });

  it('replaces a key and counts its bytes once', () => {
    const store = createReplyStore(10, 10_000);
    store.set('a', reply('old'));
    const before = store.bytes;
    store.set('a', reply('new', 2));
    expect(store.bytes).toBe(before);
    expect(store.get('a')).toEqual(reply('new', 2));
  });
});
