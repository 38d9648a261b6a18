// Issue 21 (TBT, decision 0800): a signed-in page's first data (lib/earlyReads.ts, asked for with
// the first script) is in the query cache before the page's part mounts (lib/pagePart.ts waits
// for QueryRoot's `earlyDataIn`), for at most FIRST_DATA_WAIT_MS: the frame (decision 0740) or
// the loading state stays on screen meanwhile. With its data there when it mounts, React draws
// the page with it in the same time-sliced render; an answer arriving after the page mounted was
// drawn synchronously, in a long task, as every query's update is (React Query reads its cache
// with useSyncExternalStore, whose updates React never time-slices).

/** How long a page's part waits for the page's first data at most. */
export const FIRST_DATA_WAIT_MS = 3000;

/** Resolves when every read has settled, or after `ms`, whichever comes first. */
export function settledWithin(
  reads: readonly Promise<unknown>[],
  ms = FIRST_DATA_WAIT_MS,
  wait = (time: number) => new Promise<void>((resolve) => setTimeout(resolve, time)),
): Promise<void> {
  if (reads.length === 0) return Promise.resolve();
  const settled = Promise.all(reads.map((read) => read.catch(() => undefined)));
  return Promise.race([settled.then(() => undefined), wait(ms)]);
}
