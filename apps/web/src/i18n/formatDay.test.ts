import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay';
import en from './locales/en/pages.json';
import es from './locales/es/pages.json';

async function translator(language: 'en' | 'es') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { translation: en }, es: { translation: es } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('formatDay (decision 0800)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`writes each month's days as Intl.DateTimeFormat's medium style does in ${language}`, async () => {
      const t = await translator(language);
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
      for (let month = 0; month < 12; month += 1)
        for (const day of [1, 9, 28]) {
          const date = new Date(2026, month, day, 23, 30);
          expect(formatDay(t, date)).toBe(intl.format(date));
        }
      const leap = new Date(2028, 1, 29);
      expect(formatDay(t, leap)).toBe(intl.format(leap));
    });
  }
});
