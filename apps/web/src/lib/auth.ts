import type { CurrentUser } from '@benefits/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getJson, offlineSaves } from './api';

// Who is signed in, kept apart from TanStack Query (issue 21): the landing page needs only this
// one read, so it loads no query library; the pages that read more bring it with their chunks.

/** SPEC 7: 401, any other failure or a network failure means signed out, with nothing shown. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await getJson<CurrentUser>('/api/auth/user');
  } catch {
    return null;
  }
}

export interface CurrentUserState {
  /** undefined until the first answer; null when signed out. */
  data: CurrentUser | null | undefined;
  isPending: boolean;
}

/** SPEC 7: the answer is kept 5 minutes; a page opened after that reads it again. */
const STALE_MS = 300_000;
const initial: CurrentUserState = { data: undefined, isPending: true };
let state = initial;
let readAt = 0;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setUser(user: CurrentUser | null) {
  reading = undefined;
  readAt = Date.now();
  state = { data: user, isPending: false };
  for (const listener of listeners) listener();
}

/**
 * Reads the current user unless an answer younger than 5 minutes is kept or a read is on its
 * way (no retry, SPEC 7). main.tsx starts it with the first script, beside the texts.
 */
export function loadCurrentUser(): Promise<void> {
  if (reading) return reading;
  if (!state.isPending && Date.now() - readAt < STALE_MS) return Promise.resolve();
  const read = fetchCurrentUser().then((user) => {
    // Signed in or out meanwhile (register, sign-in, sign-out): that answer is newer.
    if (reading === read) setUser(user);
  });
  reading = read;
  return read;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

/** SPEC 7: cached 5 minutes, no refetch on focus, no retry. */
export function useCurrentUser(): CurrentUserState {
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  return useSyncExternalStore(subscribe, snapshot, () => initial);
}

/** Whether someone is signed in, as last read (false while the first read is on its way). */
export function isSignedIn(): boolean {
  return Boolean(state.data);
}

/** After register or sign-in: the answer already holds the user, so no extra round trip. */
export function setSignedIn(user: CurrentUser) {
  setUser(user);
}

/**
 * Forget everything that belonged to the signed-in applicant (a shared phone must not show
 * the last person's applications or answers), and mark the applicant signed out. Answers saved
 * offline and not yet sent go too: they would stay in this browser's storage.
 */
export function clearSignedIn(queryClient: QueryClient) {
  offlineSaves.clear();
  queryClient.clear();
  setUser(null);
}

/** Tests: back to "not read yet", as on a fresh page. */
export function forgetCurrentUser() {
  reading = undefined;
  readAt = 0;
  state = initial;
  for (const listener of listeners) listener();
}
