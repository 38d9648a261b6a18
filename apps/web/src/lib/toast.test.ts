import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast store (SPEC 9)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 1 toast, the newest', async () => {
    const store = await import('./toast');
    expect(store.TOAST_LIMIT).toBe(1);
    store.toast({ title: 'One' });
    store.toast({ title: 'Two', variant: 'destructive' });
    expect(store.getToasts().map((item) => [item.title, item.variant, item.open])).toEqual([
      ['Two', 'destructive', true],
    ]);
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', async () => {
    const store = await import('./toast');
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { dismiss } = store.toast({ title: 'Saved' });
    expect(store.getToasts()[0]?.variant).toBe('default');
    dismiss();
    expect(store.getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('toastProblem shows a red toast and gives its text back for the page', async () => {
    const store = await import('./toast');
    expect(store.toastProblem('Upload failed', 'Try again.')).toBe('Try again.');
    expect(store.getToasts().map((item) => [item.title, item.description, item.variant])).toEqual([
      ['Upload failed', 'Try again.', 'destructive'],
    ]);
  });
});
