import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { offlineSaves } from './api';
import { createQueryClient } from './queryClient';

// Issue 21: TanStack Query loads with the first page that reads data (pagePart.ts), not
// with the landing page. Every such page shares this one client.

export const appQueryClient = createQueryClient();

// Decision 0522: a save kept from before a reload reached the server: read the pages' data again.
offlineSaves.onSentUnawaited(() => void appQueryClient.invalidateQueries());

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
