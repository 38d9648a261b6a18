// Issue 21 (decision 0740): a signed-in page (the dashboard, a wizard step) comes with its frame
// drawn in the HTML: the header, the step's progress and its intro texts, or the loading state,
// in the page's language, but never the applicant's data. The frame shows until the app has
// drawn the page without a loading state, so the phone paints the page's largest text from the
// HTML and the app's own copy of it (the same size, later) is not a later, larger paint.

let frame: HTMLElement | null = null;
let root: HTMLElement | null = null;
let app: HTMLElement | null = null;
let loadingShown = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The longest the frame stays, whatever happens (a page that never stops loading, an error). */
export const FRAME_MAX_MS = 15_000;

/**
 * Before the app draws: the element it draws into. When #root holds the frame the app would
 * show (`expected`: same page, same language), the frame stays and the app draws into an
 * element of its own, put in the frame's place once the page is drawn (so the document never
 * holds two copies of the page); otherwise #root is emptied and the app draws there. The
 * frame's controls are drawings: the first touch or key in it hands over to the app's page at
 * once (its loading state, if the page is not ready), and a language picked in the frame's list
 * is passed to `onLanguage`.
 */
export function adoptFrame(
  element: HTMLElement,
  expected: string | undefined,
  onLanguage?: (language: string) => void,
): HTMLElement {
  const first = element.firstElementChild;
  if (!(first instanceof HTMLElement) || !expected || first.dataset.frame !== expected) {
    element.replaceChildren();
    return element;
  }
  frame = first;
  root = element;
  app = document.createElement('div');
  timer = setTimeout(releaseFrame, FRAME_MAX_MS);
  // The build writes the frame's controls disabled: they work once this script is here.
  for (const control of first.querySelectorAll('select, button'))
    control.removeAttribute('disabled');
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    first.addEventListener(type, releaseFrame, { capture: true });
  first.addEventListener('change', (event) => {
    releaseFrame();
    if (event.target instanceof HTMLSelectElement) onLanguage?.(event.target.value);
  });
  return app;
}

/** The app's page replaces the frame. */
export function releaseFrame(): void {
  clearTimeout(timer);
  if (root && app) root.replaceChildren(app);
  frame = null;
  root = null;
  app = null;
}

/** Once the app has committed a tree: with no loading state in it, the frame goes. */
export function checkFrame(): void {
  if (frame && loadingShown === 0) releaseFrame();
}

/** A loading state appeared (components/PageLoading.tsx); the returned function: it went. */
export function loadingStarted(): () => void {
  loadingShown += 1;
  return () => {
    loadingShown -= 1;
    // Checked after the commit: the next loading state of the same commit is counted by then.
    queueMicrotask(checkFrame);
  };
}
