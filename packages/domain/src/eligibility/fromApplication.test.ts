import { describe, expect, it } from 'vitest';
import type { ExpenseLike } from '../summaries/expenseAmounts.js';
import { estimateHousehold } from './estimate.js';
import {
  type ApplicationHousehold,
  type ApplicationIncomeEntry,
  ASSUMED_ADULT_AGE,
  estimateApplication,
  estimateRequestFromApplication,
} from './fromApplication.js';
import { renderEstimate } from './reasonText.js';
import { estimateRequestSchema } from './schema.js';

const DAY = '2026-11-25';
const entry = (fields: Partial<ApplicationIncomeEntry>): ApplicationIncomeEntry => ({
  id: 1,
  categoryId: 1,
  source: 'Acme',
  amount: '1000.00',
  frequency: 'monthly',
  isW2Income: true,
  ...fields,
});
const household = (fields: Partial<ApplicationHousehold> = {}): ApplicationHousehold => ({
  zipCode: '78701',
  entries: [],
  expenses: [],
  taxYear: 2026,
  ...fields,
});
const cost = (fields: Partial<ExpenseLike>): ExpenseLike => ({
  incomeEntryId: 1,
  expenseType: 'office_supplies',
  amount: '100.00',
  frequency: 'monthly',
  ...fields,
});
const mapped = (fields: Partial<ApplicationHousehold>) =>
  estimateRequestFromApplication(household(fields), DAY);
const codes = (fields: Partial<ApplicationHousehold>) =>
  mapped(fields).assumptions.map((a) => a.code);

describe('estimate request from an application', () => {
  it('counts the applicant alone, as an adult, in the ZIP code state, and says so', () => {
    const { request, assumptions } = mapped({});
    expect(request).toEqual({
      state: 'TX',
      asOf: DAY,
      members: [
        estimateRequestSchema.shape.members.element.parse({ age: 30, relationship: 'self' }),
      ],
      incomes: [],
    });
    expect(request?.members[0]?.age).toBe(ASSUMED_ADULT_AGE);
    expect(assumptions).toEqual([
      { code: 'appStateFromZip', values: { state: 'TX', zip: '78701' } },
      { code: 'appHouseholdOfOne' },
      { code: 'appHomeCostsNotAsked', programs: ['snap'] },
    ]);
    // What the application gives is a valid request of the public endpoint.
    expect(estimateRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['a ZIP code the state is known for', { zipCode: '96813' }, 'HI', 'appStateFromZip'],
    ['the home address state over the ZIP code', { state: 'NY', zipCode: '78701' }, 'NY', null],
    ['no ZIP code', { zipCode: null }, null, 'appStateNoZip'],
    ['a territory ZIP code', { zipCode: '00901' }, null, 'appStateUnknownZip'],
  ] as const)('finds the state from %s', (_, fields, state, code) => {
    const { request, assumptions } = mapped(fields);
    expect(request?.state ?? null).toBe(state);
    expect(assumptions[0]?.code ?? null).toBe(code === null ? 'appHouseholdOfOne' : code);
  });

  // Monthly by the project's conversion (money/monthly.ts: weekly x52/12, biweekly x26/12,
  // twice a month x2 (issue 18), annual /12); an unknown frequency from a document (decision
  // 0261) or amount is left out.
  it.each([
    ['weekly', '100.00', 433.33],
    ['biweekly', '1000.00', 2166.67],
    ['monthly', '1234.56', 1234.56],
    ['annual', '30000.00', 2500],
    ['bi-weekly', '1000.00', 2166.67],
    ['semimonthly', '1000.00', 2000],
  ])('makes %s income monthly', (frequency, amount, monthly) => {
    const { request } = mapped({ entries: [entry({ frequency, amount })] });
    expect(request?.incomes).toEqual([
      { member: 0, kind: 'wages', amount: monthly, frequency: 'monthly' },
    ]);
  });

  it.each([
    ['unknown', { frequency: 'unknown' }, 'appIncomeFrequencyUnknown'],
    ['missing', { frequency: null }, 'appIncomeFrequencyUnknown'],
    ['not a frequency', { frequency: 'fortnightly' }, 'appIncomeFrequencyUnknown'],
    ['"I don\'t know" the amount', { dontKnowAmount: true }, 'appIncomeAmountUnknown'],
    ['no amount', { amount: null }, 'appIncomeAmountUnknown'],
  ] as const)('leaves out income whose frequency or amount is %s', (_, fields, code) => {
    const { request, assumptions } = mapped({ entries: [entry(fields)] });
    expect(request?.incomes).toEqual([]);
    expect(assumptions).toContainEqual({ code, values: { source: 'Acme' } });
  });

  // catalogs/incomeCategories.ts ids -> the endpoint's kinds (7 CFR 273.9(b), (c)).
  it.each([
    [1, true, 'wages'],
    [1, false, 'self_employment'], // 1099 work (7 CFR 273.11(a))
    [2, false, 'self_employment'],
    [3, false, 'social_security'],
    [4, false, 'unemployment'],
    [5, false, 'other_unearned'], // 7 CFR 273.9(b)(1)(ii)
    [6, false, 'pension'],
    [7, false, 'other_unearned'],
    [8, false, 'veterans'],
    [9, false, 'other_unearned'],
    [10, false, 'alimony'],
    [13, false, 'other_unearned'],
    [15, false, 'other_unearned'],
    [16, false, 'child_support'],
    [22, false, 'other_unearned'],
    [24, false, 'other_unearned'],
    [99, false, 'other_unearned'], // an id not in the catalog still counts
  ])('counts category %i (W-2 %s) as %s', (categoryId, isW2Income, kind) => {
    const { request } = mapped({ entries: [entry({ categoryId, isW2Income })] });
    expect(request?.incomes[0]?.kind).toBe(kind);
  });

  // Student aid 7 CFR 273.9(c)(3); foster care 273.1(c)(6); lump sums 273.9(c)(8).
  it.each([11, 12, 18, 19, 20, 21, 23])('does not count category %i as income', (categoryId) => {
    const { request, assumptions } = mapped({ entries: [entry({ categoryId })] });
    expect(request?.incomes).toEqual([]);
    expect(assumptions).toContainEqual({ code: 'appIncomeNotCounted', values: { source: 'Acme' } });
  });

  // Business costs come off self-employment and rental income (7 CFR 273.11(a)(4)), not off
  // W-2 wages (the 20 % earned income deduction, 7 CFR 273.9(d)(2)). Expenses: monthly or annual /12.
  it.each([
    ['self-employment, monthly costs', 2, false, [cost({})], 900, 100],
    [
      'self-employment, yearly costs',
      2,
      false,
      [cost({ amount: '1200', frequency: 'annual' })],
      900,
      100,
    ],
    ['1099 work', 1, false, [cost({}), cost({ amount: '50.50' })], 849.5, 150.5],
    ['rental income', 5, false, [cost({ expenseType: 'property_taxes' })], 900, 100],
    ['costs above the income', 2, false, [cost({ amount: '1500' })], 0, 1500],
    ['W-2 wages (not taken off)', 1, true, [cost({})], 1000, null],
    ['another entry’s costs', 2, false, [cost({ incomeEntryId: 2 })], 1000, null],
  ] as const)('takes business costs off: %s', (_, categoryId, isW2Income, expenses, net, costs) => {
    const { request, assumptions } = mapped({
      entries: [entry({ categoryId, isW2Income })],
      expenses,
    });
    expect(request?.incomes[0]?.amount).toBe(net);
    const reason = assumptions.find((a) => a.code === 'appBusinessCosts');
    expect(reason?.values ?? null).toEqual(costs === null ? null : { source: 'Acme', costs, net });
  });

  it('takes a mileage cost at its recorded rate', () => {
    // 100 miles a week x 52/12 x 70 cents = $303.33 a month.
    const { request } = mapped({
      entries: [entry({ categoryId: 2, isW2Income: false })],
      expenses: [
        cost({ isMileageExpense: true, milesPerWeek: 100, mileageRate: 70, amount: null }),
      ],
    });
    expect(request?.incomes[0]?.amount).toBe(696.67);
  });

  // Issue 18's household answers pass straight through when the application holds them.
  it.each([
    ['rent', { rent: 900 }],
    ['mortgage, tax and insurance', { mortgage: 700, propertyTax: 100, homeInsurance: 50 }],
    ['utilities', { utilities: 'heating_cooling' as const }],
    ['dependent care', { dependentCare: 300 }],
    ['child support paid', { childSupportPaid: 250 }],
    ['medical costs', { medical: 120 }],
  ])('passes on home costs: %s', (_, costs) => {
    const homeCosts = estimateRequestSchema.shape.expenses.unwrap().parse(costs);
    const { request, assumptions } = mapped({ homeCosts });
    expect(request?.expenses).toEqual(homeCosts);
    expect(assumptions.map((a) => a.code)).not.toContain('appHomeCostsNotAsked');
  });

  it('passes on the members, their incomes and savings when the application holds them', () => {
    const members = [
      { age: 67, relationship: 'self' },
      { age: 5, relationship: 'child' },
    ].map((m) => estimateRequestSchema.shape.members.element.parse(m));
    const { request } = mapped({
      members,
      assets: 400,
      entries: [entry({ member: 1, categoryId: 16 }), entry({ member: 5 })],
    });
    expect(request?.members).toEqual(members);
    expect(request?.assets).toBe(400);
    expect(request?.incomes).toEqual([
      { member: 1, kind: 'child_support', amount: 1000, frequency: 'monthly' },
    ]);
    expect(codes({ members })).not.toContain('appHouseholdOfOne');
  });
});

describe('estimate of an application', () => {
  it('is the engine estimate of the mapped request, with the assumptions first', () => {
    const app = household({ entries: [entry({ amount: '1200.00' })] });
    const estimate = estimateApplication(app, DAY);
    const { request } = estimateRequestFromApplication(app, DAY);
    const engine = estimateHousehold(request!, DAY);
    const snap = estimate.programs[0]!;
    expect(snap.monthlyAmount).toBe(engine.programs[0]!.monthlyAmount);
    expect(snap.reasons.map((r) => r.code).slice(0, 3)).toEqual([
      'appStateFromZip',
      'appHouseholdOfOne',
      'appHomeCostsNotAsked',
    ]);
    const medicaid = estimate.programs[1]!;
    expect(medicaid.reasons.map((r) => r.code)).not.toContain('appHomeCostsNotAsked');
    expect(medicaid.reasons.slice(2)).toEqual(engine.programs[1]!.reasons);
  });

  it('says "can\'t tell yet" for every program without a state', () => {
    const estimate = estimateApplication(household({ zipCode: null }), DAY);
    expect(estimate.asOf).toBe(DAY);
    expect(estimate.programs.map((p) => [p.program, p.eligible, p.monthlyAmount])).toEqual([
      ['snap', null, null],
      ['medicaid', null, null],
      ['chip', null, null],
      ['wic', null, null],
      ['tanf', null, null],
    ]);
    const text = renderEstimate(estimate, 'en').programs[0]!.reasons[0];
    expect(text).toBe(
      "Your application has no ZIP code, so we don't know your state and can't estimate yet.",
    );
  });

  it('words the assumptions in Spanish', () => {
    const estimate = estimateApplication(
      household({ entries: [entry({ categoryId: 2, isW2Income: false })], expenses: [cost({})] }),
      DAY,
    );
    expect(renderEstimate(estimate, 'es').programs[0]!.reasons).toContain(
      'Restamos $100 al mes de gastos de negocio a Acme: cuentan $900 al mes.',
    );
  });
});
