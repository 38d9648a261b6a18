import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountText, categoryName, summaryCategoryName } from './labels';

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

describe('amountText', () => {
  it('formats the amount with its frequency, or says it is not known', () => {
    expect(amountText(t, { amount: '412.50', frequency: 'weekly', dontKnowAmount: false })).toBe(
      'income.amountEvery.weekly{"amount":"$412.50"}',
    );
    expect(amountText(t, { amount: '1200', frequency: 'bi-weekly' })).toBe(
      'income.amountEvery.biweekly{"amount":"$1,200.00"}',
    );
    expect(amountText(t, { amount: '0.00', frequency: 'monthly', dontKnowAmount: true })).toBe(
      'income.amountUnknown',
    );
  });
});
