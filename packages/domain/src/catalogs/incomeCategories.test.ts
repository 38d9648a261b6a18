import { describe, expect, it } from 'vitest';
import { categoryIdForExtracted } from './extractedCategories.js';
import {
  incomeCategories,
  incomeCategoryById,
  incomeCategoryDisplayName,
  incomeCategoryIds,
  incomeCategoryName,
  isIncomeCategoryId,
  isWorkIncomeCategory,
  showsWorkClassification,
} from './incomeCategories.js';

describe('income categories (SPEC 1, 3, 9)', () => {
  it('has the 22 ids of the extracted-category map', () => {
    expect(incomeCategories).toHaveLength(22);
    expect([...incomeCategoryIds].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(new Set(incomeCategories.map((c) => c.name)).size).toBe(22);
  });

  it('asks about Other Income last', () => {
    expect(incomeCategories.at(-1)?.id).toBe(15);
  });

  it.each([
    [1, 'Wages, Salaries, Tips'],
    [2, 'Self-Employment Income'],
    [3, 'Social Security Benefits'],
    [4, 'Unemployment Benefits'],
    [5, 'Rental Income'],
  ])('category %i is named %s', (id, name) => {
    expect(incomeCategoryById(id)?.name).toBe(name);
    expect(incomeCategoryDisplayName(id)).toBe(name);
  });

  it('SPEC 2 income summary: every other category shows as Other', () => {
    for (const id of incomeCategoryIds.filter((id) => id > 5)) {
      expect(incomeCategoryDisplayName(id)).toBe('Other');
    }
    expect(incomeCategoryDisplayName(0)).toBe('Other');
    expect(incomeCategoryDisplayName(99)).toBe('Other');
  });

  it('SPEC 2 verification groups by name with fallback Other', () => {
    expect(incomeCategoryName(24)).toBe('Taxable Interest');
    expect(incomeCategoryName(14)).toBe('Other');
  });

  it('allowsExpenses is true for 1, 2, 5 only; work classification for 1, 2 only', () => {
    expect(incomeCategories.filter((c) => c.allowsExpenses).map((c) => c.id)).toEqual([1, 2, 5]);
    expect(incomeCategories.filter((c) => c.requiresWorkClassification).map((c) => c.id)).toEqual([
      1, 2,
    ]);
  });

  it('describes each category in one plain line', () => {
    for (const category of incomeCategories) {
      expect(category.description).toMatch(/^[A-Z].{10,100}\.$/);
      expect(category.description).not.toContain('\n');
    }
  });

  it('names match the extracted map ids', () => {
    expect(categoryIdForExtracted('crypto')).toBe(22);
    expect(incomeCategoryName(22)).toMatch(/Crypto/);
    expect(incomeCategoryName(16)).toBe('Child Support');
  });

  it('recognises ids and work categories', () => {
    expect(isIncomeCategoryId(15)).toBe(true);
    expect(isIncomeCategoryId(14)).toBe(false);
    expect(isIncomeCategoryId('1')).toBe(false);
    expect(isWorkIncomeCategory(1)).toBe(true);
    expect(isWorkIncomeCategory(2)).toBe(true);
    expect(isWorkIncomeCategory(4)).toBe(false);
  });

  it.each([
    [1, true, true],
    [2, true, true],
    [1, false, false],
    [3, true, false],
    [99, true, false],
  ])('SPEC 4: W-2 choice for category %i with verification %s: %s', (id, needs, shown) => {
    expect(showsWorkClassification(id, needs)).toBe(shown);
  });
});
