// SPEC 1: 22 income categories. SPEC 9: their ids and names follow the extracted-category map
// (ids 1-13, 15, 16, 18-24). SPEC 3: allowsExpenses for 1, 2, 5; requiresWorkClassification
// for 1, 2 (the W-2 vs 1099 choice).
export interface IncomeCategory {
  id: number;
  name: string;
  description: string;
  requiresWorkClassification: boolean;
  allowsExpenses: boolean;
}

function category(
  id: number,
  name: string,
  description: string,
  flags: { work?: boolean; expenses?: boolean } = {},
): IncomeCategory {
  return {
    id,
    name,
    description,
    requiresWorkClassification: flags.work ?? false,
    allowsExpenses: flags.expenses ?? false,
  };
}

/** In the order the wizard asks about them; 'Other Income' (15) comes last as the catch-all. */
export const incomeCategories: readonly IncomeCategory[] = [
  category(
    1,
    'Wages, Salaries, Tips',
    'Money from a job: paychecks, salary, tips, overtime and bonuses.',
    { work: true, expenses: true },
  ),
  category(
    2,
    'Self-Employment Income',
    'Money from your own business, gig work, freelance or contract (1099) work.',
    { work: true, expenses: true },
  ),
  category(
    3,
    'Social Security Benefits',
    'Social Security retirement, survivor or disability (SSDI) payments, and SSI.',
  ),
  category(4, 'Unemployment Benefits', 'Unemployment payments from your state.'),
  category(5, 'Rental Income', 'Rent paid to you for a house, apartment, room or land.', {
    expenses: true,
  }),
  category(6, 'Pension and Retirement Income', 'Money from a pension, annuity, 401(k) or IRA.'),
  category(
    7,
    'Disability Benefits',
    "Disability pay that is not from Social Security, like workers' comp or a private plan.",
  ),
  category(8, 'Veterans Benefits', 'VA pension, VA disability pay or other VA money.'),
  category(9, 'Investment Income', 'Money your stocks or other investments pay you.'),
  category(10, 'Alimony', 'Spousal support paid to you by a former spouse.'),
  category(11, 'Student Aid', 'Scholarships, grants or work-study money for school.'),
  category(12, 'Foster Care Payments', 'Payments you get for caring for a foster child.'),
  category(13, 'Tribal Payments', 'Per capita payments or other money paid to you by a tribe.'),
  // Issue 18: child support received is its own kind (the estimate reads 16 as child support);
  // regular help from family is 'Other Income'.
  category(16, 'Child Support', 'Child support paid to you for a child.'),
  category(18, 'Inheritance', 'Money or property you received from someone who died.'),
  category(19, 'Insurance Payments', 'Money paid to you by an insurance company.'),
  category(20, 'Legal Settlements', 'Money from a lawsuit or a court case.'),
  category(
    21,
    'Lottery and Gambling Winnings',
    'Money you won from the lottery, a casino or other bets.',
  ),
  category(
    22,
    'Cryptocurrency Income',
    'Money from cryptocurrency: mining, staking rewards or payments in crypto.',
  ),
  category(23, 'Capital Gains', 'Profit from selling stocks, property or other things you own.'),
  category(24, 'Taxable Interest', 'Interest from bank accounts, CDs or bonds.'),
  category(15, 'Other Income', 'Other money you get often, like help from family.'),
];

export const incomeCategoryIds: readonly number[] = incomeCategories.map((c) => c.id);

export const OTHER_INCOME_CATEGORY_ID = 15;
export const WAGES_CATEGORY_ID = 1;
export const SELF_EMPLOYMENT_CATEGORY_ID = 2;
export const RENTAL_CATEGORY_ID = 5;

const byId = new Map(incomeCategories.map((c) => [c.id, c]));

export function incomeCategoryById(id: number): IncomeCategory | undefined {
  return byId.get(id);
}

export function isIncomeCategoryId(value: unknown): value is number {
  return typeof value === 'number' && byId.has(value);
}

/** SPEC 2 income verification: sources are grouped by category name, fallback 'Other'. */
export function incomeCategoryName(id: number): string {
  return byId.get(id)?.name ?? 'Other';
}

/**
 * SPEC 2 income summary: categories 1-5 show their names; every other category shows as
 * 'Other' (on purpose: that screen names only these five).
 */
export function incomeCategoryDisplayName(id: number): string {
  return id >= 1 && id <= 5 ? incomeCategoryName(id) : 'Other';
}

/** SPEC 3 and 9: work income is categories 1 and 2. */
export function isWorkIncomeCategory(categoryId: number): boolean {
  return categoryId === WAGES_CATEGORY_ID || categoryId === SELF_EMPLOYMENT_CATEGORY_ID;
}

/**
 * SPEC 4: the W-2 vs 1099/other choice appears only when the category requires work
 * classification and the applicant said work verification is needed.
 */
export function showsWorkClassification(
  categoryId: number,
  needsWorkVerification: boolean,
): boolean {
  return needsWorkVerification && (byId.get(categoryId)?.requiresWorkClassification ?? false);
}
