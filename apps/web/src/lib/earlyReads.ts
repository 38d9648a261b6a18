import { getJson } from './api';

// Issue 21 (decision 0620): a signed-in page's first data is asked for by the first script,
// beside the current user, not after the page's chunks have loaded and rendered. QueryRoot.tsx
// hands each answer to the query that reads the same path; nothing else reads them.

const reads = new Map<string, Promise<unknown>>();

/** Starts reading an API path now (a failure is left for the page's own read to meet). */
export function readEarly(path: string) {
  const read = getJson(path);
  read.catch(() => undefined);
  reads.set(path, read);
}

/** The reads started early, each handed over once. */
export function takeEarlyReads(): [string, Promise<unknown>][] {
  const taken = [...reads];
  reads.clear();
  return taken;
}

/** What the page at this address reads first, if it is a signed-in page with its own shell. */
export function earlyReadsFor(shell: string | undefined, pathname: string, search: string) {
  if (shell === 'dashboard' && pathname === '/') return ['/api/applications', '/api/benefit-types'];
  const id = new URLSearchParams(search).get('id');
  if (shell === 'step' && id && /^[1-9][0-9]{0,9}$/.test(id)) return [`/api/applications/${id}`];
  return [];
}
