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

type OtherLanguage = Exclude<Language, 'en'>;

const loaders: Record<OtherLanguage, () => Promise<{ default: object }>> = {
  es: () => import('./esCore'),
};

// Steps 8-13 and the application view have their own texts, loaded with those pages
// (English's come with their chunks: wizardTexts.ts).
const wizardTextLoaders: Record<OtherLanguage, () => Promise<{ default: object }>> = {
  es: () => import('./esWizard'),
};
let wizardTextsWanted = false;
const wizardTextsLoaded = new Set<Language>(['en']);

/**
 * Loads the later wizard steps' texts in a language (the current one by default) before
 * the wizard or the view shows, and from then on with every language switch.
 */
export async function loadWizardTexts(language: Language = currentLanguage()) {
  wizardTextsWanted = true;
  if (language === 'en' || wizardTextsLoaded.has(language)) return;
  const texts = await wizardTextLoaders[language]();
  i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  wizardTextsLoaded.add(language);
}

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
  if (wizardTextsWanted) await loadWizardTexts(language);
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
