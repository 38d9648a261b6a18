import { intlLocale } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { formatLanguages, intlKnows, translatorFor } from './intlCheck';
import { joinList } from './joinList';

const names = ['SNAP', 'Medicaid', 'WIC', 'Iniciativa', 'CHIP', 'Hidalgo', 'Hierro'];

describe('joinList (decision 0800)', () => {
  for (const language of formatLanguages.filter(intlKnows)) {
    it(`joins lists as Intl.ListFormat's conjunction does in ${language}`, async () => {
      const t = await translatorFor(language);
      const intl = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
      for (let size = 0; size <= 4; size += 1)
        for (let start = 0; start + size <= names.length; start += 1) {
          const items = names.slice(start, start + size);
          expect(joinList(t, items)).toBe(intl.format(items));
        }
    });
  }

  for (const language of formatLanguages.filter((language) => !intlKnows(language))) {
    it(`joins lists with ${language}'s own words (no CLDR data)`, async () => {
      const t = await translatorFor(language);
      expect(joinList(t, ['SNAP', 'WIC', 'CHIP'])).toMatch(/^SNAP.+WIC.+CHIP$/);
    });
  }
});
