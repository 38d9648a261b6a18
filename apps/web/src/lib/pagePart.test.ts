import { describe, expect, it, vi } from 'vitest';

// The query root's first data (decision 0800), answered by hand.
const firstData = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
});
vi.mock('./QueryRoot', () => ({
  queryRootReady: firstData.promise.then(
    () =>
      ({ children }: { children: unknown }) =>
        children,
  ),
}));
vi.mock('../i18n', () => ({ loadPageTexts: () => Promise.resolve() }));

describe('pagePart (decision 0800)', () => {
  it("delivers a page's part once the page's first data is in the query cache", async () => {
    const { pagePart } = await import('./pagePart');
    let delivered = false;
    const load = pagePart(() => Promise.resolve({ default: () => null }));
    void load().then(() => {
      delivered = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(delivered).toBe(false);
    firstData.resolve();
    await vi.waitFor(() => expect(delivered).toBe(true));
  });
});
