import {
  type ApplicantLanguage,
  benefitNameIn,
  isBenefitId,
  isLanguage,
  type Language,
} from '@benefits/domain';

/** The programs applied for, named in the applicant's language (email and receipt). */
export function benefitNames(ids: readonly string[], language: Language): string[] {
  return ids.filter(isBenefitId).map((id) => benefitNameIn(id, language));
}

/**
 * The language of packages/domain's own texts (attestations, next steps, program names): the
 * applicant's when the domain speaks it, else English, until the lead switches the domain's
 * Language to the 11 codes (then this is the applicant's language).
 */
export function domainLanguage(language: ApplicantLanguage): Language {
  return isLanguage(language) ? language : 'en';
}
