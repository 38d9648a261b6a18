import { z } from 'zod';
import { workHoursBases } from '../summaries/workHours.js';
import { workRequirementBands } from '../summaries/workRequirement.js';
import { expenseSchema } from './expenses.js';
import { incomeEntrySchema } from './incomeEntries.js';

// SPEC 3 financial summary and enhanced financial summary, as the API returns them
// (GET /api/financial-summary/{applicationId}, GET /api/enhanced-financial-summary/{id}).
// Amounts are dollars with at most two decimals; monthly unless named annual.

const workRequirementSchema = z.object({
  band: z.enum(workRequirementBands),
  label: z.string(),
  showAlert: z.boolean(),
});

const summaryTotals = {
  totalMonthlyIncome: z.number(),
  totalAnnualIncome: z.number(),
  workIncome: z.number(),
  workIncomeAnnual: z.number(),
  workHoursPerWeek: z.number(),
  workHoursPerMonth: z.number(),
  workHoursBasis: z.enum(workHoursBases),
  workRequirement: workRequirementSchema,
};

export const summaryEntrySchema = incomeEntrySchema.extend({ monthlyAmount: z.number() });

export const financialSummarySchema = z.object({
  entries: z.array(summaryEntrySchema),
  ...summaryTotals,
});
export type FinancialSummaryResponse = z.infer<typeof financialSummarySchema>;

export const summaryExpenseSchema = expenseSchema.extend({ monthlyAmount: z.number() });

export const entryWithExpensesSchema = summaryEntrySchema.extend({
  expenses: z.array(summaryExpenseSchema),
  totalExpenses: z.number(),
  netIncome: z.number(),
});

export const aiExtractedDataSchema = z.object({
  incomeAmounts: z.array(
    z.object({
      source: z.string(),
      documentSource: z.string().nullable(),
      extractedAmount: z.number(),
      reportedAmount: z.number().nullable(),
      matchedEntryId: z.union([z.number(), z.string()]).nullable(),
      discrepancy: z.boolean(),
      confidence: z.number(),
    }),
  ),
  expenseAmounts: z.array(
    z.object({
      type: z.string(),
      description: z.string(),
      extractedAmount: z.number(),
      confidence: z.number(),
    }),
  ),
});

export const mileageSummarySchema = z.object({
  taxYear: z.number().int(),
  centsPerMile: z.number(),
  source: z.string(),
  isFallbackRate: z.boolean(),
  deductions: z.array(
    z.object({
      expenseId: z.union([z.number(), z.string()]).nullable(),
      incomeEntryId: z.union([z.number(), z.string()]),
      description: z.string(),
      milesPerWeek: z.number(),
      centsPerMile: z.number(),
      monthlyDeduction: z.number(),
      annualDeduction: z.number(),
    }),
  ),
  totalMonthlyDeduction: z.number(),
  totalAnnualDeduction: z.number(),
});

const ruleSourceSchema = z.object({ title: z.string(), url: z.string() });

const programIncomeLineSchema = z.object({
  id: z.union([z.number(), z.string()]).nullable(),
  source: z.string(),
  categoryId: z.number().int(),
  monthlyAmount: z.number(),
  costsTakenOff: z.number(),
  countedAmount: z.number(),
  note: z.enum([
    'counted',
    'costsOff',
    'workCostsNotOff',
    'notCounted',
    'childSupport',
    'amountUnknown',
  ]),
});

/** Issue 18 item 4: what SNAP and what Medicaid/CHIP count (summaries/programIncome.ts). */
export const programIncomeViewsSchema = z.object({
  asOf: z.string(),
  snap: z.object({
    lines: z.array(programIncomeLineSchema),
    earnedIncome: z.number(),
    unearnedIncome: z.number(),
    grossIncome: z.number(),
    earnedIncomeDeductionPercent: z.number(),
    earnedIncomeDeduction: z.number(),
    householdSize: z.number().int(),
    standardDeduction: z.number().nullable(),
    incomeAfterDeductions: z.number().nullable(),
    sources: z.array(ruleSourceSchema),
  }),
  medicaid: z.object({
    lines: z.array(programIncomeLineSchema),
    monthlyIncome: z.number(),
    annualIncome: z.number(),
    sources: z.array(ruleSourceSchema),
  }),
});

export const enhancedFinancialSummarySchema = z.object({
  entries: z.array(entryWithExpensesSchema),
  entriesWithExpenses: z.array(entryWithExpensesSchema),
  ...summaryTotals,
  totalGrossMonthlyIncome: z.number(),
  totalGrossAnnualIncome: z.number(),
  totalMonthlyExpenses: z.number(),
  totalAnnualExpenses: z.number(),
  totalNetMonthlyIncome: z.number(),
  totalNetAnnualIncome: z.number(),
  incomeSourcesCount: z.number().int(),
  expenseEntriesCount: z.number().int(),
  totalWorkHours: z.number(),
  expenseRatioPercent: z.number().nullable(),
  mileage: mileageSummarySchema,
  aiExtractedData: aiExtractedDataSchema.nullable(),
  /** Step 11 only (the server adds it with the day's rule figures). */
  programs: programIncomeViewsSchema.optional(),
});
export type EnhancedFinancialSummaryResponse = z.infer<typeof enhancedFinancialSummarySchema>;
