import {
  type AmountLanguage,
  type Cost,
  formatTypedAmount,
  type HomeCosts,
  type HomeCostsInput,
  type HousingKind,
  homeCostsSchema,
  type IncomeFrequency,
  parseAmount,
  type Resources,
  type ResourcesInput,
  resourcesSchema,
  typedAmountForSchema,
  type UtilityBill,
} from '@benefits/domain';
import type { z } from 'zod';

// The home costs and resources steps' forms: what was typed, read by the interface language's
// rules, then checked with the domain's schema (the same one the server checks the body with).

export interface CostText {
  amount: string;
  frequency: IncomeFrequency;
}

export const costFields = [
  'housingCost',
  'propertyTax',
  'homeInsurance',
  'dependentCare',
  'childSupportPaid',
  'medical',
] as const;
export type CostFieldName = (typeof costFields)[number];

export interface HomeCostsForm extends Record<CostFieldName, CostText> {
  housing: HousingKind | null;
  utilityBills: UtilityBill[];
  utilitiesInRent: boolean;
}

/** A field's problem: a key of the validation catalog, by field name ('housing', 'medical'). */
export type FormErrors = Partial<Record<string, string>>;
export type Checked<Body> = { ok: true; body: Body } | { ok: false; errors: FormErrors };

const blank: CostText = { amount: '', frequency: 'monthly' };

const amountText = (amount: string | null, language: AmountLanguage) => {
  const parsed = parseAmount(amount);
  return parsed.ok ? formatTypedAmount(parsed.cents, language) : '';
};

const costText = (cost: Cost | null, language: AmountLanguage): CostText =>
  cost ? { amount: amountText(cost.amount, language), frequency: cost.frequency } : blank;

/** The form as the saved answers fill it (or empty). */
export function homeCostsFormOf(
  saved: HomeCosts | null | undefined,
  language: AmountLanguage,
): HomeCostsForm {
  const costs = Object.fromEntries(
    costFields.map((field) => [field, costText(saved?.[field] ?? null, language)]),
  ) as Record<CostFieldName, CostText>;
  return {
    ...costs,
    housing: saved?.housing ?? null,
    utilityBills: saved ? [...saved.utilityBills] : [],
    utilitiesInRent: saved?.utilitiesInRent ?? false,
  };
}

/** Each schema issue on the form field it belongs to (the first part of its path), first kept. */
function errorsOf(error: z.ZodError, extra: FormErrors = {}): FormErrors {
  const errors: FormErrors = { ...extra };
  for (const issue of error.issues) {
    const field = issue.path.slice(0, issue.path[0] === 'other' ? 3 : 1).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks the form; the body is what PUT /api/applications/:id/home-costs takes. */
export function checkHomeCosts(
  form: HomeCostsForm,
  language: AmountLanguage,
): Checked<HomeCostsInput> {
  const problems: FormErrors = {};
  const cost = (field: CostFieldName) => {
    const text = form[field];
    // A cost left blank is not paid, except rent or a home loan, which the schema asks for.
    if (text.amount.trim() === '') return null;
    const read = typedAmountForSchema(text.amount, language);
    if (read.problem) problems[field] = read.problem;
    return { amount: read.amount, frequency: text.frequency };
  };
  const parsed = homeCostsSchema.safeParse({
    housing: form.housing,
    housingCost: form.housing === 'none' ? null : cost('housingCost'),
    propertyTax: form.housing === 'rent' ? null : cost('propertyTax'),
    homeInsurance: form.housing === 'rent' ? null : cost('homeInsurance'),
    utilityBills: form.utilityBills,
    utilitiesInRent: form.housing === 'rent' && form.utilitiesInRent,
    dependentCare: cost('dependentCare'),
    childSupportPaid: cost('childSupportPaid'),
    medical: cost('medical'),
  });
  // What the schema gives back is also what it takes: the body is the checked answers.
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: parsed.success ? problems : errorsOf(parsed.error, problems) };
}

export interface ResourcesForm {
  checking: string;
  savings: string;
  cash: string;
  other: { kind: string; amount: string }[];
  migrantOrSeasonalFarmWorker: boolean | null;
}

export function resourcesFormOf(
  saved: Resources | null | undefined,
  language: AmountLanguage,
): ResourcesForm {
  return {
    checking: amountText(saved?.checking ?? null, language),
    savings: amountText(saved?.savings ?? null, language),
    cash: amountText(saved?.cash ?? null, language),
    other: (saved?.other ?? []).map((item) => ({
      kind: item.kind,
      amount: amountText(item.amount, language),
    })),
    migrantOrSeasonalFarmWorker: saved?.migrantOrSeasonalFarmWorker ?? null,
  };
}

/** Checks the form; the body is what PUT /api/applications/:id/resources takes. */
export function checkResources(
  form: ResourcesForm,
  language: AmountLanguage,
): Checked<ResourcesInput> {
  const problems: FormErrors = {};
  const read = (field: string, text: string) => {
    const typed = typedAmountForSchema(text, language);
    if (typed.problem) problems[field] = typed.problem;
    return typed.amount;
  };
  const parsed = resourcesSchema.safeParse({
    checking: read('checking', form.checking),
    savings: read('savings', form.savings),
    cash: read('cash', form.cash),
    other: form.other.map((item, index) => ({
      kind: item.kind,
      amount: read(`other.${index}.amount`, item.amount),
    })),
    migrantOrSeasonalFarmWorker: form.migrantOrSeasonalFarmWorker,
  });
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: parsed.success ? problems : errorsOf(parsed.error, problems) };
}
