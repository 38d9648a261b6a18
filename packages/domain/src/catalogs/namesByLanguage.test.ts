import { describe, expect, it } from 'vitest';
import { benefitIds, benefitTypeById } from './benefits.js';
import { incomeCategories, incomeCategoryName } from './incomeCategories.js';
import { applicantLanguageCodes } from './languages.js';
import {
  benefitNameIn,
  benefitTextsAr,
  benefitTextsByLanguage,
  benefitTextsFr,
  benefitTextsHt,
  benefitTextsKo,
  benefitTextsPt,
  benefitTextsRu,
  benefitTextsTl,
  benefitTextsVi,
  benefitTextsZh,
  incomeCategoryNameIn,
  incomeCategoryTextsAr,
  incomeCategoryTextsByLanguage,
  incomeCategoryTextsFr,
  incomeCategoryTextsHt,
  incomeCategoryTextsKo,
  incomeCategoryTextsPt,
  incomeCategoryTextsRu,
  incomeCategoryTextsTl,
  incomeCategoryTextsVi,
  incomeCategoryTextsZh,
} from './namesByLanguage.js';
import { benefitTextsEs, incomeCategoryTextsEs } from './spanishNames.js';
import { expectTranslated, translatedLanguages } from './translations.test-util.js';

const categoryIds = incomeCategories.map((category) => category.id).sort();

describe('names of programs and income categories in every language', () => {
  it('maps each language to its own module, English from the catalogs themselves', () => {
    expect(Object.keys(benefitTextsByLanguage).sort()).toEqual([...applicantLanguageCodes].sort());
    const { en: benefitsEn, ...benefits } = benefitTextsByLanguage;
    expect(benefits).toEqual({
      es: benefitTextsEs,
      zh: benefitTextsZh,
      vi: benefitTextsVi,
      ko: benefitTextsKo,
      tl: benefitTextsTl,
      ru: benefitTextsRu,
      ar: benefitTextsAr,
      ht: benefitTextsHt,
      fr: benefitTextsFr,
      pt: benefitTextsPt,
    });
    const { en: categoriesEn, ...categories } = incomeCategoryTextsByLanguage;
    expect(categories).toEqual({
      es: incomeCategoryTextsEs,
      zh: incomeCategoryTextsZh,
      vi: incomeCategoryTextsVi,
      ko: incomeCategoryTextsKo,
      tl: incomeCategoryTextsTl,
      ru: incomeCategoryTextsRu,
      ar: incomeCategoryTextsAr,
      ht: incomeCategoryTextsHt,
      fr: incomeCategoryTextsFr,
      pt: incomeCategoryTextsPt,
    });
    expect(benefitsEn.snap).toEqual({
      name: benefitTypeById.snap.name,
      description: benefitTypeById.snap.description,
    });
    expect(categoriesEn[1]?.name).toBe(incomeCategoryName(1));
  });

  it.each(translatedLanguages)('names every program and every category in %s', (code) => {
    const benefits = benefitTextsByLanguage[code];
    const categories = incomeCategoryTextsByLanguage[code];
    expect(Object.keys(benefits).sort()).toEqual([...benefitIds].sort());
    expect(Object.keys(categories).map(Number).sort()).toEqual(categoryIds);
    for (const id of benefitIds) {
      const english = benefitTextsByLanguage.en[id];
      expectTranslated(english.name, benefits[id].name, `${code}.${id}.name`);
      expectTranslated(english.description, benefits[id].description, `${code}.${id}.description`);
    }
    for (const { id, name, description } of incomeCategories) {
      const text = categories[id];
      expectTranslated(name, text?.name ?? '', `${code}.${id}.name`);
      expectTranslated(description, text?.description ?? '', `${code}.${id}.description`);
    }
  });

  it.each(applicantLanguageCodes)('benefitNameIn and incomeCategoryNameIn read %s', (code) => {
    for (const id of benefitIds) {
      expect(benefitNameIn(id, code)).toBe(benefitTextsByLanguage[code][id].name);
    }
    expect(incomeCategoryNameIn(1, code)).toBe(incomeCategoryTextsByLanguage[code][1]?.name);
    expect(incomeCategoryNameIn(999, code)).not.toBe('');
  });

  it('falls back to English for a language not offered, and to "Other" for an unknown id', () => {
    expect(benefitNameIn('snap', 'de')).toBe(benefitTypeById.snap.name);
    expect(incomeCategoryNameIn(1, 'de')).toBe(incomeCategoryName(1));
    expect(incomeCategoryNameIn(999, 'en')).toBe('Other');
    expect(incomeCategoryNameIn(999, 'es')).toBe('Otro');
    expect(incomeCategoryNameIn(999, 'fr')).toBe('Autre');
    expect(incomeCategoryNameIn(999, 'de')).toBe('Other');
  });
});
