import { benefitTypes, incomeCategories, supportedLanguages } from '@benefits/domain';

/** The landing page's four feature cards, in order. */
export const features = ['programs', 'languages', 'income', 'time'] as const;
export type Feature = (typeof features)[number];

/**
 * The number on each card that can be counted is counted from the lists themselves, so the
 * page cannot say "11 Languages" while it offers two (issue 18). 'time' is a range of minutes
 * and stays in the catalog.
 */
export function countedFeatureValue(feature: Feature): number | null {
  switch (feature) {
    case 'programs':
      return benefitTypes.length;
    case 'languages':
      return supportedLanguages.length;
    case 'income':
      return incomeCategories.length;
    default:
      return null;
  }
}
