import { benefitTextsEs, benefitTypes } from '@benefits/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { joinList } from './joinList';
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

const names = {
  en: benefitTypes.map((benefit) => benefit.name),
  es: Object.values(benefitTextsEs).map((benefit) => benefit.name),
};
// Spanish's "e" before an "i" sound, and the words that keep "y" (hie-, hia-).
const words = ['Iowa', 'ingresos', 'hijos', 'hielo', 'hiato', 'Hi', 'hospital', 'Yuma'];

describe('joinList (decision 0800)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`joins names as Intl.ListFormat does in ${language}`, async () => {
      const t = await translator(language);
      const intl = new Intl.ListFormat(language, { type: 'conjunction' });
      const lists = [
        [],
        ...names[language].map((name) => [name]),
        names[language].slice(0, 2),
        names[language].slice(0, 3),
        names[language],
        ...words.map((word) => [names[language][0] as string, word]),
        ...words.map((word) => [...names[language].slice(0, 2), word]),
      ];
      for (const list of lists) expect(joinList(t, list)).toBe(intl.format(list));
    });
  }
});
