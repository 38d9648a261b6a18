import { type DocumentKind, type DocumentType, documentTypeForKind } from '@benefits/domain';

/**
 * What the analyzer recognises. Finer than the domain's DocumentKind (which the server
 * stores): the three 1099s, Social Security letters and leases are told apart here because
 * they carry different income categories.
 */
export const documentClasses = [
  'pay_stub',
  'w2',
  'form_1099_nec',
  'form_1099_misc',
  'form_1099_g',
  'form_1099_int',
  'form_1099_r',
  'ssa_benefit',
  'benefit_letter',
  'bank_statement',
  'lease',
  'photo_id',
  'other',
] as const;
export type DocumentClass = (typeof documentClasses)[number];

/** The domain kind each class is stored as. */
export const domainKindForClass: Readonly<Record<DocumentClass, DocumentKind>> = {
  pay_stub: 'pay_stub',
  w2: 'w2',
  form_1099_nec: 'form_1099',
  form_1099_misc: 'form_1099',
  form_1099_g: 'form_1099',
  form_1099_int: 'form_1099',
  form_1099_r: 'form_1099',
  ssa_benefit: 'benefit_letter',
  benefit_letter: 'benefit_letter',
  bank_statement: 'bank_statement',
  lease: 'other',
  photo_id: 'id_card',
  other: 'other',
};

/** Plain names used in summaries ('your pay stub'). */
export const documentClassLabels: Readonly<Record<DocumentClass, string>> = {
  pay_stub: 'pay stub',
  w2: 'W-2 form',
  form_1099_nec: '1099-NEC form',
  form_1099_misc: '1099-MISC form',
  form_1099_g: '1099-G form',
  form_1099_int: '1099-INT form',
  form_1099_r: '1099-R form',
  ssa_benefit: 'Social Security letter',
  benefit_letter: 'benefit letter',
  bank_statement: 'bank statement',
  lease: 'lease',
  photo_id: 'photo ID',
  other: 'document',
};

/**
 * The document type (SPEC 3) of a class, through the domain's map. A lease that shows rental
 * income the applicant receives counts as proof of income.
 */
export function documentTypeForClass(
  documentClass: DocumentClass,
  hasIncome = false,
): DocumentType {
  if (documentClass === 'lease' && hasIncome) return 'income_verification';
  return documentTypeForKind[domainKindForClass[documentClass]];
}
