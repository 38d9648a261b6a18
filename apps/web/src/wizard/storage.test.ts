import { describe, expect, it } from 'vitest';
import {
  applicationStorageKey,
  forgetApplicationId,
  type KeyValueStorage,
  readStoredApplicationId,
  readStoredCategory,
  storeApplicationId,
  storeCategory,
} from './storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('per-user application id (SPEC 3)', () => {
  it('is stored, restored and forgotten per user', () => {
    const storage = memoryStorage();
    storeApplicationId('user-a', 12, storage);
    storeApplicationId('user-b', 30, storage);
    expect(readStoredApplicationId('user-a', storage)).toBe(12);
    expect(readStoredApplicationId('user-b', storage)).toBe(30);
    expect(storage.data.get(applicationStorageKey('user-a'))).toBe('12');
    forgetApplicationId('user-a', storage);
    expect(readStoredApplicationId('user-a', storage)).toBeNull();
    expect(readStoredApplicationId('user-b', storage)).toBe(30);
  });

  it('ignores junk and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(applicationStorageKey('u'), 'abc');
    expect(readStoredApplicationId('u', storage)).toBeNull();
    storage.setItem(applicationStorageKey('u'), '0');
    expect(readStoredApplicationId('u', storage)).toBeNull();
    expect(readStoredApplicationId('u', null)).toBeNull();
    expect(() => storeApplicationId('u', 1, null)).not.toThrow();
  });

  it('survives a storage that throws (private mode, full)', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredApplicationId('u', throwing)).toBeNull();
    expect(() => storeApplicationId('u', 3, throwing)).not.toThrow();
    expect(() => forgetApplicationId('u', throwing)).not.toThrow();
  });

  it('remembers the income category per application', () => {
    const storage = memoryStorage();
    storeCategory(5, 9, storage);
    expect(readStoredCategory(5, storage)).toBe(9);
    expect(readStoredCategory(6, storage)).toBeNull();
  });
});
