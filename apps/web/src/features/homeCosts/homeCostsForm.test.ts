import { homeCostsSchema, resourcesSchema } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  checkHomeCosts,
  checkResources,
  type HomeCostsForm,
  homeCostsFormOf,
  resourcesFormOf,
} from './homeCostsForm';

const empty = homeCostsFormOf(null, 'en');
const form = (changes: Partial<HomeCostsForm>): HomeCostsForm => ({ ...empty, ...changes });

describe('home costs form', () => {
  it('reads amounts by the language: 1.320,50 in Spanish is $1,320.50', () => {
    const checked = checkHomeCosts(
      form({ housing: 'rent', housingCost: { amount: '1.320,50', frequency: 'monthly' } }),
      'es',
    );
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({
        housing: 'rent',
        housingCost: { amount: '1320.50', frequency: 'monthly' },
        medical: null,
      }),
    });
  });

  it('says what is wrong, field by field, with catalog keys', () => {
    expect(checkHomeCosts(empty, 'en')).toEqual({
      ok: false,
      errors: { housing: 'housingRequired' },
    });
    expect(checkHomeCosts(form({ housing: 'mortgage' }), 'en')).toEqual({
      ok: false,
      errors: { housingCost: 'housingCostRequired' },
    });
    expect(
      checkHomeCosts(
        form({ housing: 'none', medical: { amount: '1,32O.12', frequency: 'monthly' } }),
        'en',
      ),
    ).toEqual({ ok: false, errors: { medical: 'amountLetters' } });
  });

  it('leaves out what does not fit the housing answer', () => {
    const checked = checkHomeCosts(
      form({
        housing: 'rent',
        housingCost: { amount: '700', frequency: 'monthly' },
        propertyTax: { amount: '100', frequency: 'annual' },
        utilitiesInRent: true,
      }),
      'en',
    );
    expect(checked.ok && checked.body).toMatchObject({ propertyTax: null, utilitiesInRent: true });
  });

  it('fills the form again from the saved answers, in the language', () => {
    const saved = homeCostsSchema.parse({
      housing: 'rent',
      housingCost: { amount: '1320.5', frequency: 'weekly' },
      utilityBills: ['phone'],
    });
    const filled = homeCostsFormOf(saved, 'es');
    expect(filled.housingCost).toEqual({ amount: '1.320,50', frequency: 'weekly' });
    expect(filled.medical).toEqual({ amount: '', frequency: 'monthly' });
    expect(filled.utilityBills).toEqual(['phone']);
  });
});

describe('resources form', () => {
  it('sends blank boxes as none and typed ones as amounts', () => {
    const checked = checkResources(
      {
        ...resourcesFormOf(null, 'en'),
        checking: '40',
        other: [{ kind: 'Bond', amount: '1,000' }],
      },
      'en',
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        checking: '40.00',
        savings: null,
        cash: null,
        other: [{ kind: 'Bond', amount: '1000.00' }],
        migrantOrSeasonalFarmWorker: null,
      },
    });
    expect(checked.ok && resourcesSchema.parse(checked.body)).toEqual(checked.ok && checked.body);
  });

  it('puts each problem on its own box', () => {
    const checked = checkResources(
      {
        ...resourcesFormOf(null, 'en'),
        cash: '12abc',
        other: [{ kind: '', amount: '' }],
      },
      'en',
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        cash: 'amountLetters',
        'other.0.kind': 'resourceKindRequired',
        'other.0.amount': 'amountRequired',
      },
    });
  });

  it('fills the form again from the saved answers', () => {
    const saved = resourcesSchema.parse({ savings: '2500', other: [{ kind: 'Bond', amount: 5 }] });
    expect(resourcesFormOf(saved, 'en')).toEqual({
      checking: '',
      savings: '2,500.00',
      cash: '',
      other: [{ kind: 'Bond', amount: '5.00' }],
      migrantOrSeasonalFarmWorker: null,
    });
  });
});
