import { currentLanguage, loadPageTexts, loadScreenerTexts, loadWizardTexts } from '../i18n';

// Issue 21 items 4 and 6: the Web Vitals reporter and the service worker start once the page
// has loaded and the browser is idle, so neither is in the first screen's critical path.

function whenIdle(work: () => void) {
  const run = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 1000);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  // Decision 0522: the shell is kept at install; the texts of the current language, if not
  // English, are fetched now through the worker, which keeps them for an offline reload.
  if (currentLanguage() !== 'en')
    await Promise.all([loadPageTexts(), loadWizardTexts(), loadScreenerTexts()]);
}

export function afterFirstPaint() {
  whenIdle(() => {
    void import('../lib/vitals').then(({ startVitals }) => startVitals()).catch(() => undefined);
    if (import.meta.env.PROD) void registerServiceWorker().catch(() => undefined);
  });
}
