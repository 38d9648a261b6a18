import { type ValidationMessageKey, validationMessagesEn } from './en.js';
import { validationMessagesEs } from './es.js';

export { type ValidationMessageKey, validationMessagesEn } from './en.js';
export { validationMessagesEs } from './es.js';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

const catalogs: Record<Language, Record<ValidationMessageKey, string>> = {
  en: validationMessagesEn,
  es: validationMessagesEs,
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}

/** Text for a schema's message key; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: Language = 'en'): string {
  const catalog = catalogs[language];
  return isValidationMessageKey(key) ? catalog[key] : catalog.requestInvalid;
}
