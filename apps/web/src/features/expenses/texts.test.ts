import { expenseTypeLabels, expenseTypes, mileageTypes } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/expenses.json';
import es from '../../i18n/locales/es/expenses.json';

describe('expense texts', () => {
  it('keeps the texts of SPEC 2 and 8 exact in English, except where the next step changed', () => {
    // Issue 18: after the expenses come the home costs, so the buttons say so.
    expect([en.intro.continueToExpenses, en.intro.skipToSummary]).toEqual([
      'Continue to Expenses',
      'Skip to Home Costs',
    ]);
    expect(en.step.sourceOf).toBe('Income Source {{current}} of {{total}}');
    expect([en.step.nextSource, en.step.continueToSummary]).toEqual([
      'Next Income Source',
      'Continue to Home Costs',
    ]);
    expect(`${en.step.noneTitle} - ${en.step.noneText}`).toBe(
      // Issue 18: the spec's wording rewritten at grade 6.
      'No Expenses Needed - None of your income can have business costs taken off.',
    );
    expect(en.toast.addedTitle).toBe('Expense Added Successfully');
    expect([en.toast.addFailedTitle, en.toast.addFailedText]).toEqual([
      'Error Adding Expense',
      'Please check your information and try again.',
    ]);
  });

  it('names every expense type as the domain does, in both languages', () => {
    expect(en.types).toEqual(expenseTypeLabels);
    expect(Object.keys(es.types).sort()).toEqual([...expenseTypes].sort());
    expect(Object.keys(en.typeHints).sort()).toEqual([...expenseTypes].sort());
    expect(Object.keys(es.typeHints).sort()).toEqual([...expenseTypes].sort());
  });

  it('names every mileage type', () => {
    expect(Object.keys(en.mileage.types)).toEqual([...mileageTypes]);
    expect(Object.keys(es.mileage.types)).toEqual([...mileageTypes]);
  });
});
