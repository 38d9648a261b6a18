import { describe, expect, it } from 'vitest';
import { homeCostsSchema, resourcesSchema } from '../schemas/homeCosts.js';
import { estimateHousehold } from './estimate.js';
import { estimateApplication } from './fromApplication.js';
import {
  costMonthlyCents,
  estimateAssetsOf,
  estimateExpensesOf,
  resourcesCents,
  utilityAnswerOf,
} from './homeCostsEstimate.js';
import { estimateRequestSchema } from './schema.js';

describe('home costs as the estimate takes them', () => {
  it.each([
    ['weekly', '100', 43333],
    ['biweekly', '100', 21667],
    ['monthly', '100', 10000],
    ['annual', '1200', 10000],
  ] as const)('makes a %s cost of $%s monthly (summary conversion)', (frequency, amount, cents) => {
    expect(costMonthlyCents({ amount, frequency })).toBe(cents);
  });

  it('counts no cost as 0', () => {
    expect(costMonthlyCents(null)).toBe(0);
  });

  // 7 CFR 273.9(d)(6)(iii): which standard the bills call for.
  it.each([
    [['heating_cooling', 'phone'], false, 'heating_cooling'],
    [['electricity', 'water_sewer'], false, 'utilities_no_heat'],
    [['trash', 'phone'], false, 'utilities_no_heat'],
    [['phone'], false, 'phone_only'],
    [['electricity'], false, 'none'],
    [[], true, 'included_in_rent'],
    [[], false, 'none'],
  ] as const)('bills %j (in rent: %s) take %s', (utilityBills, utilitiesInRent, answer) => {
    expect(utilityAnswerOf({ utilityBills: [...utilityBills], utilitiesInRent })).toBe(answer);
  });

  it('maps rent, a mortgage and the other costs to monthly dollars', () => {
    const rent = homeCostsSchema.parse({
      housing: 'rent',
      housingCost: { amount: '200', frequency: 'weekly' },
      utilityBills: ['heating_cooling'],
      dependentCare: { amount: '1200', frequency: 'annual' },
      childSupportPaid: { amount: '150', frequency: 'monthly' },
      medical: { amount: '60', frequency: 'monthly' },
    });
    expect(estimateExpensesOf(rent)).toEqual({
      rent: 866.67,
      mortgage: 0,
      propertyTax: 0,
      homeInsurance: 0,
      utilities: 'heating_cooling',
      dependentCare: 100,
      childSupportPaid: 150,
      medical: 60,
    });
    const owner = homeCostsSchema.parse({
      housing: 'mortgage',
      housingCost: { amount: '700', frequency: 'monthly' },
      propertyTax: { amount: '2400', frequency: 'annual' },
      homeInsurance: { amount: '1200', frequency: 'annual' },
    });
    expect(estimateExpensesOf(owner)).toMatchObject({
      rent: 0,
      mortgage: 700,
      propertyTax: 200,
      homeInsurance: 100,
      utilities: 'none',
    });
    // A valid part of the public endpoint's request.
    expect(
      estimateRequestSchema.safeParse({
        state: 'TX',
        members: [{ age: 30, relationship: 'self' }],
        expenses: estimateExpensesOf(owner),
      }).success,
    ).toBe(true);
  });

  it('adds checking, savings, cash and the other money', () => {
    const resources = resourcesSchema.parse({
      checking: '40',
      cash: '10.25',
      other: [{ kind: 'Savings bond', amount: '50' }],
    });
    expect(resourcesCents(resources)).toBe(10025);
    expect(estimateAssetsOf(resources)).toBe(100.25);
    expect(estimateAssetsOf(resourcesSchema.parse({}))).toBe(0);
  });

  it('changes the SNAP estimate of an application as the answers come in', () => {
    const base = {
      zipCode: '90012',
      entries: [
        {
          id: 1,
          categoryId: 1,
          source: 'Job',
          amount: '1500',
          frequency: 'monthly',
          isW2Income: true,
        },
      ],
      expenses: [],
      taxYear: 2026,
    };
    const snap = (fields: object) =>
      estimateApplication({ ...base, ...fields }, '2026-11-25').programs.find(
        (program) => program.program === 'snap',
      );
    const without = snap({});
    const costs = homeCostsSchema.parse({
      housing: 'rent',
      housingCost: { amount: '1200', frequency: 'monthly' },
      utilityBills: ['heating_cooling'],
    });
    const withCosts = snap({ homeCosts: estimateExpensesOf(costs), assets: 40 });
    expect(without?.reasons.map((r) => r.code)).toContain('appHomeCostsNotAsked');
    expect(withCosts?.reasons.map((r) => r.code)).not.toContain('appHomeCostsNotAsked');
    expect(withCosts?.monthlyAmount ?? 0).toBeGreaterThan(without?.monthlyAmount ?? 0);
    // The same as the engine gives for the same request.
    const direct = estimateHousehold(
      {
        state: 'CA',
        asOf: '2026-11-25',
        members: [
          estimateRequestSchema.shape.members.element.parse({ age: 30, relationship: 'self' }),
        ],
        incomes: [{ member: 0, kind: 'wages', amount: 1500, frequency: 'monthly' }],
        expenses: estimateExpensesOf(costs),
        assets: 40,
      },
      '2026-11-25',
    ).programs.find((program) => program.program === 'snap');
    expect(withCosts?.monthlyAmount).toBe(direct?.monthlyAmount);
  });
});
