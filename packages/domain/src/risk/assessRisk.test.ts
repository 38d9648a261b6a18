import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesArb, expensesArb } from '../summaries/arbitraries.test-util.js';
import {
  assessRisk,
  duplicateSourceFlags,
  EXPENSE_RATIO_LIMIT_PERCENT,
  expenseRatioFlags,
  HIGH_INCOME_MONTHLY_CENTS,
  highIncomeFlags,
  LOW_INCOME_MONTHLY_CENTS,
  lowIncomeFlags,
  missingDocumentFlags,
  requestedDocumentTypes,
} from './assessRisk.js';

const allDocuments = [{ type: 'income_verification' }, { type: 'identity_verification' }];

function entry(amount: string | number, frequency: string, source = 'Acme', id?: number) {
  return { id, categoryId: 1, source, amount, frequency };
}

describe('risk thresholds (SPEC 9)', () => {
  it('are 20000 high, 100 low, 0.8 expense ratio', () => {
    expect(HIGH_INCOME_MONTHLY_CENTS).toBe(2_000_000);
    expect(LOW_INCOME_MONTHLY_CENTS).toBe(10_000);
    expect(EXPENSE_RATIO_LIMIT_PERCENT).toBe(80);
  });
});

describe('duplicate sources (SPEC 5: same name, trimmed, case-insensitive: Medium)', () => {
  it('flags each repeated name once', () => {
    const flags = duplicateSourceFlags([
      entry(1000, 'monthly', 'Acme', 1),
      entry(1000, 'monthly', ' ACME ', 2),
      entry(1000, 'monthly', 'Diner', 3),
      entry(1000, 'monthly', 'acme', 4),
      entry(1000, 'monthly', '  ', 5),
      entry(1000, 'monthly', '', 6),
    ]);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      id: 'duplicate_income_source:acme',
      type: 'duplicate_income_source',
      category: 'income',
      concernLevel: 'Medium',
      affectedData: { source: 'Acme', entryIds: ['1', '2', '4'] },
      autoResolvable: true,
    });
    expect(flags[0]?.description).toBe(
      'You listed "Acme" 3 times. If it is the same income, it would be counted more than once.',
    );
  });

  it('uses positions when entries have no id', () => {
    const flags = duplicateSourceFlags([entry(1, 'monthly', 'A'), entry(1, 'monthly', 'a')]);
    expect(flags[0]?.affectedData.entryIds).toEqual(['#1', '#2']);
  });
});

describe('high income (SPEC 5: monthly equivalent over 20000: High, per source)', () => {
  it.each([
    ['20000', 'monthly', false],
    ['20000.01', 'monthly', true],
    ['240000', 'annual', false],
    ['240000.12', 'annual', true],
    // weekly x 4.33: 4618.93 x 4.33 = 19999.97; 4618.94 x 4.33 = 20000.01
    ['4618.93', 'weekly', false],
    ['4618.94', 'weekly', true],
    // bi-weekly x 2.17: 9216.58 x 2.17 = 19999.98; 9216.59 x 2.17 = 20000.0003
    ['9216.58', 'bi-weekly', false],
    ['9216.59', 'biweekly', true],
  ])('%s %s: flagged %s', (amount, frequency, flagged) => {
    expect(highIncomeFlags([entry(amount, frequency, 'Acme', 7)])).toHaveLength(flagged ? 1 : 0);
  });

  it('describes the flag in plain words', () => {
    const [flag] = highIncomeFlags([entry('6000', 'weekly', 'Acme', 7)]);
    expect(flag).toEqual({
      id: 'high_income:7',
      type: 'high_income',
      category: 'income',
      description:
        'Your income from "Acme" comes to about $25,980.00 a month. Amounts over $20,000 a month are checked by a caseworker.',
      concernLevel: 'High',
      affectedData: {
        entryId: '7',
        source: 'Acme',
        amount: 6000,
        frequency: 'weekly',
        monthlyEquivalent: 25980,
      },
      recommendation: expect.stringContaining('pay stub'),
      autoResolvable: false,
    });
  });

  it('flags each source separately', () => {
    expect(
      highIncomeFlags([entry(30000, 'monthly', 'A', 1), entry(30000, 'monthly', 'B', 2)]),
    ).toHaveLength(2);
  });
});

describe('low income (SPEC 5: monthly-frequency income below 100: Medium)', () => {
  it.each([
    ['99.99', 'monthly', false, true],
    ['0', 'monthly', false, true],
    ['100', 'monthly', false, false],
    ['50', 'weekly', false, false],
    ['50', 'annual', false, false],
    ['0', 'monthly', true, false],
  ])('%s %s (dontKnow %s): flagged %s', (amount, frequency, dontKnowAmount, flagged) => {
    const flags = lowIncomeFlags([{ ...entry(amount, frequency), dontKnowAmount }]);
    expect(flags).toHaveLength(flagged ? 1 : 0);
  });

  it('describes the flag in plain words', () => {
    const [flag] = lowIncomeFlags([entry('45', 'monthly', 'Tips', 3)]);
    expect(flag).toMatchObject({
      id: 'low_income:3',
      concernLevel: 'Medium',
      description:
        'Your income from "Tips" is $45.00 a month. That is less than $100 a month, so please make sure the amount is right.',
      affectedData: { entryId: '3', source: 'Tips', amount: 45, frequency: 'monthly' },
    });
  });
});

describe('expense ratio (SPEC 5: total expenses over 80 percent of income: High)', () => {
  const income = [entry('1000', 'monthly', 'Gig', 1)];
  const cost = (amount: number | string, frequency = 'monthly') => ({
    incomeEntryId: 1,
    expenseType: 'insurance',
    amount,
    frequency,
  });

  it.each([
    [[cost(800)], false],
    [[cost('800.01')], true],
    [[cost(500), cost(300)], false],
    [[cost(500), cost(3600.12, 'annual')], true],
    [[], false],
  ])('%j: flagged %s', (expenses, flagged) => {
    expect(expenseRatioFlags(income, expenses, 2025)).toHaveLength(flagged ? 1 : 0);
  });

  it('uses the risk conversion for income (weekly x 4.33)', () => {
    // $100/week = $433 by the risk conversion (433.33 by the summary one); 80% = 346.40
    const weekly = [entry('100', 'weekly', 'Gig', 1)];
    expect(expenseRatioFlags(weekly, [cost('346.40')], 2025)).toHaveLength(0);
    expect(expenseRatioFlags(weekly, [cost('346.41')], 2025)).toHaveLength(1);
  });

  it('flags expenses with no income at all', () => {
    const [flag] = expenseRatioFlags([], [cost(10)], 2025);
    expect(flag).toMatchObject({
      id: 'high_expense_ratio',
      category: 'expenses',
      concernLevel: 'High',
      description:
        'Your business expenses ($10.00 a month) are more than 80% of your income ($0.00 a month).',
      affectedData: { monthlyExpenses: 10, monthlyIncome: 0 },
    });
  });
});

describe('missing documents (SPEC 5: each missing type: High)', () => {
  it.each([
    [[], ['income_verification', 'identity_verification']],
    [[{ type: 'identity_verification' }], ['income_verification']],
    [[{ type: 'income_verification' }, { type: 'other' }], ['identity_verification']],
    [allDocuments, []],
    [
      [{ type: null }, {}],
      ['income_verification', 'identity_verification'],
    ],
  ])('%j -> %j', (documents, missing) => {
    const flags = missingDocumentFlags(documents);
    expect(flags.map((f) => f.affectedData.documentType)).toEqual(missing);
    for (const flag of flags) {
      expect(flag).toMatchObject({
        concernLevel: 'High',
        category: 'documents',
        autoResolvable: true,
      });
      expect(flag.description.length).toBeGreaterThan(20);
      expect(flag.recommendation).toMatch(/^Upload/);
    }
  });
});

// Issue 18: a "High" risk for a missing ID that no step ever asked for.
describe('only documents the application asked for count as missing', () => {
  it.each([
    ['no income: nothing was asked for', [], []],
    [
      'income: proof of income was asked for, an ID was not',
      [entry(900, 'monthly', 'Acme', 1)],
      ['income_verification'],
    ],
  ] as const)('%s', (_, entries, requested) => {
    expect(requestedDocumentTypes(entries)).toEqual(requested);
    const result = assessRisk({ entries, expenses: [], documents: [], taxYear: 2025 });
    expect(result.flags.map((flag) => flag.affectedData.documentType)).toEqual(requested);
    expect(result.flags.some((flag) => flag.id === 'missing_document:identity_verification')).toBe(
      false,
    );
  });

  it('flags a missing ID once a step asks for one', () => {
    const result = assessRisk({
      entries: [],
      expenses: [],
      documents: [],
      taxYear: 2025,
      requestedDocuments: ['identity_verification'],
    });
    expect(result.flags.map((flag) => flag.id)).toEqual(['missing_document:identity_verification']);
  });
});

describe('assessRisk (SPEC 5)', () => {
  it('is valid and Low with clean data', () => {
    expect(
      assessRisk({
        entries: [entry(3000, 'monthly', 'Acme', 1)],
        expenses: [],
        documents: allDocuments,
        taxYear: 2025,
      }),
    ).toEqual({ flags: [], overallRisk: 'Low', valid: true });
  });

  it('combines every rule', () => {
    const result = assessRisk({
      entries: [
        entry(3000, 'monthly', 'Acme', 1),
        entry(50, 'monthly', 'acme', 2),
        entry(25000, 'monthly', 'Lottery', 3),
      ],
      expenses: [
        { incomeEntryId: 1, expenseType: 'insurance', amount: 30000, frequency: 'monthly' },
      ],
      documents: [],
      taxYear: 2025,
    });
    expect(result.flags.map((f) => f.id)).toEqual([
      'duplicate_income_source:acme',
      'high_income:3',
      'low_income:2',
      'high_expense_ratio',
      'missing_document:income_verification',
    ]);
    expect(result.overallRisk).toBe('High');
    expect(result.valid).toBe(false);
  });

  it('is Medium with one or two Medium flags only', () => {
    const result = assessRisk({
      entries: [entry(50, 'monthly', 'A', 1), entry(60, 'monthly', 'B', 2)],
      expenses: [],
      documents: allDocuments,
      taxYear: 2025,
    });
    expect(result.overallRisk).toBe('Medium');
  });

  it('property: never throws, ids are unique, numbers are finite', () => {
    fc.assert(
      fc.property(
        entriesArb().chain((list) => fc.tuple(fc.constant(list), expensesArb(list.length))),
        fc.subarray(allDocuments),
        ([entries, expenses], documents) => {
          const result = assessRisk({ entries, expenses, documents, taxYear: 2025 });
          expect(new Set(result.flags.map((f) => f.id)).size).toBe(result.flags.length);
          expect(result.valid).toBe(result.flags.length === 0);
          for (const flag of result.flags) {
            for (const value of Object.values(flag.affectedData)) {
              if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
            }
            expect(flag.description).not.toMatch(/NaN|Infinity|undefined/);
          }
        },
      ),
    );
  });
});
