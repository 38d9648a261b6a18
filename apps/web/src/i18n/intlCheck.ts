import { intlLocale } from '@benefits/domain';
import { createInstance, type TFunction } from 'i18next';
import { languagesWithTexts, wholeCatalog } from './allCatalogs';
import type { Language } from './languages';

// For the tests of formatDay and joinList: every language with texts, its translator, and
// whether CLDR (Intl) has data for it. Haitian Creole has none: Intl falls back to English, so
// its words are its translator's.
export const formatLanguages = ['en', ...languagesWithTexts] as Language[];

export function intlKnows(language: string): boolean {
  return (
    new Intl.DateTimeFormat(intlLocale(language)).resolvedOptions().locale.split('-')[0] !== 'en' ||
    language === 'en'
  );
}

export async function translatorFor(language: Language): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: wholeCatalog(language) } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
