// Issue 21 item 6 (decision 0522): answers saved while the connection is down are kept in this
// browser and sent, in order, when it returns. The caller's promise waits until then, so a step
// goes on as if the save had been slow. Saves kept from an earlier visit (the page was
// reloaded offline) are sent when the app starts again.

export interface QueuedWrite {
  id: string;
  method: 'PUT' | 'PATCH';
  path: string;
  body: unknown;
}

export interface QueueState {
  online: boolean;
  /** Saves waiting for the connection. */
  waiting: number;
}

export type Send = (write: QueuedWrite) => Promise<Response>;

const STORAGE_KEY = 'benefits.offlineSaves.v1';
/** While saves wait and the browser says it is online (the server may be down), try again. */
export const RETRY_MS = 10_000;

/**
 * Only a save of the application's own answers waits: a PUT or PATCH sets a value, so sending it
 * twice (the first may have reached the server before the connection dropped) does no harm.
 * Never a sign-in, a submission, a chat message or an upload; income entries and expenses are
 * saved by their forms (wizard/EntryForm.tsx), which keep what was typed and send it again
 * when the phone is back online.
 */
const answerPaths = [
  /^\/api\/applications\/\d+$/,
  /^\/api\/applications\/\d+\/(household|home-address|home-costs|resources)$/,
];

/** The method a request waits with for the connection, or undefined if it must not wait. */
export function waitingMethod(method: string, path: string): QueuedWrite['method'] | undefined {
  if (!answerPaths.some((pattern) => pattern.test(path))) return undefined;
  return method === 'PUT' || method === 'PATCH' ? method : undefined;
}

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    (item.method === 'PUT' || item.method === 'PATCH') &&
    typeof item.path === 'string' &&
    waitingMethod(item.method, item.path) !== undefined &&
    'body' in item
  );
}

/** The kept saves, read with their shape checked (anything else in storage is dropped). */
export function readStored(storage: Storage | undefined): QueuedWrite[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isQueuedWrite) : [];
  } catch {
    return [];
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Waiter {
  resolve(response: Response): void;
  reject(error: unknown): void;
}

export interface OfflineQueue {
  /** Keeps a save and answers with the server's response once it is sent. */
  enqueue(write: Omit<QueuedWrite, 'id'>): Promise<Response>;
  /** Sends the kept saves in order; stops at the first that cannot reach the server. */
  flush(): Promise<void>;
  state(): QueueState;
  subscribe(listener: () => void): () => void;
  /** Called with each response to a save nobody waits for any more (kept across a reload). */
  onSentUnawaited(listener: () => void): () => void;
  /** A request of the app succeeded: saves held back by a 401 may go again. */
  resume(): void;
  /** The connection came back or went (the browser's online and offline events). */
  setOnline(online: boolean): void;
  /**
   * Signed out: forgets every kept save, in memory and in storage, so the next person on this
   * browser cannot read them. A step still waiting gets `SavesCleared`.
   */
  clear(): void;
}

/** What a save still waiting gets when the applicant signs out before it could be sent. */
export class SavesCleared extends Error {
  constructor() {
    super('Signed out before the save could be sent.');
    this.name = 'SavesCleared';
  }
}

export function createOfflineQueue(options: {
  send: Send;
  storage: Storage | undefined;
  online: boolean;
  newId?: () => string;
}): OfflineQueue {
  const { send, storage } = options;
  const newId = options.newId ?? (() => `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  let items = readStored(storage);
  let online = options.online;
  let snapshot: QueueState = { online, waiting: items.length };
  const waiters = new Map<string, Waiter[]>();
  const listeners = new Set<() => void>();
  const unawaited = new Set<() => void>();
  let flushing: Promise<void> | undefined;
  /** The save being sent: a later one is never merged into it (its body has left). */
  let sending: string | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** After a 401: nothing is sent until a request of the app succeeds again. */
  let paused = false;

  const changed = () => {
    try {
      if (items.length === 0) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the saves still wait in memory for this visit.
    }
    if (snapshot.online !== online || snapshot.waiting !== items.length) {
      snapshot = { online, waiting: items.length };
      for (const listener of listeners) listener();
    }
  };

  const settle = (id: string, outcome: { response: Response } | { error: unknown }) => {
    const list = waiters.get(id);
    waiters.delete(id);
    if (!list) {
      for (const listener of unawaited) listener();
      return;
    }
    for (const waiter of list) {
      if ('response' in outcome) waiter.resolve(outcome.response.clone());
      else waiter.reject(outcome.error);
    }
  };

  /** Sends until the queue is empty; answers whether the rest should be tried again later. */
  const run = async (): Promise<'done' | 'unreachable' | 'held'> => {
    while (items.length > 0) {
      const [first] = items;
      if (!first) break;
      let response: Response;
      sending = first.id;
      try {
        response = await send(first);
      } catch {
        return 'unreachable';
      } finally {
        sending = undefined;
      }
      // Cleared while on its way (signed out): nobody is told, nothing is read again.
      if (!items.some((item) => item.id === first.id)) continue;
      // The server or a proxy in front of it is down: like no connection.
      if ([502, 503, 504].includes(response.status)) return 'unreachable';
      // Signed out while offline: kept until a request succeeds again (the applicant signs in).
      if (response.status === 401) {
        paused = true;
        return 'held';
      }
      // Any other answer is final: sent (2xx), or refused for good (4xx, 5xx) and told to the
      // step that waits, as a save without a connection problem would be.
      items = items.filter((item) => item.id !== first.id);
      changed();
      settle(first.id, { response });
    }
    return 'done';
  };

  const queue: OfflineQueue = {
    enqueue(write) {
      return new Promise<Response>((resolve, reject) => {
        const last = items.at(-1);
        let id: string;
        // A later save of the same thing replaces the kept one (a PATCH adds its fields to it),
        // so the server gets the latest answers once. Only the last one is merged: order stays.
        if (
          last &&
          last.id !== sending &&
          last.method === write.method &&
          last.path === write.path
        ) {
          id = last.id;
          const body =
            write.method === 'PATCH' && isPlainObject(last.body) && isPlainObject(write.body)
              ? { ...last.body, ...write.body }
              : write.body;
          items = [...items.slice(0, -1), { ...last, body }];
        } else {
          id = newId();
          items = [...items, { id, ...write }];
        }
        waiters.set(id, [...(waiters.get(id) ?? []), { resolve, reject }]);
        changed();
        void queue.flush();
      });
    },
    flush() {
      if (paused || !online) return flushing ?? Promise.resolve();
      clearTimeout(retry);
      flushing ??= run().then((outcome) => {
        flushing = undefined;
        // A save kept while the last one was answered: its turn now.
        if (outcome === 'done' && items.length > 0) void queue.flush();
        if (outcome === 'unreachable' && online)
          retry = setTimeout(() => void queue.flush(), RETRY_MS);
      });
      return flushing;
    },
    resume() {
      if (!paused) return;
      paused = false;
      void queue.flush();
    },
    state: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSentUnawaited(listener) {
      unawaited.add(listener);
      return () => {
        unawaited.delete(listener);
      };
    },
    setOnline(value) {
      online = value;
      changed();
      void queue.flush();
    },
    clear() {
      clearTimeout(retry);
      paused = false;
      const dropped = items.map((item) => item.id);
      items = [];
      changed();
      // Also whatever another tab of this browser kept under the same key.
      try {
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // Storage refused: nothing of ours is in it.
      }
      for (const id of dropped) {
        const list = waiters.get(id) ?? [];
        waiters.delete(id);
        for (const waiter of list) waiter.reject(new SavesCleared());
      }
    },
  };
  return queue;
}
