// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootSource, PRELOADS_PER_TASK } from './bootScript';

const first = ['/assets/jsx.js', '/assets/i18n.js'];
const later = Array.from({ length: 45 }, (_, i) => `/assets/chunk-${i}.js`);
const imported: string[] = [];

/** Runs the boot script on a page naming `first` and `later`, with import() recorded. */
function boot() {
  const tag = document.createElement('script');
  tag.dataset.app = '/assets/index.js';
  tag.dataset.first = first.join(' ');
  tag.dataset.preload = later.join(' ');
  document.head.append(tag);
  const run = new Function('load', bootSource.replaceAll('import(', 'load('));
  run(async (href: string) => {
    imported.push(href);
  });
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  imported.length = 0;
  document.head.replaceChildren();
});
afterEach(() => vi.useRealTimers());

describe('the boot script', () => {
  it('asks for a few chunks per task, not all of them in one long task (decision 0800)', async () => {
    // In a tab not shown, the script starts at once: what it does in its first task is seen here.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    boot();
    expect(preloads()).toEqual(['/assets/index.js', ...later.slice(0, PRELOADS_PER_TASK - 1)]);
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual(['/assets/index.js', ...later]);
  });

  it('runs the entry imports one after the other, then the entry', async () => {
    boot();
    await vi.runAllTimersAsync();
    expect(imported).toEqual([...first, '/assets/index.js']);
  });
});
