import type { CurrentUser } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getJson } from './api';

export const currentUserKey = ['/api/auth/user'] as const;

/** SPEC 7: 401, any other failure or a network failure means signed out, with nothing shown. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await getJson<CurrentUser>('/api/auth/user');
  } catch {
    return null;
  }
}

/** SPEC 7: cached 5 minutes, no refetch on focus, no retry. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    staleTime: 300_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** After register or sign-in: the answer already holds the user, so no extra round trip. */
export function setSignedIn(queryClient: QueryClient, user: CurrentUser) {
  queryClient.setQueryData(currentUserKey, user);
}

/**
 * Forget everything that belonged to the signed-in applicant (a shared phone must not show
 * the last person's applications), and mark the applicant signed out.
 */
export function clearSignedIn(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
  queryClient.setQueryData(currentUserKey, null);
}
