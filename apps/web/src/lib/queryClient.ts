import { QueryClient, type QueryFunction } from '@tanstack/react-query';
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
