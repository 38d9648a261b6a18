import { describe, expect, it, vi } from 'vitest';

// The app's query client, its reads answered by hand (decision 0800).
const client = vi.hoisted(() => {
  const answers: (() => void)[] = [];
  const prefetched: unknown[] = [];
  return {
    answers,
    prefetched,
    appQueryClient: {
      prefetchQuery: (options: { queryKey: unknown[] }) => {
        prefetched.push(options.queryKey);
        return new Promise<void>((resolve) => answers.push(resolve));
      },
    },
  };
});
vi.mock('../lib/QueryRoot', () => ({ appQueryClient: client.appQueryClient }));

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.waitFor(() => undefined);
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

describe('withFirstReads (decision 0800)', () => {
  it("delivers a step's chunk once its first reads for the address's application are in", async () => {
    const { withFirstReads } = await import('./firstReads');
    const step = { default: () => null };
    const loaded = withFirstReads(
      () => Promise.resolve(step),
      (id) => [`/api/one?applicationId=${id}`, '/api/two'],
      '?id=12',
    );
    await vi.waitFor(() => expect(client.prefetched).toHaveLength(2));
    expect(client.prefetched).toEqual([['/api/one?applicationId=12'], ['/api/two']]);
    client.answers[0]?.();
    expect(await settled(loaded)).toBe(false);
    client.answers[1]?.();
    expect(await loaded).toBe(step);
  });

  it('reads nothing without an application in the address', async () => {
    const { withFirstReads } = await import('./firstReads');
    client.prefetched.length = 0;
    const step = { default: () => null };
    expect(
      await withFirstReads(
        () => Promise.resolve(step),
        () => ['/api/two'],
        '',
      ),
    ).toBe(step);
    expect(client.prefetched).toEqual([]);
  });
});
