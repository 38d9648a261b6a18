import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getJson, offlineSaves } from './api';
import { takeEarlyReads } from './earlyReads';
import { settledWithin } from './firstData';
import { createQueryClient } from './queryClient';

// Issue 21: TanStack Query loads with the first page that reads data (pagePart.ts), not
// with the landing page. Every such page shares this one client.

export const appQueryClient = createQueryClient();

// Decision 0522: a save kept from before a reload reached the server: read the pages' data again.
offlineSaves.onSentUnawaited(() => void appQueryClient.invalidateQueries());

// Decision 0620: the reads main.tsx started with the first script answer the pages' queries of
// the same path; one that failed is read again the usual way, so its error shows as usual.
// Decision 0800: a page's part mounts once they are in the cache (or 3 s have passed), so the page
// is drawn with its data in one time-sliced render (pagePart.ts waits for this).
export const earlyDataIn = settledWithin(
  takeEarlyReads().map(([path, read]) =>
    appQueryClient.prefetchQuery({
      queryKey: [path],
      queryFn: () => read.catch(() => getJson(path)),
    }),
  ),
);

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

/** QueryRoot, once the page's first data is in (pagePart.ts waits for it). */
export const queryRootReady = earlyDataIn.then(() => QueryRoot);
