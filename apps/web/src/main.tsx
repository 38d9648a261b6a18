import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { afterFirstPaint } from './app/afterFirstPaint';
import { hasStoredScreenerAnswers } from './features/screener';
import { currentLanguage, setupI18n } from './i18n';
import { syncLanguageCookie } from './i18n/languages';
import { loadCurrentUser } from './lib/auth';
import { earlyReadsFor, readEarly } from './lib/earlyReads';
import { prerenderedMark, prerenderedPageAt } from './prerenderedPages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Who is signed in is asked at once, beside the texts, not after the first render (issue 21:
// one round trip fewer before the dashboard or a step can start loading).
void loadCurrentUser();
// A signed-in page's shell (decision 0620) says which: its first data is asked for now too.
for (const path of earlyReadsFor(
  root.dataset.shell,
  window.location.pathname,
  window.location.search,
))
  readEarly(path);
syncLanguageCookie();

/**
 * Decision 0620: the landing page and the screener's first question come prerendered in one
 * language. React takes that markup over only when it is what the app draws now (same page,
 * same language, no screener answers kept in the tab); otherwise the app draws afresh.
 */
function canHydrate(element: HTMLElement): boolean {
  const page = prerenderedPageAt(window.location.pathname);
  if (!page || element.dataset.prerendered !== prerenderedMark(page, currentLanguage()))
    return false;
  return page !== 'screener' || !hasStoredScreenerAnswers();
}

// The catalog of a remembered non-English language loads before the first render, so the
// applicant never sees the page switch from English.
void setupI18n().then(() => {
  const app = (
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>
  );
  // As a transition, React draws (or takes over) the page in slices of a few milliseconds and
  // lets the phone answer a tap between them, instead of one long task (issue 21: TBT).
  if (canHydrate(root)) startTransition(() => void hydrateRoot(root, app));
  else {
    root.replaceChildren();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  afterFirstPaint();
});
