import { describe, expect, it } from 'vitest';
import { categoryProgressPercent, resolveCategoryPosition } from './categoryPosition';

describe('resolveCategoryPosition', () => {
  it('prefers the address, then the remembered place, then the first category', () => {
    expect(resolveCategoryPosition({ fromAddress: 5, stored: 9, count: 22 })).toBe(5);
    expect(resolveCategoryPosition({ fromAddress: null, stored: 9, count: 22 })).toBe(9);
    expect(resolveCategoryPosition({ fromAddress: null, stored: null, count: 22 })).toBe(1);
  });

  it('stays within the list', () => {
    expect(resolveCategoryPosition({ fromAddress: 40, stored: null, count: 22 })).toBe(22);
    expect(resolveCategoryPosition({ fromAddress: null, stored: 30, count: 3 })).toBe(3);
    expect(resolveCategoryPosition({ fromAddress: 1, stored: null, count: 0 })).toBe(0);
  });
});

describe('categoryProgressPercent', () => {
  it('is position / count, rounded', () => {
    expect(categoryProgressPercent(1, 22)).toBe(5);
    expect(categoryProgressPercent(11, 22)).toBe(50);
    expect(categoryProgressPercent(22, 22)).toBe(100);
    expect(categoryProgressPercent(1, 0)).toBe(0);
  });
});
