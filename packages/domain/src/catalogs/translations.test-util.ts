import { expect } from 'vitest';
import { type ApplicantLanguage, applicantLanguageCodes } from './languages.js';

// Shared checks for the texts kept in every applicant language (issue 20).

/** The languages other than English, each checked against English. */
export const translatedLanguages = applicantLanguageCodes.filter(
  (code): code is Exclude<ApplicantLanguage, 'en'> => code !== 'en',
);

/** `{{days}}` and `{x}` marks, sorted: a translation keeps exactly English's. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\w+\}\}|\{\w+\}/g)].map((match) => match[0]).sort();
}

/** The runs of digits, sorted: `1,320.12`, `1.320,12` and `1 320,12` all give 1, 12, 320. */
export function digitRuns(text: string): string[] {
  return (text.match(/\d+/g) ?? []).sort();
}

/** Names that stay as written in every language (COMMON: the agencies keep them). */
const names = new Set(['WIC', 'CHIP', 'SNAP', 'TANF', 'Medicaid']);

/**
 * A translated string checked against its English: not empty, the same marks and the same
 * numbers, and not left in English (program names aside).
 */
export function expectTranslated(english: string, translated: string, where: string): void {
  expect(translated.trim(), where).not.toBe('');
  expect(placeholders(translated), where).toEqual(placeholders(english));
  expect(digitRuns(translated), where).toEqual(digitRuns(english));
  if (!names.has(english)) expect(translated, where).not.toBe(english);
}

/** Every string of a nested text object, keyed by its dotted path. */
export function leaves(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}
