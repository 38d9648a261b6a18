import { describe, expect, it } from 'vitest';
import type { ExpenseLike } from './expenseAmounts.js';
import type { IncomeEntryLike } from './financialSummary.js';
import { type ProgramIncomeNote, programIncomeViews } from './programIncome.js';

// Issue 18 item 4. Each case names the rule it checks:
// SNAP: 7 CFR 273.9(b) (earned and unearned income; child support received is unearned income,
// 273.9(b)(2)(iii)), 273.9(d)(1) standard deduction, 273.9(d)(2) 20 % earned income deduction,
// 273.11(a) self-employment business costs. FY 2026 standard deduction for 1-3 people in the
// 48 states and DC: $209 (USDA FNS COLA memo of August 13, 2025); FY 2027: $217.
// Medicaid/CHIP: 42 CFR 435.603(e) MAGI = the tax return's AGI plus some additions; child support
// received is not taxable, so it is not MAGI income (HealthCare.gov "What to include as income";
// IRS Publication 525); veterans' benefits are not MAGI income; employee business expenses such
// as mileage are not deductible for W-2 pay since 2018 (26 U.S.C. 67(g)); Schedule C business
// costs, mileage included, come off self-employment income.

const FY2026 = '2025-11-01';

function entry(over: Partial<IncomeEntryLike> & { id: number }): IncomeEntryLike {
  return {
    categoryId: 1,
    source: `Source ${over.id}`,
    amount: '1000',
    frequency: 'monthly',
    isW2Income: true,
    ...over,
  };
}

const mileage = (incomeEntryId: number, milesPerWeek: number): ExpenseLike => ({
  id: 100 + incomeEntryId,
  incomeEntryId,
  expenseType: 'transportation',
  description: 'Miles for work',
  isMileageExpense: true,
  milesPerWeek,
  mileageRate: 70,
});

const cost = (incomeEntryId: number, amount: number): ExpenseLike => ({
  id: 200 + incomeEntryId,
  incomeEntryId,
  expenseType: 'supplies',
  description: 'Supplies',
  amount,
  frequency: 'monthly',
});

interface Case {
  name: string;
  rule: string;
  entries: IncomeEntryLike[];
  expenses?: ExpenseLike[];
  snap: { earned: number; unearned: number; gross: number; earnedDeduction: number; after: number };
  snapNotes: ProgramIncomeNote[];
  magi: number;
  magiNotes: ProgramIncomeNote[];
}

const cases: Case[] = [
  {
    name: 'a W-2 worker: all pay counts; SNAP takes 20 % and the standard deduction',
    rule: '7 CFR 273.9(d)(1)-(2); 42 CFR 435.603(e)',
    entries: [entry({ id: 1, amount: '2000' })],
    snap: { earned: 2000, unearned: 0, gross: 2000, earnedDeduction: 400, after: 1391 },
    snapNotes: ['counted'],
    magi: 2000,
    magiNotes: ['counted'],
  },
  {
    name: 'a W-2 worker with mileage: the miles come off neither program',
    rule: '7 CFR 273.9(d)(2) (the 20 % covers work costs); 26 U.S.C. 67(g)',
    entries: [entry({ id: 1, amount: '2000' })],
    expenses: [mileage(1, 100)],
    snap: { earned: 2000, unearned: 0, gross: 2000, earnedDeduction: 400, after: 1391 },
    snapNotes: ['workCostsNotOff'],
    magi: 2000,
    magiNotes: ['workCostsNotOff'],
  },
  {
    name: 'a gig driver (self-employed) with mileage: the miles come off both',
    rule: '7 CFR 273.11(a)(4); Schedule C costs in AGI (42 CFR 435.603(e))',
    // 100 miles a week x 52 / 12 x $0.70 = $303.33 a month.
    entries: [entry({ id: 1, categoryId: 2, amount: '2000', isW2Income: false })],
    expenses: [mileage(1, 100)],
    snap: { earned: 1696.67, unearned: 0, gross: 1696.67, earnedDeduction: 339.33, after: 1148.34 },
    snapNotes: ['costsOff'],
    magi: 1696.67,
    magiNotes: ['costsOff'],
  },
  {
    name: 'a parent with pay and child support: SNAP counts the child support, Medicaid does not',
    rule: '7 CFR 273.9(b)(2)(iii); 42 CFR 435.603(e) and IRS Pub. 525 (child support not income)',
    entries: [entry({ id: 1, amount: '1500' }), entry({ id: 2, categoryId: 16, amount: '400' })],
    snap: { earned: 1500, unearned: 400, gross: 1900, earnedDeduction: 300, after: 1391 },
    snapNotes: ['counted', 'counted'],
    magi: 1500,
    magiNotes: ['counted', 'childSupport'],
  },
  {
    name: 'Social Security counts for both; veterans benefits only for SNAP',
    rule: '7 CFR 273.9(b)(2)(ii); 42 CFR 435.603(e)(2) (all Social Security) and 36B(d)(2)',
    entries: [
      entry({ id: 1, categoryId: 3, amount: '1100' }),
      entry({ id: 2, categoryId: 8, amount: '300' }),
    ],
    snap: { earned: 0, unearned: 1400, gross: 1400, earnedDeduction: 0, after: 1191 },
    snapNotes: ['counted', 'counted'],
    magi: 1100,
    magiNotes: ['counted', 'notCounted'],
  },
  {
    name: 'student aid and a one-time inheritance count for neither',
    rule: '7 CFR 273.9(c)(3) and (c)(8); 42 CFR 435.603(e)(3)',
    entries: [
      entry({ id: 1, categoryId: 11, amount: '500' }),
      entry({ id: 2, categoryId: 18, amount: '5000' }),
    ],
    snap: { earned: 0, unearned: 0, gross: 0, earnedDeduction: 0, after: 0 },
    snapNotes: ['notCounted', 'notCounted'],
    magi: 0,
    magiNotes: ['notCounted', 'notCounted'],
  },
  {
    name: 'rental income: its costs come off; an unknown amount is not guessed',
    rule: '7 CFR 273.11(a)(4) and 273.9(b)(1)(ii); Schedule E costs in AGI',
    entries: [
      entry({ id: 1, categoryId: 5, amount: '900' }),
      entry({ id: 2, amount: null, dontKnowAmount: true }),
    ],
    expenses: [cost(1, 150)],
    snap: { earned: 0, unearned: 750, gross: 750, earnedDeduction: 0, after: 541 },
    snapNotes: ['costsOff', 'amountUnknown'],
    magi: 750,
    magiNotes: ['costsOff', 'amountUnknown'],
  },
];

describe('programIncomeViews (issue 18 item 4)', () => {
  it.each(cases)('$name ($rule)', (c) => {
    const views = programIncomeViews({
      entries: c.entries,
      expenses: c.expenses ?? [],
      taxYear: 2025,
      asOf: FY2026,
    });
    expect(views.snap).toMatchObject({
      earnedIncome: c.snap.earned,
      unearnedIncome: c.snap.unearned,
      grossIncome: c.snap.gross,
      earnedIncomeDeduction: c.snap.earnedDeduction,
      earnedIncomeDeductionPercent: 20,
      standardDeduction: 209,
      incomeAfterDeductions: c.snap.after,
      householdSize: 1,
    });
    expect(views.snap.lines.map((line) => line.note)).toEqual(c.snapNotes);
    expect(views.medicaid.monthlyIncome).toBe(c.magi);
    expect(views.medicaid.annualIncome).toBeCloseTo(c.magi * 12, 2);
    expect(views.medicaid.lines.map((line) => line.note)).toEqual(c.magiNotes);
  });

  it('never counts more than an entry brings in, and costs never make income negative', () => {
    const views = programIncomeViews({
      entries: [entry({ id: 1, categoryId: 2, amount: '100', isW2Income: false })],
      expenses: [cost(1, 500)],
      taxYear: 2025,
      asOf: FY2026,
    });
    expect(views.snap.lines[0]).toMatchObject({ costsTakenOff: 100, countedAmount: 0 });
    expect(views.medicaid.monthlyIncome).toBe(0);
  });

  it("uses the day's fiscal year, the household size and the state's region", () => {
    const input = { entries: [entry({ id: 1 })], expenses: [], taxYear: 2026 };
    expect(programIncomeViews({ ...input, asOf: '2026-11-25' }).snap.standardDeduction).toBe(217);
    expect(
      programIncomeViews({ ...input, asOf: FY2026, householdSize: 4 }).snap.standardDeduction,
    ).toBe(223);
    expect(programIncomeViews({ ...input, asOf: FY2026, state: 'AK' }).snap.standardDeduction).toBe(
      358,
    );
  });

  it('says it does not know when the rule table has no figure for the day', () => {
    const views = programIncomeViews({
      entries: [entry({ id: 1 })],
      expenses: [],
      taxYear: 2026,
      // The SNAP table starts on 2025-10-01.
      asOf: '2025-09-30',
      state: 'AK',
    });
    expect(views.snap.standardDeduction).toBeNull();
    expect(views.snap.incomeAfterDeductions).toBeNull();
    expect(views.snap.grossIncome).toBe(1000);
  });

  it('names its sources: 7 CFR 273.9 for SNAP, 42 CFR 435.603 and IRS rules for MAGI', () => {
    const views = programIncomeViews({ entries: [], expenses: [], taxYear: 2025, asOf: FY2026 });
    expect(views.snap.sources.map((s) => s.title).join(' ')).toMatch(/7 CFR 273\.9/);
    expect(views.medicaid.sources.map((s) => s.title).join(' ')).toMatch(/42 CFR 435\.603/);
    expect(views.medicaid.sources.map((s) => s.title).join(' ')).toMatch(/67\(g\)/);
    const outside = programIncomeViews({
      entries: [],
      expenses: [],
      taxYear: 2020,
      asOf: '2019-01-01',
    });
    expect(outside.snap.sources).toHaveLength(1);
  });

  it('leaves out an entry with an empty amount, and keeps a line without an id', () => {
    const views = programIncomeViews({
      entries: [{ categoryId: 1, source: 'New job', amount: '' }],
      expenses: [],
      taxYear: 2025,
      asOf: FY2026,
    });
    expect(views.snap.lines[0]).toMatchObject({
      id: null,
      note: 'amountUnknown',
      countedAmount: 0,
    });
  });

  it('refuses a household of no one', () => {
    expect(() =>
      programIncomeViews({
        entries: [],
        expenses: [],
        taxYear: 2025,
        asOf: FY2026,
        householdSize: 0,
      }),
    ).toThrow(RangeError);
  });
});
