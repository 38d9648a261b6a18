import { describe, expect, it } from 'vitest';
import {
  readStoredSource,
  resolveSourcePosition,
  sourceFromSearch,
  sourceMoves,
  sourceStorageKey,
  storeSource,
  withSourceParam,
} from './sourcePosition';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('resolveSourcePosition', () => {
  it('is 0 when no source qualifies', () => {
    expect(resolveSourcePosition({ fromAddress: 2, stored: 3, count: 0 })).toBe(0);
  });

  it('prefers the address, then the remembered place, then the first source', () => {
    expect(resolveSourcePosition({ fromAddress: 2, stored: 3, count: 3 })).toBe(2);
    expect(resolveSourcePosition({ fromAddress: null, stored: 3, count: 3 })).toBe(3);
    expect(resolveSourcePosition({ fromAddress: null, stored: null, count: 3 })).toBe(1);
  });

  it('keeps the place inside the list when sources were removed since', () => {
    expect(resolveSourcePosition({ fromAddress: 9, stored: null, count: 2 })).toBe(2);
    expect(resolveSourcePosition({ fromAddress: null, stored: 5, count: 1 })).toBe(1);
  });
});

describe('sourceFromSearch', () => {
  it('reads ?source=n', () => {
    expect(sourceFromSearch('id=4&source=2')).toBe(2);
    expect(sourceFromSearch('?source=12')).toBe(12);
  });

  it('ignores anything that is not a small positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '', '99999', '2e1']) {
      expect(sourceFromSearch(`source=${value}`), value).toBeNull();
    }
    expect(sourceFromSearch('id=4')).toBeNull();
  });
});

describe('withSourceParam', () => {
  it('adds the position and keeps the application id', () => {
    expect(withSourceParam('/application/expense-categories?id=7', 2)).toBe(
      '/application/expense-categories?id=7&source=2',
    );
  });

  it('replaces an old position and works without a query', () => {
    expect(withSourceParam('/application/expense-categories?source=1&id=7', 3)).toBe(
      '/application/expense-categories?source=3&id=7',
    );
    expect(withSourceParam('/application/expense-categories', 1)).toBe(
      '/application/expense-categories?source=1',
    );
  });
});

describe('sourceMoves', () => {
  it('goes back to step 9 from the first source and on to step 11 from the last', () => {
    expect(sourceMoves(1, 1)).toEqual({
      previous: { step: 'expense-workflow-intro' },
      next: { step: 'home-costs' },
      isFirst: true,
      isLast: true,
    });
  });

  it('moves between sources in the middle', () => {
    expect(sourceMoves(1, 3)).toEqual({
      previous: { step: 'expense-workflow-intro' },
      next: { position: 2 },
      isFirst: true,
      isLast: false,
    });
    expect(sourceMoves(2, 3)).toEqual({
      previous: { position: 1 },
      next: { position: 3 },
      isFirst: false,
      isLast: false,
    });
    expect(sourceMoves(3, 3)).toEqual({
      previous: { position: 2 },
      next: { step: 'home-costs' },
      isFirst: false,
      isLast: true,
    });
  });
});

describe('stored source', () => {
  it('is remembered per application', () => {
    const storage = memoryStorage();
    storeSource(7, 2, storage);
    expect(storage.data.get(sourceStorageKey(7))).toBe('2');
    expect(readStoredSource(7, storage)).toBe(2);
    expect(readStoredSource(8, storage)).toBeNull();
  });

  it('ignores bad values and storage that refuses', () => {
    expect(readStoredSource(7, memoryStorage({ [sourceStorageKey(7)]: 'x' }))).toBeNull();
    expect(readStoredSource(7, null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readStoredSource(7, refusing)).toBeNull();
    expect(() => storeSource(7, 1, refusing)).not.toThrow();
  });
});
