import type { IncomeEntry } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyIncomeForm,
  formFieldOf,
  incomeFormFields,
  incomeFormFromEntry,
  toIncomeFormInput,
  validateIncomeForm,
} from './incomeForm';

const wages = { categoryId: 1, needsWorkVerification: true };
const socialSecurity = { categoryId: 3, needsWorkVerification: true };

describe('which fields the income form shows', () => {
  it('shows W-2 vs 1099 only for work categories with work verification (SPEC 4)', () => {
    expect(incomeFormFields(wages)).toEqual({ workType: true, hours: true });
    expect(incomeFormFields({ categoryId: 1, needsWorkVerification: false })).toEqual({
      workType: false,
      hours: true,
    });
    expect(incomeFormFields(socialSecurity)).toEqual({ workType: false, hours: false });
  });

  it('starts monthly, wages as W-2 and other work as 1099', () => {
    expect(emptyIncomeForm(1)).toMatchObject({ frequency: 'monthly', workType: 'w2' });
    expect(emptyIncomeForm(2).workType).toBe('other');
  });
});

describe('validateIncomeForm (the domain schema)', () => {
  it('gives the SPEC 5 message keys on their fields', () => {
    const result = validateIncomeForm(emptyIncomeForm(3), socialSecurity);
    expect(result).toEqual({
      ok: false,
      errors: { source: 'incomeSourceRequired', amount: 'amountRequired' },
    });
    const invalid = validateIncomeForm(
      { ...emptyIncomeForm(3), source: 'SSA', amount: '-4' },
      socialSecurity,
    );
    expect(invalid.ok ? null : invalid.errors).toEqual({ amount: 'amountNegative' });
  });

  it('reads the amount by the language and sends it as the API takes it (issue 18)', () => {
    const values = { ...emptyIncomeForm(3), source: 'SSA', amount: '1.320,12' };
    const spanish = validateIncomeForm(values, socialSecurity, 'es');
    expect(spanish.ok && spanish.data.amount).toBe('1320.12');
    const english = validateIncomeForm(values, socialSecurity, 'en');
    expect(english.ok ? null : english.errors).toEqual({ amount: 'amountUnclear' });
    const letters = validateIncomeForm({ ...values, amount: '1,32O.12' }, socialSecurity, 'en');
    expect(letters.ok ? null : letters.errors).toEqual({ amount: 'amountLetters' });
  });

  it("sends '0' when the amount is not known, whatever was typed", () => {
    const result = validateIncomeForm(
      { ...emptyIncomeForm(3), source: 'SSA', amount: '12', dontKnowAmount: true },
      socialSecurity,
    );
    expect(result.ok && result.data.amount).toBe('0.00');
  });

  it('keeps the W-2 answer only where the choice is shown, and hours only for work', () => {
    const values = {
      ...emptyIncomeForm(1),
      source: 'Grocery',
      amount: '412.5',
      frequency: 'weekly' as const,
      hoursPerWeek: '30',
    };
    expect(toIncomeFormInput(values, wages)).toMatchObject({
      isW2Income: true,
      hoursPerWeek: '30',
    });
    expect(
      toIncomeFormInput(values, { categoryId: 1, needsWorkVerification: false }).isW2Income,
    ).toBe(false);
    expect(toIncomeFormInput({ ...values, hoursPerWeek: '5' }, socialSecurity)).not.toHaveProperty(
      'hoursPerWeek',
    );
    const parsed = validateIncomeForm(values, wages);
    expect(parsed.ok && parsed.data).toMatchObject({
      amount: '412.50',
      frequency: 'weekly',
      isW2Income: true,
      hoursPerWeek: 30,
    });
    const tooMany = validateIncomeForm({ ...values, hoursPerWeek: '200' }, wages);
    expect(tooMany.ok ? null : tooMany.errors).toEqual({ hoursPerWeek: 'hoursPerWeekInvalid' });
  });
});

describe('editing an entry', () => {
  it('shows the saved answers, with no amount when it was not known', () => {
    const entry = {
      id: 1,
      applicationId: 2,
      categoryId: 1,
      category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
      source: 'Grocery',
      amount: '412.50',
      frequency: 'weekly',
      isW2Income: false,
      dontKnowAmount: false,
      comment: null,
      confidence: null,
      hoursPerWeek: 30,
      verification: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    } satisfies IncomeEntry;
    expect(incomeFormFromEntry(entry)).toEqual({
      source: 'Grocery',
      amount: '412.50',
      frequency: 'weekly',
      workType: 'other',
      dontKnowAmount: false,
      comment: '',
      hoursPerWeek: '30',
      memberId: '',
    });
    // Issue 18: whose income it is; an entry naming nobody is the applicant's.
    expect(incomeFormFromEntry(entry, 'en', 'applicant').memberId).toBe('applicant');
    expect(incomeFormFromEntry({ ...entry, memberId: 'kid1' }, 'en', 'applicant').memberId).toBe(
      'kid1',
    );
    expect(incomeFormFromEntry({ ...entry, dontKnowAmount: true, amount: '0.00' }).amount).toBe('');
    expect(incomeFormFromEntry({ ...entry, amount: '1320.12' }, 'es').amount).toBe('1.320,12');
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('isW2Income')).toBe('workType');
    expect(formFieldOf('amount')).toBe('amount');
    expect(formFieldOf('applicationId')).toBeUndefined();
  });
});
