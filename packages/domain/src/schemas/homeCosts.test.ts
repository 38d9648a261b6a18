import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.js';
import { validationMessagesEs } from '../messages/es.js';
import { homeCostsSchema, NO_HOME_COSTS, NO_RESOURCES, resourcesSchema } from './homeCosts.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('home costs schema', () => {
  it('takes the one-tap "I don\'t pay rent" answer as no costs at all', () => {
    expect(homeCostsSchema.parse(NO_HOME_COSTS)).toEqual({
      housing: 'none',
      housingCost: null,
      propertyTax: null,
      homeInsurance: null,
      utilityBills: [],
      utilitiesInRent: false,
      dependentCare: null,
      childSupportPaid: null,
      medical: null,
    });
  });

  it('normalizes amounts to cents text and frequencies to their canonical names', () => {
    const parsed = homeCostsSchema.parse({
      housing: 'rent',
      housingCost: { amount: 900, frequency: 'Monthly' },
      dependentCare: { amount: '50.5', frequency: 'bi-weekly' },
      utilityBills: ['phone', 'heating_cooling', 'phone'],
    });
    expect(parsed.housingCost).toEqual({ amount: '900.00', frequency: 'monthly' });
    expect(parsed.dependentCare).toEqual({ amount: '50.50', frequency: 'biweekly' });
    // Catalog order, each bill once.
    expect(parsed.utilityBills).toEqual(['heating_cooling', 'phone']);
    // What is stored parses again to itself (the repository reads it with the same schema).
    expect(homeCostsSchema.parse(parsed)).toEqual(parsed);
  });

  it('drops a housing cost given with "neither"', () => {
    const parsed = homeCostsSchema.parse({
      housing: 'none',
      housingCost: { amount: '10', frequency: 'monthly' },
    });
    expect(parsed.housingCost).toBeNull();
  });

  it.each([
    [{}, [['housing', 'housingRequired']]],
    [{ housing: 'own' }, [['housing', 'housingRequired']]],
    [{ housing: 'rent' }, [['housingCost', 'housingCostRequired']]],
    [
      { housing: 'mortgage', housingCost: { amount: '', frequency: 'monthly' } },
      [['housingCost.amount', 'amountRequired']],
    ],
    [
      { housing: 'rent', housingCost: { amount: '-5', frequency: 'monthly' } },
      [['housingCost.amount', 'amountInvalid']],
    ],
    [
      { housing: 'rent', housingCost: { amount: '900', frequency: 'daily' } },
      [['housingCost.frequency', 'costFrequencyInvalid']],
    ],
    [{ housing: 'none', utilityBills: ['internet'] }, [['utilityBills.0', 'requestInvalid']]],
    [{ housing: 'none', utilitiesInRent: 'yes' }, [['utilitiesInRent', 'requestInvalid']]],
    [
      { housing: 'none', medical: { amount: true, frequency: 'monthly' } },
      [['medical.amount', 'amountInvalid']],
    ],
  ])('refuses %j with the catalog message', (body, expected) => {
    const result = homeCostsSchema.safeParse(body);
    expect(messages(result)).toEqual(expected);
    for (const [, key] of expected) {
      expect(validationMessagesEn).toHaveProperty(key as string);
      expect(validationMessagesEs).toHaveProperty(key as string);
    }
  });
});

describe('resources schema', () => {
  it('takes the one-tap "No money in the bank" answer', () => {
    expect(resourcesSchema.parse(NO_RESOURCES)).toEqual({
      checking: null,
      savings: null,
      cash: null,
      other: [],
      migrantOrSeasonalFarmWorker: null,
    });
  });

  it('reads blank amounts as none and others as cents text', () => {
    const parsed = resourcesSchema.parse({
      checking: '40',
      savings: ' ',
      cash: 12.5,
      other: [{ kind: ' Savings bond ', amount: '100' }],
      migrantOrSeasonalFarmWorker: false,
    });
    expect(parsed).toEqual({
      checking: '40.00',
      savings: null,
      cash: '12.50',
      other: [{ kind: 'Savings bond', amount: '100.00' }],
      migrantOrSeasonalFarmWorker: false,
    });
    expect(resourcesSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    [{ checking: 'abc' }, [['checking', 'amountInvalid']]],
    [{ cash: {} }, [['cash', 'amountInvalid']]],
    [{ other: [{ kind: '', amount: '5' }] }, [['other.0.kind', 'resourceKindRequired']]],
    [{ other: [{ kind: 'Stocks' }] }, [['other.0.amount', 'amountInvalid']]],
    [
      { other: Array.from({ length: 21 }, () => ({ kind: 'x', amount: 1 })) },
      [['other', 'requestInvalid']],
    ],
    [{ migrantOrSeasonalFarmWorker: 'no' }, [['migrantOrSeasonalFarmWorker', 'requestInvalid']]],
  ])('refuses %j with the catalog message', (body, expected) => {
    expect(messages(resourcesSchema.safeParse(body))).toEqual(expected);
  });
});
