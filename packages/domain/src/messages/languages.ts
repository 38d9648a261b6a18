// The interface languages, apart from the message catalogs: the web app's first load needs the
// list without the messages (issue 21). They are the eleven applicant languages, each offered.
import {
  type ApplicantLanguage,
  applicantLanguageCodes,
  isApplicantLanguage,
} from '../catalogs/languages.js';

export const supportedLanguages = applicantLanguageCodes;
export type Language = ApplicantLanguage;

export function isLanguage(value: unknown): value is Language {
  return isApplicantLanguage(value);
}

/**
 * The interface language a BCP 47 tag asks for ('es-MX' -> 'es'), or null. Browsers name
 * Tagalog's standard form Filipino (fil).
 */
export function languageOfTag(tag: string): Language | null {
  const base = tag.trim().toLowerCase().replace(/-.*/s, '');
  const language = base === 'fil' ? 'tl' : base;
  return isLanguage(language) ? language : null;
}
