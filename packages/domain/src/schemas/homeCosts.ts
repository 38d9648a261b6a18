import { z } from 'zod';
import { incomeFrequencies, normalizeFrequency } from '../catalogs/frequencies.js';
import { centsToAmountText, parseAmount } from '../money/amount.js';
import { requiredTextField, textField } from './fields.js';

// Issue 18 item 1: housing and care costs and resources (money in the bank and cash), one
// schema each for the web's form, the request body (PUT /api/applications/:id/home-costs and
// /resources) and the stored jsonb columns. Amounts are decimal text ('1234.50'), as the
// income form sends them after reading what was typed by the language's rules.

/** An amount: required, at least 0, to the cent; out: '1234.50'. */
const amountField = z.union([textField(), z.number()], 'amountInvalid').transform((value, ctx) => {
  const parsed = parseAmount(value);
  if (parsed.ok) return centsToAmountText(parsed.cents);
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

/** An amount that may be left blank (null: none). */
const optionalAmountField = z
  .union([textField(), z.number(), z.null()], 'amountInvalid')
  .optional()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = parseAmount(value);
    if (parsed.ok) return centsToAmountText(parsed.cents);
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });

/** How often a cost is paid: the income frequencies (weekly, every 2 weeks, monthly, yearly). */
const costFrequencyField = textField('costFrequencyInvalid').transform((value, ctx) => {
  const frequency = normalizeFrequency(value);
  if (frequency) return frequency;
  ctx.addIssue({ code: 'custom', message: 'costFrequencyInvalid' });
  return z.NEVER;
});

/** A cost and how often it is paid. */
export const costSchema = z.object({ amount: amountField, frequency: costFrequencyField });
export type Cost = z.output<typeof costSchema>;

const optionalCost = costSchema.nullable().default(null);

/** Rent, a mortgage (a home loan), or neither. */
export const housingKinds = ['rent', 'mortgage', 'none'] as const;
export type HousingKind = (typeof housingKinds)[number];

/**
 * Bills the household pays apart from the rent (7 CFR 273.9(d)(6)(ii)(C)): heating or cooling
 * (including electricity used for it), electricity, water and sewer, trash, cooking fuel, phone.
 */
export const utilityBills = [
  'heating_cooling',
  'electricity',
  'water_sewer',
  'trash',
  'cooking_fuel',
  'phone',
] as const;
export type UtilityBill = (typeof utilityBills)[number];

export const homeCostsSchema = z
  .object({
    housing: z.enum(housingKinds, 'housingRequired'),
    /** The rent or the mortgage payment; required with rent or a mortgage. */
    housingCost: optionalCost,
    propertyTax: optionalCost,
    homeInsurance: optionalCost,
    utilityBills: z
      .array(z.enum(utilityBills, 'requestInvalid'), 'requestInvalid')
      .max(utilityBills.length, 'requestInvalid')
      .default([])
      .transform((bills) => utilityBills.filter((bill) => bills.includes(bill))),
    /** Some or all of the bills are part of the rent. */
    utilitiesInRent: z.boolean('requestInvalid').default(false),
    /** Care for a child or an adult who needs it, so someone can work, look for work or study. */
    dependentCare: optionalCost,
    /** Child support someone in the home must pay by law (a court or agency order). */
    childSupportPaid: optionalCost,
    /** Medical costs of anyone in the home who is 60 or older or has a disability. */
    medical: optionalCost,
  })
  .superRefine((costs, ctx) => {
    if (costs.housing !== 'none' && costs.housingCost === null)
      ctx.addIssue({ code: 'custom', message: 'housingCostRequired', path: ['housingCost'] });
  })
  .transform((costs) => (costs.housing === 'none' ? { ...costs, housingCost: null } : costs));
export type HomeCostsInput = z.input<typeof homeCostsSchema>;
export type HomeCosts = z.output<typeof homeCostsSchema>;

/** One tap: "I don't pay rent or any of these". */
export const NO_HOME_COSTS: HomeCostsInput = { housing: 'none' };

export const resourceSchema = z.object({
  /** What it is, in the applicant's words: "Savings bond", "Stocks". */
  kind: requiredTextField('resourceKindRequired', 100),
  amount: amountField,
});

export const resourcesSchema = z.object({
  checking: optionalAmountField,
  savings: optionalAmountField,
  cash: optionalAmountField,
  other: z.array(resourceSchema, 'requestInvalid').max(20, 'requestInvalid').default([]),
  /** Someone in the home is a migrant or seasonal farm worker (7 CFR 273.2(i)(1)(iii)). */
  migrantOrSeasonalFarmWorker: z.boolean('requestInvalid').nullable().default(null),
});
export type ResourcesInput = z.input<typeof resourcesSchema>;
export type Resources = z.output<typeof resourcesSchema>;

/** One tap: "No money in the bank". */
export const NO_RESOURCES: ResourcesInput = {};

// The answers as the API returns them (no transforms: a response is encoded, not parsed).
const storedCost = z.object({ amount: textField(), frequency: z.enum(incomeFrequencies) });

export const homeCostsResponseSchema = z.object({
  housing: z.enum(housingKinds),
  housingCost: storedCost.nullable(),
  propertyTax: storedCost.nullable(),
  homeInsurance: storedCost.nullable(),
  utilityBills: z.array(z.enum(utilityBills)),
  utilitiesInRent: z.boolean(),
  dependentCare: storedCost.nullable(),
  childSupportPaid: storedCost.nullable(),
  medical: storedCost.nullable(),
}) satisfies z.ZodType<HomeCosts>;

export const resourcesResponseSchema = z.object({
  checking: textField().nullable(),
  savings: textField().nullable(),
  cash: textField().nullable(),
  other: z.array(z.object({ kind: textField(), amount: textField() })),
  migrantOrSeasonalFarmWorker: z.boolean().nullable(),
}) satisfies z.ZodType<Resources>;
