import { z } from 'zod';
import { STATE_CODES } from '../rules/regions.js';

// Issue 17: request and response of POST /api/eligibility/estimate, shared by browser and server.
// Messages are keys of the validation catalog (packages/domain/src/messages).
const money = z
  .number({ message: 'amountInvalid' })
  .min(0, 'amountInvalid')
  .max(10_000_000, 'amountInvalid');
const flag = z.boolean({ message: 'requestInvalid' }).default(false);

export const estimateRelationships = [
  'self',
  'spouse',
  'child',
  'parent',
  'other_relative',
  'other',
] as const;
export const estimateIncomeKinds = [
  'wages',
  'self_employment',
  'social_security',
  'ssi',
  'unemployment',
  'child_support',
  'alimony',
  'pension',
  'veterans',
  'workers_comp',
  'other_unearned',
] as const;
export const estimateFrequencies = [
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'yearly',
] as const;
export const estimateUtilities = [
  'heating_cooling',
  'utilities_no_heat',
  'phone_only',
  'none',
  'included_in_rent',
] as const;

export const estimateMemberSchema = z.object({
  age: z
    .number({ message: 'ageInvalid' })
    .int('ageInvalid')
    .min(0, 'ageInvalid')
    .max(130, 'ageInvalid'),
  relationship: z.enum(estimateRelationships, { message: 'relationshipInvalid' }),
  pregnant: flag,
  postpartum: flag,
  breastfeeding: flag,
  disabled: flag,
  blind: flag,
  student: flag,
  citizenship: z
    .enum(['citizen', 'qualified_immigrant', 'other'], { message: 'requestInvalid' })
    .default('citizen'),
  receivesSsi: flag,
  receivesTanf: flag,
});

export const estimateIncomeSchema = z.object({
  member: z
    .number({ message: 'incomeMemberInvalid' })
    .int('incomeMemberInvalid')
    .min(0, 'incomeMemberInvalid'),
  kind: z.enum(estimateIncomeKinds, { message: 'incomeSourceRequired' }),
  amount: money,
  frequency: z.enum(estimateFrequencies, { message: 'frequencyInvalid' }),
});

export const estimateExpensesSchema = z.object({
  rent: money.default(0),
  mortgage: money.default(0),
  propertyTax: money.default(0),
  homeInsurance: money.default(0),
  utilities: z.enum(estimateUtilities, { message: 'requestInvalid' }).default('none'),
  dependentCare: money.default(0),
  childSupportPaid: money.default(0),
  medical: money.default(0),
});

export const estimateRequestSchema = z
  .object({
    state: z.enum(STATE_CODES, { message: 'stateInvalid' }),
    asOf: z.iso.date({ message: 'dateInvalid' }).optional(),
    members: z.array(estimateMemberSchema).min(1, 'membersRequired').max(20, 'membersRequired'),
    incomes: z.array(estimateIncomeSchema).max(100, 'requestInvalid').default([]),
    expenses: estimateExpensesSchema.optional(),
    assets: money.optional(),
  })
  .superRefine((request, context) => {
    request.incomes.forEach((income, index) => {
      if (income.member >= request.members.length)
        context.addIssue({
          code: 'custom',
          message: 'incomeMemberInvalid',
          path: ['incomes', index, 'member'],
        });
    });
  });

export type EstimateRequest = z.infer<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
export type EstimateMember = z.infer<typeof estimateMemberSchema>;
export type EstimateIncome = z.infer<typeof estimateIncomeSchema>;
export type EstimateExpenses = z.infer<typeof estimateExpensesSchema>;

export const estimatePrograms = ['snap', 'medicaid', 'chip', 'wic', 'tanf'] as const;
export type EstimateProgram = (typeof estimatePrograms)[number];

export const estimateSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  effective: z.string(),
});

export const estimateResponseSchema = z.object({
  asOf: z.string(),
  programs: z.array(
    z.object({
      program: z.enum(estimatePrograms),
      eligible: z.boolean().nullable(),
      monthlyAmount: z.number().nullable(),
      members: z.array(z.number().int()),
      reasons: z.array(z.string()),
      sources: z.array(estimateSourceSchema),
    }),
  ),
});
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;
