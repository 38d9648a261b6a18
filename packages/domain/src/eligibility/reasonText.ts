import type { ApplicantLanguage } from '../catalogs/languages.js';
import { reasonTemplatesAr } from './reasons/ar.js';
import { reasonTemplatesEn } from './reasons/en.js';
import { reasonTemplatesEs } from './reasons/es.js';
import { reasonTemplatesFr } from './reasons/fr.js';
import { reasonTemplatesHt } from './reasons/ht.js';
import { reasonTemplatesKo } from './reasons/ko.js';
import { reasonTemplatesPt } from './reasons/pt.js';
import { reasonTemplatesRu } from './reasons/ru.js';
import { reasonTemplatesTl } from './reasons/tl.js';
import type { ReasonTemplates } from './reasons/types.js';
import { reasonTemplatesVi } from './reasons/vi.js';
import { reasonTemplatesZh } from './reasons/zh.js';
import type { EstimateReason, HouseholdEstimate } from './types.js';

// The reasons in plain words, in the eleven languages, with the numbers (one file per language
// in ./reasons). Always "may" and "estimate": the agency decides. Dollars are written the US way
// in every language ($1,234.50), as the agencies' translated notices write them.
const money = (value: unknown) =>
  `$${Number(value).toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(Number(value)) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

const catalogs: Readonly<Record<ApplicantLanguage, ReasonTemplates>> = {
  en: reasonTemplatesEn(money),
  es: reasonTemplatesEs(money),
  zh: reasonTemplatesZh(money),
  vi: reasonTemplatesVi(money),
  ko: reasonTemplatesKo(money),
  tl: reasonTemplatesTl(money),
  ru: reasonTemplatesRu(money),
  ar: reasonTemplatesAr(money),
  ht: reasonTemplatesHt(money),
  fr: reasonTemplatesFr(money),
  pt: reasonTemplatesPt(money),
};

export const ESTIMATE_REASON_CODES: readonly string[] = Object.keys(catalogs.en);

export function reasonText(reason: EstimateReason, language: ApplicantLanguage): string {
  const template = (
    catalogs[language] as Readonly<Record<string, ReasonTemplates[keyof ReasonTemplates]>>
  )[reason.code];
  if (!template) throw new Error(`No text for reason ${reason.code}`);
  return template(reason.values ?? {});
}

/** The estimate as the endpoint sends it: reasons worded in the language. */
export function renderEstimate(estimate: HouseholdEstimate, language: ApplicantLanguage) {
  return {
    asOf: estimate.asOf,
    programs: estimate.programs.map((program) => ({
      program: program.program,
      eligible: program.eligible,
      monthlyAmount: program.monthlyAmount,
      members: program.members,
      reasons: program.reasons.map((reason) => reasonText(reason, language)),
      sources: program.sources,
    })),
  };
}
