// Issue 21 (TBT, decision 0800): what the app's first render waits for.
//
// A signed-in page's shell (decision 0740 keeps its frame on screen meanwhile) draws nothing of
// its own before it knows who is signed in, so its first render waits for that answer as well as
// the texts. The answer arriving during or after the first render changed useCurrentUser's store,
// and React redraws a store's change synchronously, in one long task (the whole page: 100-250 ms
// on Lighthouse's phone), where the first render is a transition, drawn in slices.
// Any other page (the landing page, the screener) draws at once: it shows the same thing
// signed out and while the answer is on its way. (The page's first data is waited for by the
// page's part: lib/firstData.ts.)

/** Resolves when the app may render first: the texts are ready (and the user read, on a shell). */
export function readyForFirstRender(
  shell: string | undefined,
  texts: Promise<unknown>,
  currentUser: Promise<unknown>,
): Promise<unknown> {
  return Promise.all([texts, shell && currentUser]);
}
