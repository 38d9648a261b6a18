import { intlLocale } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay';
import { formatLanguages, intlKnows, translatorFor } from './intlCheck';

describe('formatDay (decision 0800)', () => {
  for (const language of formatLanguages.filter(intlKnows)) {
    it(`writes each month's days as Intl.DateTimeFormat's medium style does in ${language}`, async () => {
      const t = await translatorFor(language);
      const intl = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
      for (let month = 0; month < 12; month += 1)
        for (const day of [1, 9, 28]) {
          const date = new Date(2026, month, day, 23, 30);
          expect(formatDay(t, date)).toBe(intl.format(date));
        }
      const leap = new Date(2028, 1, 29);
      expect(formatDay(t, leap)).toBe(intl.format(leap));
    });
  }

  for (const language of formatLanguages.filter((language) => !intlKnows(language))) {
    it(`writes a day with ${language}'s own month names (no CLDR data)`, async () => {
      const t = await translatorFor(language);
      const text = formatDay(t, new Date(2026, 10, 3));
      expect(text).toContain('2026');
      expect(text).toContain(t('dates.month11'));
    });
  }
});
