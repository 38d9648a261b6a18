// SPEC 3: the application id is kept in browser storage under a per-user key and restored.
// The income step also remembers which income category the applicant was on, per application.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage, or nothing when the browser refuses it (private mode, storage full). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function applicationStorageKey(userId: string): string {
  return `benefits.application.${userId}`;
}

export function categoryStorageKey(applicationId: number): string {
  return `benefits.incomeCategory.${applicationId}`;
}

function readPositive(storage: KeyValueStorage | null, key: string): number | null {
  try {
    const value = storage?.getItem(key) ?? null;
    if (!value || !/^\d{1,10}$/.test(value)) return null;
    const number = Number(value);
    return number > 0 ? number : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage is a convenience: the server and the address keep the draft anyway.
  }
}

export function readStoredApplicationId(userId: string, storage = browserStorage()): number | null {
  return readPositive(storage, applicationStorageKey(userId));
}

export function storeApplicationId(userId: string, id: number, storage = browserStorage()) {
  write(storage, applicationStorageKey(userId), String(id));
}

export function forgetApplicationId(userId: string, storage = browserStorage()) {
  write(storage, applicationStorageKey(userId), null);
}

/** 1-based position of the income category the applicant was on. */
export function readStoredCategory(applicationId: number, storage = browserStorage()) {
  return readPositive(storage, categoryStorageKey(applicationId));
}

export function storeCategory(applicationId: number, position: number, storage = browserStorage()) {
  write(storage, categoryStorageKey(applicationId), String(position));
}

/** A JSON value kept in browser storage, or undefined when absent or unreadable. */
export function readStoredJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(storage: KeyValueStorage | null, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is a convenience; the server keeps what matters.
  }
}
