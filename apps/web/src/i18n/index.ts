import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api';
import type { enCatalog } from './en';
import { enCoreCatalog } from './enCore';
import {
  type Language,
  languageOptions,
  pickInitialLanguage,
  rememberLanguage,
  storedLanguage,
  supportedLanguages,
} from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enCatalog };
  }
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  es: () => import('./es'),
};

async function loadLanguage(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalog = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', catalog.default, true, true);
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = languageOptions[language].dir;
  setApiLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (supportedLanguages as readonly string[]).includes(language)
    ? (language as Language)
    : 'en';
}

/** Switch the interface language, loading its catalog first, and remember the choice. */
export async function changeLanguage(language: Language) {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  rememberLanguage(language);
  applyDocumentLanguage(language);
}

export async function setupI18n() {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enCoreCatalog } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const initial = pickInitialLanguage(storedLanguage(), globalThis.navigator?.languages ?? []);
  if (initial !== 'en') {
    try {
      await loadLanguage(initial);
      await i18n.changeLanguage(initial);
    } catch {
      // The catalog did not load (offline): English is complete, so carry on in English.
    }
  }
  applyDocumentLanguage(currentLanguage());
}

export default i18n;
