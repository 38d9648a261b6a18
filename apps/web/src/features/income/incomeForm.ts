import {
  type AmountLanguage,
  amountToCents,
  formatTypedAmount,
  hoursPerWeekAllowed,
  type IncomeEntry,
  type IncomeEntryFormInput,
  type IncomeFrequency,
  incomeEntryFormSchema,
  showsWorkClassification,
  typedAmountForSchema,
  WAGES_CATEGORY_ID,
} from '@benefits/domain';

// The income form's fields as typed, and how they become the domain's form input. The rules
// (required, amounts, "Don't know exact amount" sending '0', hours) are the domain schema's.
// The amount is typed by the interface language's rules (`1.320,12` in Spanish) and sent as
// `1320.12`, as the API has always taken it (docs/decisions/0060). The language defaults to
// English only for callers that show no amount.

export type WorkType = 'w2' | 'other';

export interface IncomeFormValues {
  source: string;
  amount: string;
  frequency: IncomeFrequency;
  workType: WorkType;
  dontKnowAmount: boolean;
  comment: string;
  hoursPerWeek: string;
  /** Issue 18: the household member whose income it is ('' : the applicant). */
  memberId: string;
}

export interface IncomeFormOptions {
  categoryId: number;
  needsWorkVerification: boolean;
}

/** What the form shows for this category (SPEC 4 and DESIGN). */
export function incomeFormFields(options: IncomeFormOptions) {
  return {
    workType: showsWorkClassification(options.categoryId, options.needsWorkVerification),
    hours: hoursPerWeekAllowed(options.categoryId),
  };
}

/** A new entry: frequency monthly (SPEC 5); a job's pay starts as W-2, other work as 1099. */
export function emptyIncomeForm(categoryId: number, memberId = ''): IncomeFormValues {
  return {
    memberId,
    source: '',
    amount: '',
    frequency: 'monthly',
    workType: categoryId === WAGES_CATEGORY_ID ? 'w2' : 'other',
    dontKnowAmount: false,
    comment: '',
    hoursPerWeek: '',
  };
}

/** An entry being edited, as the form shows it. */
export function incomeFormFromEntry(
  entry: IncomeEntry,
  language: AmountLanguage = 'en',
  applicantId = '',
): IncomeFormValues {
  return {
    memberId: entry.memberId ?? applicantId,
    source: entry.source,
    amount: entry.dontKnowAmount ? '' : formatTypedAmount(amountToCents(entry.amount), language),
    frequency: entry.frequency,
    workType: entry.isW2Income ? 'w2' : 'other',
    dontKnowAmount: entry.dontKnowAmount,
    comment: entry.comment ?? '',
    hoursPerWeek: entry.hoursPerWeek === null ? '' : String(entry.hoursPerWeek),
  };
}

/** The domain form input: the W-2 answer only counts when the choice is shown. */
export function toIncomeFormInput(
  values: IncomeFormValues,
  options: IncomeFormOptions,
  language: AmountLanguage = 'en',
): IncomeEntryFormInput {
  const fields = incomeFormFields(options);
  return {
    source: values.source,
    amount: values.dontKnowAmount ? '' : typedAmountForSchema(values.amount, language).amount,
    frequency: values.frequency,
    isW2Income: fields.workType ? values.workType === 'w2' : false,
    dontKnowAmount: values.dontKnowAmount,
    comment: values.comment,
    ...(fields.hours ? { hoursPerWeek: values.hoursPerWeek } : {}),
  };
}

export type IncomeFormField = keyof IncomeFormValues;

/** Which field of the form a schema issue belongs to. */
export function formFieldOf(path: PropertyKey | undefined): IncomeFormField | undefined {
  switch (path) {
    case 'source':
    case 'amount':
    case 'frequency':
    case 'dontKnowAmount':
    case 'comment':
    case 'hoursPerWeek':
    case 'memberId':
      return path;
    case 'isW2Income':
      return 'workType';
    default:
      return undefined;
  }
}

/** Checks the form with the domain schema; errors carry the domain's message keys. */
export function validateIncomeForm(
  values: IncomeFormValues,
  options: IncomeFormOptions,
  language: AmountLanguage = 'en',
) {
  const result = incomeEntryFormSchema.safeParse(toIncomeFormInput(values, options, language));
  const typed = values.dontKnowAmount
    ? { amount: '' }
    : typedAmountForSchema(values.amount, language);
  if (result.success && !typed.problem) return { ok: true as const, data: result.data };
  // Letters, a third decimal or unclear marks: said in the applicant's words, not "invalid".
  const errors: Partial<Record<IncomeFormField, string>> = typed.problem
    ? { amount: typed.problem }
    : {};
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false as const, errors };
}
