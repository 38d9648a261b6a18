import { type DocumentKind, type DocumentType, documentTypeForKind } from '@benefits/domain';

/**
 * What the analyzer recognises, by the domain kind each is stored as, with its plain name in
 * summaries ('your pay stub'). Finer than the domain's DocumentKind: the 1099s, Social Security
 * letters and leases are told apart here because they carry different income categories.
 */
const classesByKind = {
  pay_stub: { pay_stub: 'pay stub' },
  w2: { w2: 'W-2 form' },
  form_1099: {
    form_1099_nec: '1099-NEC form',
    form_1099_misc: '1099-MISC form',
    form_1099_g: '1099-G form',
    form_1099_int: '1099-INT form',
    form_1099_r: '1099-R form',
  },
  benefit_letter: { ssa_benefit: 'Social Security letter', benefit_letter: 'benefit letter' },
  bank_statement: { bank_statement: 'bank statement' },
  id_card: { photo_id: 'photo ID' },
  other: { lease: 'lease', other: 'document' },
} as const satisfies Record<DocumentKind, Record<string, string>>;

type ClassesByKind = typeof classesByKind;
export type DocumentClass = { [Kind in DocumentKind]: keyof ClassesByKind[Kind] }[DocumentKind];

const classes = Object.entries(classesByKind).flatMap(([kind, labels]) =>
  Object.entries(labels).map(([name, label]) => ({ name, kind, label })),
) as { name: DocumentClass; kind: DocumentKind; label: string }[];

export const documentClasses = classes.map((entry) => entry.name) as [
  DocumentClass,
  ...DocumentClass[],
];

/** The domain kind each class is stored as. */
export const domainKindForClass = Object.fromEntries(
  classes.map((entry) => [entry.name, entry.kind]),
) as Readonly<Record<DocumentClass, DocumentKind>>;

/** Plain names used in summaries ('your pay stub'). */
export const documentClassLabels = Object.fromEntries(
  classes.map((entry) => [entry.name, entry.label]),
) as Readonly<Record<DocumentClass, string>>;

/** The kinds whose documents state income items (a bank statement lists deposits instead). */
const incomeKinds: ReadonlySet<DocumentKind> = new Set([
  'pay_stub',
  'w2',
  'form_1099',
  'benefit_letter',
]);

/** Whether a document of this class states income items. */
export function statesIncome(documentClass: DocumentClass): boolean {
  return incomeKinds.has(domainKindForClass[documentClass]);
}

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
