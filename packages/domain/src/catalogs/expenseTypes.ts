import { incomeCategoryById, RENTAL_CATEGORY_ID } from './incomeCategories.js';

// SPEC 3: expense types. The work list applies to categoryId 1, 2, 4 and as the default;
// the rental list applies to categoryId 5.
export const workExpenseTypes = [
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
] as const;

export const rentalExpenseTypes = [
  'property_maintenance',
  'property_management',
  'property_insurance',
  'property_taxes',
  'utilities_rental',
  'advertising_rental',
  'legal_rental',
  'depreciation',
] as const;

export const expenseTypes = [...workExpenseTypes, ...rentalExpenseTypes] as const;
export type ExpenseType = (typeof expenseTypes)[number];

export const expenseTypeLabels: Readonly<Record<ExpenseType, string>> = {
  transportation: 'Transportation and Mileage',
  uniforms_tools: 'Uniforms and Tools',
  professional_services: 'Professional Services',
  office_supplies: 'Office Supplies',
  business_meals: 'Business Meals',
  training_education: 'Training and Education',
  marketing_advertising: 'Marketing and Advertising',
  insurance: 'Business Insurance',
  utilities: 'Utilities',
  rent_lease: 'Rent or Lease for Work Space',
  property_maintenance: 'Repairs and Maintenance',
  property_management: 'Property Management Fees',
  property_insurance: 'Property Insurance',
  property_taxes: 'Property Taxes',
  utilities_rental: 'Utilities for the Rental',
  advertising_rental: 'Advertising for Tenants',
  legal_rental: 'Legal and Professional Fees',
  depreciation: 'Depreciation',
};

export function isExpenseType(value: unknown): value is ExpenseType {
  return typeof value === 'string' && (expenseTypes as readonly string[]).includes(value);
}

/** SPEC 3: category 5 gets the rental list; 1, 2, 4 and every other category the work list. */
export function expenseTypesForCategory(categoryId: number): readonly ExpenseType[] {
  return categoryId === RENTAL_CATEGORY_ID ? rentalExpenseTypes : workExpenseTypes;
}

export function isExpenseTypeAllowed(categoryId: number, expenseType: string): boolean {
  return (expenseTypesForCategory(categoryId) as readonly string[]).includes(expenseType);
}

export interface ExpenseQualifyingEntry {
  categoryId: number;
  category?: { allowsExpenses?: boolean | null } | null;
}

const EXPENSE_CATEGORY_IDS: readonly number[] = [1, 2, 5];

/**
 * SPEC 4 and 6: a source qualifies for business expenses when its category allowsExpenses
 * (as sent with the entry, else as in the catalog) or its categoryId is 1, 2 or 5.
 */
export function qualifiesForExpenses(entry: ExpenseQualifyingEntry): boolean {
  const allows =
    entry.category?.allowsExpenses ?? incomeCategoryById(entry.categoryId)?.allowsExpenses;
  return allows === true || EXPENSE_CATEGORY_IDS.includes(entry.categoryId);
}

/** SPEC 2 expense categories: the sources the expense step iterates over, in order. */
export function incomeSourcesForExpenses<E extends ExpenseQualifyingEntry>(
  entries: readonly E[],
): E[] {
  return entries.filter(qualifiesForExpenses);
}
