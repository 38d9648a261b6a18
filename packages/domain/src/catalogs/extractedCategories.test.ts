import { describe, expect, it } from 'vitest';
import {
  categoryIdForExtracted,
  confidenceOrDefault,
  confidencePercent,
  DEFAULT_CONFIDENCE,
  extractedCategoryIds,
  extractedIncomeCategories,
  isExtractedW2,
} from './extractedCategories.js';
import { incomeCategoryById } from './incomeCategories.js';

describe('extracted category map (SPEC 9)', () => {
  it.each([
    ['wages', 1],
    ['self-employment', 2],
    ['social-security', 3],
    ['unemployment', 4],
    ['rental', 5],
    ['pension', 6],
    ['disability', 7],
    ['veterans', 8],
    ['investment', 9],
    ['alimony', 10],
    ['student-aid', 11],
    ['foster-care', 12],
    ['tribal', 13],
    ['family-support', 16],
    ['inheritance', 18],
    ['insurance', 19],
    ['legal-settlement', 20],
    ['lottery', 21],
    ['crypto', 22],
    ['capital-gains', 23],
    ['taxable-interest', 24],
    ['other', 15],
  ])('%s -> %i', (category, id) => {
    expect(categoryIdForExtracted(category)).toBe(id);
    expect(incomeCategoryById(id)).toBeDefined();
  });

  it('has 22 entries', () => {
    expect(extractedIncomeCategories).toHaveLength(22);
    expect(Object.keys(extractedCategoryIds)).toEqual(extractedIncomeCategories);
  });

  it.each([
    ['gifts', 15],
    ['', 15],
    ['constructor', 15],
    [undefined, 15],
    [7, 15],
    [' Wages ', 1],
    ['SELF_EMPLOYMENT', 2],
    ['social security', 3],
  ])('unknown or variant %j -> %i', (category, id) => {
    expect(categoryIdForExtracted(category)).toBe(id);
  });

  it('flags wages as W-2 (SPEC 4)', () => {
    expect(isExtractedW2('wages')).toBe(true);
    expect(isExtractedW2('self-employment')).toBe(false);
    expect(isExtractedW2(undefined)).toBe(false);
  });

  it.each([
    [undefined, 0.5],
    [null, 0.5],
    [Number.NaN, 0.5],
    [1.2, 0.5],
    [-0.1, 0.5],
    ['0.9', 0.5],
    [0, 0],
    [0.87, 0.87],
    [1, 1],
  ])('confidence %j -> %j (missing defaults to 50%%)', (input, expected) => {
    expect(confidenceOrDefault(input)).toBe(expected);
  });

  it('shows confidence as a rounded percent', () => {
    expect(DEFAULT_CONFIDENCE).toBe(0.5);
    expect(confidencePercent(0.874)).toBe(87);
    expect(confidencePercent(undefined)).toBe(50);
  });
});
