import { type DocumentKind, type DocumentType, documentTypeForKind } from '@benefits/domain';

interface ClassFacts {
  /** The domain kind it is stored as. */
  kind: DocumentKind;
  /** Its plain name in summaries ('your pay stub'). */
  label: string;
  /** Whether it states income items (a document of this class with none needs a look). */
  statesIncome: boolean;
}

/**
 * What the analyzer recognises. Finer than the domain's DocumentKind (which the server
 * stores): the three 1099s, Social Security letters and leases are told apart here because
 * they carry different income categories.
 */
const classFacts = {
  pay_stub: { kind: 'pay_stub', label: 'pay stub', statesIncome: true },
  w2: { kind: 'w2', label: 'W-2 form', statesIncome: true },
  form_1099_nec: { kind: 'form_1099', label: '1099-NEC form', statesIncome: true },
  form_1099_misc: { kind: 'form_1099', label: '1099-MISC form', statesIncome: true },
  form_1099_g: { kind: 'form_1099', label: '1099-G form', statesIncome: true },
  form_1099_int: { kind: 'form_1099', label: '1099-INT form', statesIncome: true },
  form_1099_r: { kind: 'form_1099', label: '1099-R form', statesIncome: true },
  ssa_benefit: { kind: 'benefit_letter', label: 'Social Security letter', statesIncome: true },
  benefit_letter: { kind: 'benefit_letter', label: 'benefit letter', statesIncome: true },
  bank_statement: { kind: 'bank_statement', label: 'bank statement', statesIncome: false },
  lease: { kind: 'other', label: 'lease', statesIncome: false },
  photo_id: { kind: 'id_card', label: 'photo ID', statesIncome: false },
  other: { kind: 'other', label: 'document', statesIncome: false },
} as const satisfies Record<string, ClassFacts>;

export type DocumentClass = keyof typeof classFacts;
export const documentClasses = Object.keys(classFacts) as [DocumentClass, ...DocumentClass[]];

function byClass<Value>(
  pick: (facts: ClassFacts) => Value,
): Readonly<Record<DocumentClass, Value>> {
  const entries = Object.entries(classFacts) as [DocumentClass, ClassFacts][];
  return Object.fromEntries(entries.map(([name, facts]) => [name, pick(facts)])) as Record<
    DocumentClass,
    Value
  >;
}

/** The domain kind each class is stored as. */
export const domainKindForClass = byClass((facts) => facts.kind);

/** Plain names used in summaries ('your pay stub'). */
export const documentClassLabels = byClass((facts) => facts.label);

/** Whether a document of this class states income items. */
export const statesIncome = byClass((facts) => facts.statesIncome);

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
