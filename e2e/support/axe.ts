import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core runs in the page itself (what @axe-core/playwright calls legacy mode): its default
// mode opens a blank page for every scan to merge per-frame results, and the app has no frames.
// The script is put into a page once; the wizard's steps change without a page load, so later
// scans reuse it (decision 0371).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

type AxeWindow = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/** The page's violations of WCAG 2.1 A and AA and of best practices, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A step fading in has text at part opacity, which fails color contrast; scan the settled page.
  // (A function, not a string: the app's CSP forbids eval.)
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running'),
  );
  const loaded = await page.evaluate(
    () => typeof (globalThis as AxeWindow).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (globalThis as AxeWindow).axe!;
    // The page's document (this function runs in the browser).
    const page = (globalThis as unknown as { document: unknown }).document;
    const results = await axe.run(page, runOptions);
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, options);
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** Fails with the list of violations. */
export async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}
