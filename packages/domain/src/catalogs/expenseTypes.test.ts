import { describe, expect, it } from 'vitest';
import {
  expenseTypeLabels,
  expenseTypes,
  expenseTypesForCategory,
  incomeSourcesForExpenses,
  isExpenseType,
  isExpenseTypeAllowed,
  qualifiesForExpenses,
  rentalExpenseTypes,
  workExpenseTypes,
} from './expenseTypes.js';

const work = [
  'transportation',
  'uniforms_tools',
  'professional_services',
  'office_supplies',
  'business_meals',
  'training_education',
  'marketing_advertising',
  'insurance',
  'utilities',
  'rent_lease',
];
const rental = [
  'property_maintenance',
  'property_management',
  'property_insurance',
  'property_taxes',
  'utilities_rental',
  'advertising_rental',
  'legal_rental',
  'depreciation',
];

describe('expense types (SPEC 3)', () => {
  it('lists work and rental types exactly', () => {
    expect([...workExpenseTypes]).toEqual(work);
    expect([...rentalExpenseTypes]).toEqual(rental);
    expect(expenseTypes).toHaveLength(18);
  });

  it('labels every type', () => {
    for (const type of expenseTypes) expect(expenseTypeLabels[type].length).toBeGreaterThan(3);
  });

  it.each([
    [1, work],
    [2, work],
    [4, work],
    [3, work],
    [15, work],
    [5, rental],
  ])('category %i gets its list', (categoryId, list) => {
    expect([...expenseTypesForCategory(categoryId)]).toEqual(list);
  });

  it('allows a type only for its list', () => {
    expect(isExpenseTypeAllowed(1, 'transportation')).toBe(true);
    expect(isExpenseTypeAllowed(1, 'depreciation')).toBe(false);
    expect(isExpenseTypeAllowed(5, 'depreciation')).toBe(true);
    expect(isExpenseTypeAllowed(5, 'transportation')).toBe(false);
    expect(isExpenseType('insurance')).toBe(true);
    expect(isExpenseType('fuel')).toBe(false);
    expect(isExpenseType(3)).toBe(false);
  });
});

describe('expense qualification (SPEC 4 and 6)', () => {
  it.each([
    [{ categoryId: 1 }, true],
    [{ categoryId: 2 }, true],
    [{ categoryId: 5 }, true],
    [{ categoryId: 3 }, false],
    [{ categoryId: 4 }, false],
    [{ categoryId: 99 }, false],
    [{ categoryId: 3, category: { allowsExpenses: true } }, true],
    [{ categoryId: 1, category: { allowsExpenses: false } }, true],
    [{ categoryId: 4, category: null }, false],
    [{ categoryId: 4, category: { allowsExpenses: null } }, false],
  ])('%j qualifies: %s', (entry, expected) => {
    expect(qualifiesForExpenses(entry)).toBe(expected);
  });

  it('keeps qualifying sources in order', () => {
    const entries = [{ categoryId: 3 }, { categoryId: 5 }, { categoryId: 1 }];
    expect(incomeSourcesForExpenses(entries)).toEqual([{ categoryId: 5 }, { categoryId: 1 }]);
  });
});
