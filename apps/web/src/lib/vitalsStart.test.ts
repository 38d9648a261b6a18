// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

const started: string[] = [];
vi.mock('web-vitals', () => ({
  onLCP: () => started.push('LCP'),
  onINP: () => started.push('INP'),
  onCLS: () => started.push('CLS'),
}));

describe('startVitals (decision 0800)', () => {
  it("starts each metric's observer in a task of its own, not all in one long task", async () => {
    const { startVitals } = await import('./vitals');
    const tasks: (() => void)[] = [];
    const next = () => new Promise<void>((resolve) => tasks.push(resolve));
    const done = startVitals(next);
    const runTask = async () => {
      tasks.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    expect(started).toEqual([]);
    await runTask();
    expect(started).toEqual(['LCP']);
    await runTask();
    expect(started).toEqual(['LCP', 'INP']);
    await runTask();
    expect(started).toEqual(['LCP', 'INP', 'CLS']);
    await done;
  });
});
