import { benefitNameIn, isBenefitId, type Language } from '@benefits/domain';

/** The programs applied for, named in the applicant's language (email and receipt). */
export function benefitNames(ids: readonly string[], language: Language): string[] {
  return ids.filter(isBenefitId).map((id) => benefitNameIn(id, language));
}
