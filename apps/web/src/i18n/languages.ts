import { isLanguage, type Language, supportedLanguages } from '@benefits/domain';

export { isLanguage, type Language, supportedLanguages };

/**
 * Each language is offered in its own name (an applicant who cannot read English must
 * still find Español), so these names are the same in every catalog and live here.
 */
export const languageOptions: Record<Language, { nativeName: string; dir: 'ltr' | 'rtl' }> = {
  en: { nativeName: 'English', dir: 'ltr' },
  es: { nativeName: 'Español', dir: 'ltr' },
};

export const LANGUAGE_STORAGE_KEY = 'benefits.language';

export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (private browsing); the choice then lasts for this visit.
  }
}

/** The remembered choice, else the browser's first supported preference, else English. */
export function pickInitialLanguage(
  stored: Language | null,
  preferences: readonly string[] = [],
): Language {
  if (stored) return stored;
  for (const preference of preferences) {
    const base = preference.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
