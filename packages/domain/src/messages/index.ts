import { type ValidationMessageKey, validationMessagesEn } from './en.js';
import { validationMessagesEs } from './es.js';
import type { Language } from './languages.js';

export { type ValidationMessageKey, validationMessagesEn } from './en.js';
export { validationMessagesEs } from './es.js';

export { isLanguage, type Language, supportedLanguages } from './languages.js';

const catalogs: Record<Language, Record<ValidationMessageKey, string>> = {
  en: validationMessagesEn,
  es: validationMessagesEs,
};

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}

/** Text for a schema's message key; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: Language = 'en'): string {
  const catalog = catalogs[language];
  return isValidationMessageKey(key) ? catalog[key] : catalog.requestInvalid;
}
