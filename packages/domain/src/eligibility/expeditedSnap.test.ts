import { describe, expect, it } from 'vitest';
import {
  type HomeCostsInput,
  homeCostsSchema,
  type ResourcesInput,
  resourcesSchema,
} from '../schemas/homeCosts.js';
import type { ApplicationIncomeEntry } from './applicationIncome.js';
import {
  type ExpeditedSnapApplication,
  expeditedSnapSchema,
  screenExpeditedSnap,
} from './expeditedSnap.js';

// 7 CFR 273.2(i)(1): a household gets SNAP within 7 days when (i) its gross monthly income is
// under $150 and its liquid resources are $100 or less, (ii) its monthly rent or mortgage and
// utilities are more than its gross monthly income and liquid resources together, or (iii) it
// is a destitute migrant or seasonal farm worker household with $100 or less.

// In FY 2026 (to 2026-09-30) Texas's heating and cooling standard is $445 and its telephone
// standard $62 (rules/snapUtilityYears.ts); FY 2027 has no Texas row yet.
const FY2026 = '2026-06-15';
const FY2027 = '2026-11-25';

const pay = (
  amount: string,
  fields: Partial<ApplicationIncomeEntry> = {},
): ApplicationIncomeEntry => ({
  id: 1,
  categoryId: 1,
  source: 'Job',
  amount,
  frequency: 'monthly',
  isW2Income: true,
  ...fields,
});

function application(
  income: string | null,
  costs: HomeCostsInput | null,
  resources: ResourcesInput | null,
  fields: Partial<ExpeditedSnapApplication> = {},
): ExpeditedSnapApplication {
  return {
    selectedBenefits: ['snap'],
    zipCode: '78701',
    entries: income === null ? [] : [pay(income)],
    expenses: [],
    taxYear: 2026,
    homeCosts: costs && homeCostsSchema.parse(costs),
    resources: resources && resourcesSchema.parse(resources),
    ...fields,
  };
}

const rent = (amount: string, utilityBills: string[] = []): HomeCostsInput => ({
  housing: 'rent',
  housingCost: { amount, frequency: 'monthly' },
  utilityBills: utilityBills as HomeCostsInput['utilityBills'],
});
const bank = (checking: string, migrant: boolean | null = null): ResourcesInput => ({
  checking,
  migrantOrSeasonalFarmWorker: migrant,
});

describe('expedited SNAP screen of an application (7 CFR 273.2(i))', () => {
  it.each([
    // [case, income, costs, resources, day, status, reason, rentAndUtilities]
    [
      '(i) income $149.99, $100 in the bank',
      '149.99',
      null,
      bank('100'),
      FY2026,
      'expedited',
      'lowIncomeAndResources',
      0,
    ],
    [
      '(i) no income at all, no money',
      null,
      { housing: 'none' },
      bank(''),
      FY2026,
      'expedited',
      'lowIncomeAndResources',
      0,
    ],
    [
      '(i) income $150 is not under $150',
      '150',
      { housing: 'none' },
      bank('0'),
      FY2026,
      'notExpedited',
      null,
      0,
    ],
    [
      '(i) $100.01 in the bank is over $100',
      '100',
      { housing: 'none' },
      bank('100.01'),
      FY2026,
      'notExpedited',
      null,
      0,
    ],
    [
      '(ii) rent $600 + heat standard $445 > $900 + $40',
      '900',
      rent('600', ['heating_cooling']),
      bank('40'),
      FY2026,
      'expedited',
      'shelterOverIncome',
      1045,
    ],
    [
      '(ii) rent $600 + phone standard $62 < $900 + $40',
      '900',
      rent('600', ['phone']),
      bank('40'),
      FY2026,
      'notExpedited',
      null,
      662,
    ],
    [
      '(ii) rent equal to income and money is not more',
      '900',
      rent('940'),
      bank('40'),
      FY2026,
      'notExpedited',
      null,
      940,
    ],
    [
      '(ii) no Texas standard in FY 2027: rent alone',
      '900',
      rent('600', ['heating_cooling']),
      bank('40'),
      FY2027,
      'notExpedited',
      null,
      600,
    ],
    [
      '(iii) migrant farm worker with $100',
      '2000',
      { housing: 'none' },
      bank('100', true),
      FY2026,
      'expedited',
      'destituteMigrant',
      0,
    ],
    [
      '(iii) migrant farm worker with $101',
      '2000',
      { housing: 'none' },
      bank('101', true),
      FY2026,
      'notExpedited',
      null,
      0,
    ],
    [
      '(iii) not a migrant worker',
      '2000',
      { housing: 'none' },
      bank('100', false),
      FY2026,
      'notExpedited',
      null,
      0,
    ],
  ] as const)('%s', (_case, income, costs, resources, day, status, reason, shelter) => {
    const screen = screenExpeditedSnap(application(income, costs, resources), day);
    expect(screen).toMatchObject({ status, reason, days: 7, rentAndUtilities: shelter });
    expect(expeditedSnapSchema.parse(screen)).toEqual(screen);
  });

  it('counts self-employment income after its costs (7 CFR 273.11(a)) and weekly pay by 52/12', () => {
    const screen = screenExpeditedSnap(
      {
        ...application(null, { housing: 'none' }, bank('10')),
        entries: [
          pay('300', { id: 2, isW2Income: false }),
          pay('10', { id: 3, frequency: 'weekly' }),
          pay('5000', { id: 4, categoryId: 11 }),
        ],
        expenses: [
          { incomeEntryId: 2, expenseType: 'supplies', amount: '250', frequency: 'monthly' },
        ],
      },
      FY2026,
    );
    // $300 - $250 = $50, plus $10 x 52 / 12 = $43.33; student aid (category 11) is not income.
    expect(screen.grossMonthlyIncome).toBe(93.33);
    expect(screen.reason).toBe('lowIncomeAndResources');
  });

  it('uses the home address state and the household size when they are known', () => {
    const screen = screenExpeditedSnap(
      application('900', rent('600', ['heating_cooling']), bank('40'), {
        state: 'TX',
        zipCode: null,
        householdSize: 3,
      }),
      FY2026,
    );
    expect(screen.utilityAllowance).toBe(445);
  });

  it.each([
    ['SNAP not chosen', application('0', null, bank('0'), { selectedBenefits: ['wic'] })],
    ['the money question not answered', application('0', null, null)],
  ])('does not screen when %s', (_case, app) => {
    expect(screenExpeditedSnap(app, FY2026)).toEqual({
      status: 'notScreened',
      reason: null,
      days: 7,
      grossMonthlyIncome: null,
      liquidResources: null,
      rentAndUtilities: null,
      utilityAllowance: null,
      asOf: FY2026,
    });
  });

  it('counts no utility standard without a state', () => {
    const screen = screenExpeditedSnap(
      application('900', rent('600', ['heating_cooling']), bank('40'), { zipCode: undefined }),
      FY2026,
    );
    expect(screen).toMatchObject({ rentAndUtilities: 600, utilityAllowance: null });
  });
});
