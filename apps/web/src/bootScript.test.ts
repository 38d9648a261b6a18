// @vitest-environment happy-dom
import { minifySync } from 'vite';
import { beforeEach, describe, expect, it } from 'vitest';
import { bootSource, PAINT_REPORT_WAIT_MS, PRELOADS_PER_TASK } from './bootScript';

const first = ['/assets/jsx.js', '/assets/i18n.js'];
const later = Array.from({ length: 45 }, (_, i) => `/assets/chunk-${i}.js`);
// The page's preloads begin with the entry's imports (the built index.html's), as on a real page.
const preloadList = [...first, ...later];
const app = '/assets/index.js';

const imported: string[] = [];
/** The tasks the script has queued (its setTimeout), run one at a time by `runTask`. */
const tasks: (() => void)[] = [];

// As written, and as scripts/prerender.mjs writes it into the build (minified).
const sources = {
  source: bootSource,
  minified: minifySync('boot.js', bootSource, { module: true }).code,
};
let source = bootSource;

/** A shown tab's first frame and its paint report, fired by the test. */
const shown = {
  frames: [] as (() => void)[],
  paintReported: [] as (() => void)[],
  delays: [] as number[],
  reportsPaint: true,
};

/** The browser objects the script uses in a shown tab, driven by `shown`. */
function shownTab() {
  class FakePaintObserver {
    static supportedEntryTypes = shown.reportsPaint ? ['largest-contentful-paint'] : [];
    constructor(private readonly callback: (list: unknown, observer: FakePaintObserver) => void) {}
    observe() {
      shown.paintReported.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  return {
    self: { PerformanceObserver: FakePaintObserver },
    PerformanceObserver: FakePaintObserver,
    requestAnimationFrame: (callback: () => void) => shown.frames.push(callback),
  };
}

/** Runs the boot script, in a tab not shown (it starts at once) unless asked, with import() recorded. */
function boot(result: (href: string) => Promise<void> = () => Promise.resolve(), tab = 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: tab, configurable: true });
  const tag = document.createElement('script');
  tag.dataset.app = app;
  tag.dataset.first = first.join(' ');
  tag.dataset.preload = preloadList.join(' ');
  document.head.append(tag);
  const browser = shownTab();
  const run = new Function(
    'load',
    'setTimeout',
    'self',
    'PerformanceObserver',
    'requestAnimationFrame',
    source.replaceAll('import(', 'load('),
  );
  run(
    (href: string) => {
      imported.push(href);
      return result(href);
    },
    (callback: () => void, delay = 0) => {
      shown.delays.push(delay);
      tasks.push(callback);
    },
    browser.self,
    browser.PerformanceObserver,
    browser.requestAnimationFrame,
  );
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Runs every task in turn; what each task did (links added, imports started). */
async function runAllTasks() {
  const perTask: { links: number; imports: number }[] = [];
  await flushMicrotasks();
  while (tasks.length > 0) {
    const [links, imports] = [preloads().length, imported.length];
    tasks.shift()?.();
    await flushMicrotasks();
    perTask.push({ links: preloads().length - links, imports: imported.length - imports });
  }
  return perTask;
}

beforeEach(() => {
  imported.length = 0;
  tasks.length = 0;
  shown.frames.length = 0;
  shown.paintReported.length = 0;
  shown.delays.length = 0;
  shown.reportsPaint = true;
  document.head.replaceChildren();
});

describe.each(Object.entries(sources))(
  'the boot script, %s (decision 0800: no long task of its own)',
  (_, code) => {
    beforeEach(() => {
      source = code;
    });

    it('asks for a few chunks per task, not all of them in one task', async () => {
      boot();
      expect(preloads()).toEqual([app, ...preloadList.slice(0, PRELOADS_PER_TASK - 1)]);
      const perTask = await runAllTasks();
      expect(preloads()).toEqual([app, ...preloadList]);
      expect(Math.max(...perTask.map((task) => task.links))).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    });

    it("runs the entry's imports, the entry, then the page's other chunks, one per task", async () => {
      boot();
      const perTask = await runAllTasks();
      expect(imported).toEqual([...first, app, ...later]);
      expect(Math.max(...perTask.map((task) => task.imports))).toBe(1);
    });

    it('in a shown tab, asks for nothing until the first paint is reported, then starts', async () => {
      boot(undefined, 'visible');
      shown.frames.shift()?.();
      expect(shown.delays).toEqual([PAINT_REPORT_WAIT_MS]);
      expect(preloads()).toEqual([]);
      shown.paintReported.shift()?.();
      expect(shown.delays).toEqual([PAINT_REPORT_WAIT_MS, 0]);
      await runAllTasks();
      expect(preloads()).toEqual([app, ...preloadList]);
      expect(imported).toEqual([...first, app, ...later]);
    });

    it('in a shown tab of a browser that reports no paint, starts after the first frame', async () => {
      shown.reportsPaint = false;
      boot(undefined, 'visible');
      expect(shown.paintReported).toEqual([]);
      shown.frames.shift()?.();
      expect(shown.delays).toEqual([0]);
      await runAllTasks();
      expect(imported).toEqual([...first, app, ...later]);
    });

    it('goes on past a chunk that cannot load (the app asks for it again)', async () => {
      boot((href) =>
        href === later[3] ? Promise.reject(new Error('offline')) : Promise.resolve(),
      );
      await runAllTasks();
      expect(imported).toEqual([...first, app, ...later]);
    });
  },
);
