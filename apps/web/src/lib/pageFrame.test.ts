// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptFrame, checkFrame, FRAME_MAX_MS, loadingStarted } from './pageFrame';

// Decision 0740: a signed-in page's frame stays until the app draws the page without a loading
// state, and only when it is the frame the app would show (page and language).

function page(mark: string, frame = '<h1>Frame</h1>') {
  document.body.innerHTML = `<div id="root" data-shell="step"><div data-frame="${mark}">${frame}</div></div>`;
  return document.getElementById('root') as HTMLElement;
}
const frames = () => document.querySelectorAll('[data-frame]').length;
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  checkFrame();
  vi.useRealTimers();
});

describe('adoptFrame', () => {
  it('keeps the frame while the app draws apart, until the last loading state goes', async () => {
    const root = page('step-income-categories:es');
    const app = adoptFrame(root, 'step-income-categories:es');
    expect(app).not.toBe(root);
    expect(app.isConnected).toBe(false);
    expect(frames()).toBe(1);

    const first = loadingStarted();
    const second = loadingStarted();
    first();
    await flush();
    expect(frames()).toBe(1);
    second();
    await flush();
    expect(frames()).toBe(0);
    expect(root.firstElementChild).toBe(app);
  });

  it('lets a loading state that follows in the same commit keep the frame', async () => {
    const root = page('dashboard:en');
    const app = adoptFrame(root, 'dashboard:en');
    const done = loadingStarted();
    done();
    const next = loadingStarted();
    await flush();
    expect(frames()).toBe(1);
    next();
    await flush();
    expect(app.isConnected).toBe(true);
  });

  it('removes a frame in another language or of another page at once', () => {
    for (const expected of ['step-income-categories:en', 'dashboard:es', undefined]) {
      const root = page('step-income-categories:es');
      expect(adoptFrame(root, expected)).toBe(root);
      expect(frames()).toBe(0);
    }
  });

  it('turns the controls on; the first touch hands over, a language picked is passed on', () => {
    let root = page('dashboard:en', '<h1>Frame</h1><button disabled>Sign out</button>');
    let app = adoptFrame(root, 'dashboard:en');
    expect(document.querySelector('button')?.disabled).toBe(false);
    loadingStarted();
    document.querySelector('h1')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(frames()).toBe(0);
    expect(app.isConnected).toBe(true);

    root = page(
      'dashboard:en',
      '<select disabled><option value="en">English</option><option value="es">Español</option></select>',
    );
    const picked: string[] = [];
    app = adoptFrame(root, 'dashboard:en', (language) => picked.push(language));
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(picked).toEqual(['es']);
    expect(frames()).toBe(0);
    expect(app.isConnected).toBe(true);
  });

  it('removes the frame after a while, whatever the app shows', () => {
    vi.useFakeTimers();
    const root = page('dashboard:en');
    const app = adoptFrame(root, 'dashboard:en');
    loadingStarted();
    vi.advanceTimersByTime(FRAME_MAX_MS);
    expect(frames()).toBe(0);
    expect(app.isConnected).toBe(true);
  });
});
