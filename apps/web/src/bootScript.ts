// The boot script of the prerendered pages (decisions 0620, 0740, 0770), written by
// scripts/prerender.mjs as assets/boot-<hash>.js. A prerendered page paints from its HTML and
// stylesheet alone; its scripts only make it interactive. So it names this one small script,
// which starts loading them once the page has painted: on a slow connection the stylesheet does
// not share it with 100 KB of JavaScript. It starts at once in a tab that is not shown (it paints
// nothing). It also keeps the taps on buttons marked `data-early-tap` made before the app runs (a
// slow phone shows the page seconds before), which the page replays once it is live
// (lib/earlyTaps.ts).
//
// Issue 21 (TBT, decision 0800): a step's page names about 45 chunks; asking for all of them in
// one task was a long task of its own after the first paint (20-80 ms here, four times that on
// Lighthouse's phone). They are asked for a few per task (PRELOADS_PER_TASK), beside the chain
// that runs the entry's imports one task each, then the entry. Then it runs the page's other
// chunks one per task too, each after the chunks it imports (scripts/prerender.mjs lists them in
// that order): run when the app first asked for them, a step's chunk ran with everything it
// imports (zod and the domain's schemas, the wizard's frame) in one long task (100-300 ms on
// Lighthouse's phone). A chunk that cannot load is left for the app to ask for again.
//
// No comments inside the source; scripts/prerender.mjs minifies it (it goes over the wire first).

/** How many modulepreload links one task adds. */
export const PRELOADS_PER_TASK = 6;

/**
 * Issue 21: where the browser reports its largest paint, the chunks are asked for once that
 * paint is reported, not at the first frame: started a few milliseconds before the paint was
 * presented, 200 KB of preloads counted as part of the page's first paint in Lighthouse's
 * simulation (a step's LCP swung between 1.0 and 1.8 s from run to run). If no report comes,
 * they start this long after the first frame anyway.
 */
export const PAINT_REPORT_WAIT_MS = 500;

export const bootSource = `const tag = document.querySelector('script[data-app]');
const early = [];
const onTap = (event) => {
  const name = event.target.closest && event.target.closest('[data-early-tap]');
  if (name) early.push(name.dataset.earlyTap);
};
document.addEventListener('click', onTap, true);
window.__earlyTaps = () => {
  document.removeEventListener('click', onTap, true);
  return early.splice(0);
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
async function preload() {
  const hrefs = [tag.dataset.app, ...tag.dataset.preload.split(' ')].filter(Boolean);
  for (let i = 0; i < hrefs.length; i += 1) {
    if (i > 0 && i % ${PRELOADS_PER_TASK} === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = hrefs[i];
    document.head.append(link);
  }
}
let started = false;
async function start() {
  if (started) return;
  started = true;
  preload();
  const first = tag.dataset.first.split(' ').filter(Boolean);
  for (const href of first) {
    await import(href);
    await nextTask();
  }
  await import(tag.dataset.app);
  for (const href of tag.dataset.preload.split(' ')) {
    if (!href || first.includes(href)) continue;
    await nextTask();
    await import(href).catch(() => undefined);
  }
}
const paintSeen = ((self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []).includes('largest-contentful-paint');
if (document.visibilityState === 'hidden') start();
else {
  if (paintSeen)
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  requestAnimationFrame(() => setTimeout(start, paintSeen ? ${PAINT_REPORT_WAIT_MS} : 0));
}
document.addEventListener('visibilitychange', start, { once: true });
`;
