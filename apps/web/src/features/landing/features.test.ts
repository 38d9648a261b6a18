import { benefitTypes, incomeCategories } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { languagesWithTexts, wholeCatalog } from '../../i18n/allCatalogs';
import { type Language, languageOptions } from '../../i18n/languages';
import { countedFeatureValue, features } from './features';

// Issue 18: the landing page said "11 Languages" while it offered two.
describe('landing feature cards', () => {
  it('count the languages, programs and income kinds the app really has', () => {
    expect(countedFeatureValue('languages')).toBe(Object.keys(languageOptions).length);
    expect(countedFeatureValue('languages')).toBe(11);
    expect(countedFeatureValue('programs')).toBe(benefitTypes.length);
    expect(countedFeatureValue('income')).toBe(incomeCategories.length);
    expect(countedFeatureValue('time')).toBeNull();
  });

  it('hold no number of their own in the catalogs, except the minutes', () => {
    for (const language of ['en', ...languagesWithTexts] as Language[]) {
      const catalog = wholeCatalog(language);
      for (const feature of features) {
        const card = catalog.landing.features[feature] as Record<string, string>;
        if (feature === 'time') continue;
        expect(card.value).toBeUndefined();
        expect(card.text).not.toMatch(/\d/);
      }
    }
  });
});
