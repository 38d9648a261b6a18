import { describe, expect, it } from 'vitest';
import { benefitTypes } from '../catalogs/benefits.js';
import { incomeCategories } from '../catalogs/incomeCategories.js';
import { assessRisk } from '../risk/assessRisk.js';
import { enhancedFinancialSummary } from '../summaries/enhancedFinancialSummary.js';
import { financialSummary } from '../summaries/financialSummary.js';
import { applicationsResponseSchema } from './applications.js';
import { benefitTypesResponseSchema, incomeCategoriesResponseSchema } from './catalogs.js';
import { applicationIdQuerySchema, idParamsSchema } from './common.js';
import { documentsResponseSchema } from './documents.js';
import { expensesResponseSchema } from './expenses.js';
import { incomeEntriesResponseSchema } from './incomeEntries.js';
import { riskAssessmentSchema } from './risk.js';
import { enhancedFinancialSummarySchema, financialSummarySchema } from './summaries.js';

const entry = {
  id: 1,
  applicationId: 7,
  categoryId: 1,
  category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
  source: 'Acme',
  amount: '50',
  frequency: 'monthly' as const,
  isW2Income: true,
  dontKnowAmount: false,
  comment: null,
  confidence: null,
  hoursPerWeek: null,
  verification: null,
  createdAt: '2026-01-01',
};
const expense = {
  id: 2,
  incomeEntryId: 1,
  expenseType: 'transportation' as const,
  description: 'Miles',
  amount: 0,
  frequency: 'monthly' as const,
  notes: null,
  hasReceipt: false,
  isMileageExpense: true,
  milesPerWeek: 10,
  mileageType: 'business' as const,
  mileageRate: 70,
  createdAt: '2026-01-01',
};

describe('response schemas match what the domain produces', () => {
  it('catalog routes (SPEC 7)', () => {
    expect(benefitTypesResponseSchema.parse(benefitTypes)).toEqual(benefitTypes);
    expect(incomeCategoriesResponseSchema.parse(incomeCategories)).toEqual(incomeCategories);
  });

  it('financial summaries (SPEC 3)', () => {
    expect(financialSummarySchema.safeParse(financialSummary([entry])).success).toBe(true);
    const enhanced = enhancedFinancialSummary({
      entries: [entry],
      expenses: [expense],
      taxYear: 2025,
      analysis: {
        extractedData: {
          income: [{ source: 'Acme', amount: 60, frequency: 'monthly' }],
          expenses: [{ category: 'transportation', amount: 5, frequency: 'monthly' }],
        },
      },
    });
    const parsed = enhancedFinancialSummarySchema.safeParse(enhanced);
    expect(parsed.error).toBeUndefined();
  });

  it('risk (DESIGN GET /api/applications/{id}/risk)', () => {
    const risk = assessRisk({
      entries: [entry, entry],
      expenses: [expense],
      documents: [],
      taxYear: 2025,
    });
    expect(risk.flags.length).toBeGreaterThan(3);
    expect(riskAssessmentSchema.parse(risk)).toEqual(risk);
  });

  it('query and params', () => {
    expect(applicationIdQuerySchema.parse({ applicationId: '9' })).toEqual({ applicationId: 9 });
    expect(idParamsSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(idParamsSchema.parse({ id: '5' })).toEqual({ id: 5 });
    expect(idParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });

  it.each([true, null, undefined, '', 'a', 0, -1, 1.5, '12345678901', 3e9])(
    'an id of %j is refused with the field message',
    (id) => {
      const result = applicationIdQuerySchema.safeParse({ applicationId: id });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['applicationIdMissing']);
    },
  );

  it('lists (GET routes)', () => {
    expect(incomeEntriesResponseSchema.parse([entry])).toEqual([entry]);
    expect(expensesResponseSchema.parse([expense])).toEqual([expense]);
    expect(documentsResponseSchema.parse([])).toEqual([]);
    expect(applicationsResponseSchema.parse([])).toEqual([]);
  });
});
