import type { ApplicantLanguage } from '../catalogs/languages.js';
import { validationMessagesAr } from './ar.js';
import { type ValidationMessageKey, validationMessagesEn } from './en.js';
import { validationMessagesEs } from './es.js';
import { validationMessagesFr } from './fr.js';
import { validationMessagesHt } from './ht.js';
import { validationMessagesKo } from './ko.js';
import { validationMessagesPt } from './pt.js';
import { validationMessagesRu } from './ru.js';
import { validationMessagesTl } from './tl.js';
import { validationMessagesVi } from './vi.js';
import { validationMessagesZh } from './zh.js';

/**
 * Every language's validation messages, for the server (it answers in any language). The web
 * loads one language at a time: it imports `validationMessages<Xx>` alone, one module each.
 */
export const validationMessagesByLanguage: Readonly<
  Record<ApplicantLanguage, Readonly<Record<ValidationMessageKey, string>>>
> = {
  en: validationMessagesEn,
  es: validationMessagesEs,
  zh: validationMessagesZh,
  vi: validationMessagesVi,
  ko: validationMessagesKo,
  tl: validationMessagesTl,
  ru: validationMessagesRu,
  ar: validationMessagesAr,
  ht: validationMessagesHt,
  fr: validationMessagesFr,
  pt: validationMessagesPt,
};
