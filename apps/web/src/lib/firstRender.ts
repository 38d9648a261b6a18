// Issue 21 (TBT, decision 0800): what the app's first render waits for.
//
// A signed-in page's shell (decision 0740 keeps its frame on screen meanwhile) draws nothing of
// its own before it knows who is signed in, so its first render waits for that answer as well as
// the texts. The answer arriving during or after the first render changed useCurrentUser's store,
// and React redraws a store's change synchronously, in one long task (the whole page: 100-250 ms
// on Lighthouse's phone), where the first render is a transition, drawn in slices.
// Any other page (the landing page, the screener) draws at once: it shows the same thing
// signed out and while the answer is on its way.
// The page's first data (lib/earlyReads.ts, asked for with the first script) is waited for
// likewise, for at most FIRST_DATA_WAIT_MS: the frame stays on screen meanwhile.

/** How long the first render waits for a signed-in page's first data at most. */
export const FIRST_DATA_WAIT_MS = 3000;

/**
 * Resolves when the app may render first: the texts are ready and, on a signed-in page's shell,
 * who is signed in is known and the page's first data is in (or FIRST_DATA_WAIT_MS has passed).
 * With its data in the query cache when the page mounts, React draws the page with it in one
 * time-sliced render; an answer arriving after the page mounted was drawn synchronously, in a
 * long task, as every query's update is (React Query reads its cache with useSyncExternalStore).
 */
export function readyForFirstRender(
  shell: string | undefined,
  texts: Promise<unknown>,
  currentUser: Promise<unknown>,
  firstData: readonly Promise<unknown>[] = [],
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<unknown> {
  return Promise.all([
    texts,
    shell && currentUser,
    shell && Promise.race([Promise.all(firstData), wait(FIRST_DATA_WAIT_MS)]),
  ]);
}
