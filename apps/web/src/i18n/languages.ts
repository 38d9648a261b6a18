import {
  applicantLanguages,
  isLanguage,
  type Language,
  languageOfTag,
  supportedLanguages,
} from '@benefits/domain';

export { isLanguage, type Language, supportedLanguages };

/**
 * Each language is offered in its own name (an applicant who cannot read English must
 * still find Español), so these names are the same in every catalog and live here.
 */
export const languageOptions = Object.fromEntries(
  applicantLanguages
    .filter((language) => isLanguage(language.code))
    .map((language) => [language.code, { nativeName: language.name, dir: language.dir }]),
) as Record<Language, { nativeName: string; dir: 'ltr' | 'rtl' }>;

export const LANGUAGE_STORAGE_KEY = 'benefits.language';

export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The same choice as a cookie, so the server sends the page already written in that language
 * (issue 21: the first screen is prerendered in each language, decision 0620). It holds only
 * the language code.
 */
export const LANGUAGE_COOKIE = 'benefits_language';

function languageCookie(): string | undefined {
  return globalThis.document?.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}

export function rememberLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (private browsing); the choice then lasts for this visit.
  }
  if (globalThis.document && languageCookie() !== language)
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value; no Cookie Store API in older phones' browsers.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A choice remembered before the cookie existed gets its cookie too. */
export function syncLanguageCookie() {
  const stored = storedLanguage();
  if (stored && languageCookie() !== stored) rememberLanguage(stored);
}

/** The remembered choice, else the browser's first supported preference, else English. */
export function pickInitialLanguage(
  stored: Language | null,
  preferences: readonly string[] = [],
): Language {
  if (stored) return stored;
  for (const preference of preferences) {
    const language = languageOfTag(preference);
    if (language) return language;
  }
  return 'en';
}
