import { type BenefitId, benefitTypeById, benefitTypes } from './benefits.js';
import { incomeCategories, incomeCategoryName } from './incomeCategories.js';
import { type ApplicantLanguage, isApplicantLanguage } from './languages.js';
import type { NamedText } from './namedText.js';
import { benefitTextsAr, incomeCategoryTextsAr } from './names/ar.js';
import { benefitTextsFr, incomeCategoryTextsFr } from './names/fr.js';
import { benefitTextsHt, incomeCategoryTextsHt } from './names/ht.js';
import { benefitTextsKo, incomeCategoryTextsKo } from './names/ko.js';
import { benefitTextsPt, incomeCategoryTextsPt } from './names/pt.js';
import { benefitTextsRu, incomeCategoryTextsRu } from './names/ru.js';
import { benefitTextsTl, incomeCategoryTextsTl } from './names/tl.js';
import { benefitTextsVi, incomeCategoryTextsVi } from './names/vi.js';
import { benefitTextsZh, incomeCategoryTextsZh } from './names/zh.js';
import { benefitTextsEs, incomeCategoryTextsEs } from './spanishNames.js';

export { benefitTextsAr, incomeCategoryTextsAr } from './names/ar.js';
export { benefitTextsFr, incomeCategoryTextsFr } from './names/fr.js';
export { benefitTextsHt, incomeCategoryTextsHt } from './names/ht.js';
export { benefitTextsKo, incomeCategoryTextsKo } from './names/ko.js';
export { benefitTextsPt, incomeCategoryTextsPt } from './names/pt.js';
export { benefitTextsRu, incomeCategoryTextsRu } from './names/ru.js';
export { benefitTextsTl, incomeCategoryTextsTl } from './names/tl.js';
export { benefitTextsVi, incomeCategoryTextsVi } from './names/vi.js';
// The names and descriptions of the programs and income categories in every language: one
// source for the web's catalogs, the server's email and receipt, and the chat assistant. The web
// loads one language at a time: it imports `benefitTexts<Xx>` alone (one module per language,
// ./names/<code>.ts; Spanish in spanishNames.ts).
export { benefitTextsZh, incomeCategoryTextsZh } from './names/zh.js';

const benefitTextsEn: Readonly<Record<BenefitId, NamedText>> = Object.fromEntries(
  benefitTypes.map(({ id, name, description }) => [id, { name, description }]),
) as Record<BenefitId, NamedText>;

const incomeCategoryTextsEn: Readonly<Record<number, NamedText>> = Object.fromEntries(
  incomeCategories.map(({ id, name, description }) => [id, { name, description }]),
);

export const benefitTextsByLanguage: Readonly<
  Record<ApplicantLanguage, Readonly<Record<BenefitId, NamedText>>>
> = {
  en: benefitTextsEn,
  es: benefitTextsEs,
  zh: benefitTextsZh,
  vi: benefitTextsVi,
  ko: benefitTextsKo,
  tl: benefitTextsTl,
  ru: benefitTextsRu,
  ar: benefitTextsAr,
  ht: benefitTextsHt,
  fr: benefitTextsFr,
  pt: benefitTextsPt,
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsByLanguage: Readonly<
  Record<ApplicantLanguage, Readonly<Record<number, NamedText>>>
> = {
  en: incomeCategoryTextsEn,
  es: incomeCategoryTextsEs,
  zh: incomeCategoryTextsZh,
  vi: incomeCategoryTextsVi,
  ko: incomeCategoryTextsKo,
  tl: incomeCategoryTextsTl,
  ru: incomeCategoryTextsRu,
  ar: incomeCategoryTextsAr,
  ht: incomeCategoryTextsHt,
  fr: incomeCategoryTextsFr,
  pt: incomeCategoryTextsPt,
};

/** The word for an income category that is not on the list (English: 'Other'). */
const otherIncome: Readonly<Record<ApplicantLanguage, string>> = {
  en: 'Other',
  es: 'Otro',
  zh: '其他',
  vi: 'Khác',
  ko: '기타',
  tl: 'Iba pa',
  ru: 'Другое',
  ar: 'أخرى',
  ht: 'Lòt',
  fr: 'Autre',
  pt: 'Outro',
};

/** A program's name in the applicant's language (English for a language not offered). */
export function benefitNameIn(id: BenefitId, language: string): string {
  return isApplicantLanguage(language)
    ? benefitTextsByLanguage[language][id].name
    : benefitTypeById[id].name;
}

/** An income category's name in the applicant's language ('Other' for an unknown id). */
export function incomeCategoryNameIn(id: number, language: string): string {
  if (!isApplicantLanguage(language)) return incomeCategoryName(id);
  return incomeCategoryTextsByLanguage[language][id]?.name ?? otherIncome[language];
}
