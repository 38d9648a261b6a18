import { OTHER_INCOME_CATEGORY_ID, WAGES_CATEGORY_ID } from './incomeCategories.js';

// SPEC 9: extracted income category to categoryId. Unknown defaults to 15 (other).
export const extractedCategoryIds: Readonly<Record<string, number>> = {
  wages: 1,
  'self-employment': 2,
  'social-security': 3,
  unemployment: 4,
  rental: 5,
  pension: 6,
  disability: 7,
  veterans: 8,
  investment: 9,
  alimony: 10,
  'student-aid': 11,
  'foster-care': 12,
  tribal: 13,
  'family-support': 16,
  inheritance: 18,
  insurance: 19,
  'legal-settlement': 20,
  lottery: 21,
  crypto: 22,
  'capital-gains': 23,
  'taxable-interest': 24,
  other: 15,
};

export const extractedIncomeCategories = Object.keys(extractedCategoryIds);

/** Trimmed, any case; underscores and spaces read as hyphens ('self_employment'). */
export function categoryIdForExtracted(category: unknown): number {
  if (typeof category !== 'string') return OTHER_INCOME_CATEGORY_ID;
  const key = category
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return Object.hasOwn(extractedCategoryIds, key)
    ? (extractedCategoryIds[key] as number)
    : OTHER_INCOME_CATEGORY_ID;
}

/** SPEC 4: wages items are flagged W-2. */
export function isExtractedW2(category: unknown): boolean {
  return categoryIdForExtracted(category) === WAGES_CATEGORY_ID;
}

/** SPEC 4 and 9: a missing AI confidence defaults to 50%. */
export const DEFAULT_CONFIDENCE = 0.5;

/** Confidence in 0..1; missing, non-numeric or out-of-range values become 0.5. */
export function confidenceOrDefault(confidence: unknown): number {
  return typeof confidence === 'number' &&
    Number.isFinite(confidence) &&
    confidence >= 0 &&
    confidence <= 1
    ? confidence
    : DEFAULT_CONFIDENCE;
}

/** SPEC 8: 'Documents processed with N% confidence.' — N is the rounded percent. */
export function confidencePercent(confidence: unknown): number {
  return Math.round(confidenceOrDefault(confidence) * 100);
}
