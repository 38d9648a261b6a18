// SPEC 7: every call sends credentials; any non-OK response is raised as an error whose
// message is '{status}: {body text or status text}'.

import { createOfflineQueue, type OfflineQueue, waitingMethod } from './offlineQueue';

export interface ApiErrorBody {
  message?: string;
  errors?: { field: string; message: string }[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
  }

  /** The server's message for the applicant, when it sent one. */
  get userMessage(): string | undefined {
    return this.body?.message;
  }
}

/** Thrown when the request never got an answer (offline, DNS, dropped connection). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('0: Network error', { cause });
    this.name = 'NetworkError';
  }
}

function parseBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

export interface ApiListener {
  /** A request answered 2xx. `response` is the raw response (its Date header is read). */
  success?(path: string, response: Response): void;
  /** A request answered 401. */
  unauthorized?(path: string): void;
}

const listeners = new Set<ApiListener>();

/** Lets the session timer learn about activity without this module knowing about it. */
export function addApiListener(listener: ApiListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let currentLanguage = 'en';
/** The server answers validation messages in the interface language (Accept-Language). */
export function setApiLanguage(language: string) {
  currentLanguage = language;
}

/** The language sent as Accept-Language (for requests made without `apiRequest`). */
export function apiLanguage(): string {
  return currentLanguage;
}

/**
 * Requests made with XMLHttpRequest (uploads with progress) report their outcome here, so the
 * session timer hears about them as it does about `apiRequest`'s.
 */
export function reportApiOutcome(path: string, status: number, date: string | null) {
  if (status === 401) {
    for (const listener of listeners) listener.unauthorized?.(path);
  } else if (status >= 200 && status < 300) {
    const response = new Response(null, { status: 200, headers: date ? { date } : {} });
    for (const listener of listeners) listener.success?.(path, response);
  }
}

function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Storage turned off: saves wait in memory only.
  }
}

const isOffline = () => globalThis.navigator?.onLine === false;

/** Decision 0522: the one place where an answer saved without a connection waits for it. */
export const offlineSaves: OfflineQueue = createOfflineQueue({
  send: (write) => send(write.method, write.path, write.body),
  storage: localStorageOrNone(),
  online: !isOffline(),
});
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => offlineSaves.setOnline(true));
  window.addEventListener('offline', () => offlineSaves.setOnline(false));
}

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const waitsWith = waitingMethod(method, path);
  let response: Response;
  if (waitsWith && isOffline()) {
    response = await offlineSaves.enqueue({ method: waitsWith, path, body });
  } else {
    try {
      response = await send(method, path, body);
    } catch (error) {
      if (!waitsWith) throw new NetworkError(error);
      response = await offlineSaves.enqueue({ method: waitsWith, path, body });
    }
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401) for (const listener of listeners) listener.unauthorized?.(path);
    throw new ApiError(response.status, text, response.statusText);
  }
  for (const listener of listeners) listener.success?.(path, response);
  offlineSaves.resume();
  return response;
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await apiRequest('GET', path);
  return (await response.json()) as T;
}

export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
