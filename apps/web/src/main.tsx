import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { afterFirstPaint } from './app/afterFirstPaint';
import { hasStoredScreenerAnswers } from './features/screener';
import i18n, { changeLanguage, currentLanguage, setupI18n } from './i18n';
import { isLanguage, syncLanguageCookie } from './i18n/languages';
import { loadCurrentUser } from './lib/auth';
import { earlyReadsFor, readEarly } from './lib/earlyReads';
import { readyForFirstRender } from './lib/firstRender';
import { adoptFrame, checkFrame } from './lib/pageFrame';
import { frameFor, prerenderedMark, prerenderedPageAt } from './prerenderedPages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Who is signed in is asked at once, beside the texts, not after the first render (issue 21:
// one round trip fewer before the dashboard or a step can start loading).
const currentUser = loadCurrentUser();
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
  // The pseudo-locale (i18n/pseudo.ts) has no prerendered pages.
  if (i18n.language !== currentLanguage()) return false;
  return page !== 'screener' || !hasStoredScreenerAnswers();
}

/** After the app's first commit: a frame with no loading state left to wait for goes. */
function FirstCommit() {
  useLayoutEffect(() => queueMicrotask(checkFrame), []);
  return null;
}

/**
 * A language picked in a prerendered page's list before the app was here (a slow phone shows
 * the page seconds before its scripts run): the app starts in it rather than losing the choice.
 */
async function takeLanguagePickedEarly(element: HTMLElement): Promise<void> {
  // `data-prerendered` is "<page>:<language>"; a list still on the page's language was not used.
  const drawnIn = element.dataset.prerendered?.split(':')[1];
  const picked = element.querySelector<HTMLSelectElement>('select[name="language"]')?.value;
  if (!drawnIn || !picked || picked === drawnIn || !isLanguage(picked)) return;
  if (picked !== currentLanguage()) await changeLanguage(picked).catch(() => undefined);
}

// The catalog of a remembered non-English language loads before the first render, so the
// applicant never sees the page switch from English.
// The first render waits for the texts and, on a signed-in page's shell, who is signed in
// (lib/firstRender.ts).
void readyForFirstRender(root.dataset.shell, setupI18n(), currentUser)
  .then(() => takeLanguagePickedEarly(root))
  .then(() => {
    const app = (
      <StrictMode>
        <Router>
          <App />
        </Router>
        <FirstCommit />
      </StrictMode>
    );
    // As a transition, React draws (or takes over) the page in slices of a few milliseconds and
    // lets the phone answer a tap between them, instead of one long task (issue 21: TBT).
    if (canHydrate(root)) startTransition(() => void hydrateRoot(root, app));
    else {
      // A signed-in page's frame (decision 0740) stays on screen, in its language only, until
      // the app has drawn the page (into an element of its own); else the app draws afresh.
      const reactRoot = createRoot(
        adoptFrame(
          root,
          frameFor(root.dataset.shell, window.location.pathname, currentLanguage()),
          (language) => {
            if (isLanguage(language)) changeLanguage(language).catch(() => undefined);
          },
        ),
      );
      startTransition(() => reactRoot.render(app));
    }
    afterFirstPaint();
  });
