import { describe, expect, it } from 'vitest';
import { benefitIds, benefitTypeById } from './benefits.js';
import { incomeCategories, incomeCategoryName } from './incomeCategories.js';
import {
  benefitNameIn,
  benefitTextsEs,
  incomeCategoryNameIn,
  incomeCategoryTextsEs,
} from './spanishNames.js';

describe('Spanish names of programs and income categories', () => {
  it('has a Spanish name and description for every program and every category', () => {
    expect(Object.keys(benefitTextsEs).sort()).toEqual([...benefitIds].sort());
    expect(Object.keys(incomeCategoryTextsEs).map(Number).sort()).toEqual(
      incomeCategories.map((category) => category.id).sort(),
    );
    for (const text of [
      ...Object.values(benefitTextsEs),
      ...Object.values(incomeCategoryTextsEs),
    ]) {
      expect(text.name.trim()).not.toBe('');
      expect(text.description.trim()).not.toBe('');
    }
  });

  it.each(benefitIds)('names program %s in Spanish, and in English otherwise', (id) => {
    expect(benefitNameIn(id, 'es')).toBe(benefitTextsEs[id].name);
    expect(benefitNameIn(id, 'en')).toBe(benefitTypeById[id].name);
    expect(benefitNameIn(id, 'vi')).toBe(benefitTypeById[id].name);
  });

  it('names categories in Spanish, falling back like the English names do', () => {
    expect(incomeCategoryNameIn(1, 'es')).toBe(incomeCategoryTextsEs[1]!.name);
    expect(incomeCategoryNameIn(1, 'en')).toBe(incomeCategoryName(1));
    expect(incomeCategoryNameIn(999, 'es')).toBe('Otro');
    expect(incomeCategoryNameIn(999, 'en')).toBe('Other');
  });
});
