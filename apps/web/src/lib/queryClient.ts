import { type Query, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** Read calls use their query key's first part as the path (e.g. ['/api/applications']). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0]));

/**
 * SPEC 7: cached data never becomes stale; no retries for reads or writes; no refetch on
 * window focus; no polling. (The current user overrides staleTime: 5 minutes.)
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** How recent an answer must be to count as this opening's read (the step waited for it). */
export const JUST_READ_MS = 1500;

/**
 * SPEC 7's "always refetched" reads: read again each time a step shows them, unless the answer
 * in the cache arrived a moment ago for this very opening (wizard/firstReads.ts reads it beside
 * the step's code and mounts the step once it is in). Reading it a second time drew the step
 * twice and added a round trip (issue 21: the income step's late long tasks).
 */
export const readOnEachOpening = {
  staleTime: 0,
  refetchOnMount: (query: { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> }) =>
    query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
} as const;
