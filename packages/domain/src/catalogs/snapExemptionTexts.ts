import type { SnapTimeLimitRule } from '../rules/snapWork.js';
import { fillTemplate } from './afterSubmissionTexts.js';
import type { ApplicantLanguage } from './languages.js';
import { snapExemptionTextsAr } from './snapExemptions/ar.js';
import { snapExemptionTextsEn } from './snapExemptions/en.js';
import { snapExemptionTextsEs } from './snapExemptions/es.js';
import { snapExemptionTextsFr } from './snapExemptions/fr.js';
import { snapExemptionTextsHt } from './snapExemptions/ht.js';
import { snapExemptionTextsKo } from './snapExemptions/ko.js';
import { snapExemptionTextsPt } from './snapExemptions/pt.js';
import { snapExemptionTextsRu } from './snapExemptions/ru.js';
import { snapExemptionTextsTl } from './snapExemptions/tl.js';
import type { SnapExemptionTexts } from './snapExemptions/types.js';
import { snapExemptionTextsVi } from './snapExemptions/vi.js';
import { snapExemptionTextsZh } from './snapExemptions/zh.js';

export type { SnapExemptionTexts } from './snapExemptions/types.js';

/** The SNAP time limit's exemptions in every language (one file per language in ./snapExemptions). */
export const snapExemptionTexts: Readonly<Record<ApplicantLanguage, SnapExemptionTexts>> = {
  en: snapExemptionTextsEn,
  es: snapExemptionTextsEs,
  zh: snapExemptionTextsZh,
  vi: snapExemptionTextsVi,
  ko: snapExemptionTextsKo,
  tl: snapExemptionTextsTl,
  ru: snapExemptionTextsRu,
  ar: snapExemptionTextsAr,
  ht: snapExemptionTextsHt,
  fr: snapExemptionTextsFr,
  pt: snapExemptionTextsPt,
};

// The items contain commas, so the list is split by semicolons, in each script's own.
const separators: Readonly<Record<ApplicantLanguage, string>> = {
  en: '; ',
  es: '; ',
  zh: '；',
  vi: '; ',
  ko: '; ',
  tl: '; ',
  ru: '; ',
  ar: '؛ ',
  ht: '; ',
  fr: ' ; ',
  pt: '; ',
};

/** A time-limit rule's exemptions as words in one language, in the rule's order. */
export function snapExemptionList(rule: SnapTimeLimitRule, language: ApplicantLanguage): string[] {
  const texts = snapExemptionTexts[language];
  return rule.exemptions.map((id) => fillTemplate(texts[id], { childUnder: rule.childUnder }));
}

/** The list as one text, as the chat's article quotes it. */
export function snapExemptionListText(
  rule: SnapTimeLimitRule,
  language: ApplicantLanguage,
): string {
  return snapExemptionList(rule, language).join(separators[language]);
}
