import { describe, expect, it } from 'vitest';
import { batchedVersions } from './ownerVersions.js';

/**
 * A stored version table whose reads see it as it was when they started (as a statement's
 * snapshot does) and answer when released, to order them in the test.
 */
function heldReads() {
  const stored = new Map<string, number>();
  const reads: { userIds: string[]; release(): void }[] = [];
  const read = (userIds: string[]) => {
    const seen = userIds.flatMap((userId) => {
      const version = stored.get(userId);
      return version === undefined ? [] : [{ userId, version }];
    });
    return new Promise<{ userId: string; version: number }[]>((resolve) => {
      reads.push({ userIds, release: () => resolve(seen) });
    });
  };
  return { stored, reads, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('owner versions (decision 0720)', () => {
  it('answers calls of one turn with one query, 0 for an owner never written', async () => {
    const { stored, reads, read } = heldReads();
    stored.set('a', 7);
    const versions = batchedVersions(read);
    const answers = Promise.all([
      versions.current('a'),
      versions.current('b'),
      versions.current('a'),
    ]);
    await turn();
    expect(reads.map((r) => r.userIds)).toEqual([['a', 'b']]);
    reads[0]?.release();
    expect(await answers).toEqual([7, 0, 7]);
  });

  it('a call made while a query runs waits for a query that starts after it', async () => {
    const { stored, reads, read } = heldReads();
    stored.set('a', 1);
    const versions = batchedVersions(read);
    const early = versions.current('a');
    await turn();
    // A write commits while the first query runs; the call made after it must see it.
    stored.set('a', 2);
    const late = versions.current('a');
    await turn();
    expect(reads).toHaveLength(1);
    reads[0]?.release();
    expect(await early).toBe(1);
    await turn();
    expect(reads).toHaveLength(2);
    reads[1]?.release();
    expect(await late).toBe(2);
  });

  it('passes a failed query on to its callers and keeps answering later calls', async () => {
    let fail = true;
    const versions = batchedVersions(async () => {
      if (fail) throw new Error('connection lost');
      return [{ userId: 'a', version: 3 }];
    });
    await expect(versions.current('a')).rejects.toThrow('connection lost');
    fail = false;
    expect(await versions.current('a')).toBe(3);
  });

  it('reads again after a lost connection, and gives up on other errors at once', async () => {
    let calls = 0;
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { lost: true });
    const versions = batchedVersions(
      async () => {
        calls += 1;
        if (calls <= 2) throw lost;
        if (calls === 3) return [{ userId: 'a', version: 4 }];
        throw new Error('syntax error');
      },
      (error) => (error as { lost?: boolean }).lost === true,
    );
    expect(await versions.current('a')).toBe(4);
    expect(calls).toBe(3);
    await expect(versions.current('a')).rejects.toThrow('syntax error');
    expect(calls).toBe(4);
  });
});
