import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getJson, offlineSaves } from './api';
import { takeEarlyReads } from './earlyReads';
import { createQueryClient } from './queryClient';

// Issue 21: TanStack Query loads with the first page that reads data (pagePart.ts), not
// with the landing page. Every such page shares this one client.

export const appQueryClient = createQueryClient();

// Decision 0522: a save kept from before a reload reached the server: read the pages' data again.
offlineSaves.onSentUnawaited(() => void appQueryClient.invalidateQueries());

// Decision 0620: the reads main.tsx started with the first script answer the pages' queries of
// the same path; one that failed is read again the usual way, so its error shows as usual.
for (const [path, read] of takeEarlyReads())
  void appQueryClient.prefetchQuery({
    queryKey: [path],
    queryFn: () => read.catch(() => getJson(path)),
  });

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
