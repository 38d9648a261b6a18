import { incomeCategories } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { enCatalog } from '../../i18n/en';
import { esCatalog } from '../../i18n/es';
import { amountText, categoryName, kindHint, kindName, summaryCategoryName } from './labels';

// A t() that shows which key (and values) it was asked for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('category names', () => {
  it('names categories 1-5 on the summary and shows every other one as Other (SPEC 2)', () => {
    for (const id of [1, 2, 3, 4, 5]) {
      expect(summaryCategoryName(t, id)).toBe(`incomeCategories.${id}.name`);
    }
    for (const id of [6, 15, 16, 24, 99]) expect(summaryCategoryName(t, id)).toBe('income.other');
  });

  it('names every catalog category on step 6', () => {
    expect(categoryName(t, 16)).toBe('incomeCategories.16.name');
    expect(categoryName(t, 99, 'Server name')).toBe('Server name');
  });
});

describe('kind names on the checklist (issue 18)', () => {
  it('has plain words and a hint for every category, in English and Spanish', () => {
    for (const catalog of [enCatalog, esCatalog]) {
      const kinds = catalog.incomeStep.kinds as Record<string, { name: string; hint: string }>;
      expect(Object.keys(kinds).sort()).toEqual(
        incomeCategories.map((category) => String(category.id)).sort(),
      );
    }
    expect(enCatalog.incomeStep.kinds['1'].name).toBe('Pay from a job');
    expect(enCatalog.incomeStep.kinds['16'].name).toBe('Child support');
    expect(kindName(t, 16)).toBe('incomeStep.kinds.16.name');
    expect(kindHint(t, 3)).toBe('incomeStep.kinds.3.hint');
    expect(kindName(t, 99)).toBe('income.other');
  });
});

describe('amountText', () => {
  it('formats the amount with its frequency, or says it is not known', () => {
    expect(amountText(t, { amount: '412.50', frequency: 'weekly', dontKnowAmount: false })).toBe(
      'income.amountEvery.weekly{"amount":"$412.50"}',
    );
    expect(amountText(t, { amount: '1200', frequency: 'bi-weekly' })).toBe(
      'income.amountEvery.biweekly{"amount":"$1,200.00"}',
    );
    expect(amountText(t, { amount: '812.35', frequency: 'semimonthly' })).toBe(
      'income.amountEvery.semimonthly{"amount":"$812.35"}',
    );
    expect(amountText(t, { amount: '0.00', frequency: 'monthly', dontKnowAmount: true })).toBe(
      'income.amountUnknown',
    );
  });
});
