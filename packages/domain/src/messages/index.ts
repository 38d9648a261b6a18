import type { ApplicantLanguage } from '../catalogs/languages.js';
import { validationMessagesByLanguage } from './byLanguage.js';
import { type ValidationMessageKey, validationMessagesEn } from './en.js';

export { validationMessagesAr } from './ar.js';
export { validationMessagesByLanguage } from './byLanguage.js';
export { type ValidationMessageKey, validationMessagesEn } from './en.js';
export { validationMessagesEs } from './es.js';
export { validationMessagesFr } from './fr.js';
export { validationMessagesHt } from './ht.js';
export { validationMessagesKo } from './ko.js';
export { isLanguage, type Language, languageOfTag, supportedLanguages } from './languages.js';
export { validationMessagesPt } from './pt.js';
export { validationMessagesRu } from './ru.js';
export { validationMessagesTl } from './tl.js';
export { validationMessagesVi } from './vi.js';
export { validationMessagesZh } from './zh.js';

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}

/** Text for a schema's message key; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: ApplicantLanguage = 'en'): string {
  const catalog = validationMessagesByLanguage[language];
  return isValidationMessageKey(key) ? catalog[key] : catalog.requestInvalid;
}
