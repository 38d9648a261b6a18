import { useSyncExternalStore } from 'react';

// The landing page's one-off notice after the session timed out (DESIGN: sessions).
let signedOutForSafety = false;
const listeners = new Set<() => void>();

export function setSignedOutForSafety(value: boolean) {
  signedOutForSafety = value;
  for (const listener of listeners) listener();
}

export function useSignedOutForSafety(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signedOutForSafety,
    // The prerendered landing page (decision 0620) has no notice; hydration starts the same.
    () => false,
  );
}
