import { normalizeFrequency } from '../catalogs/frequencies.js';
import { roundUnits, sumUnits } from '../money/monthly.js';
import { type ExpenseLike, expenseMonthlyUnitsOf } from '../summaries/expenseAmounts.js';
import { entryMonthlyUnits, type IncomeEntryLike } from '../summaries/financialSummary.js';
import type { EstimateIncome } from './schema.js';
import type { EstimateReason } from './types.js';

// An application's income entries as the estimate's incomes: kind by category, monthly by the
// summary conversion, business costs off self-employment and rental income, and a reason for
// every entry left out.

type Kind = EstimateIncome['kind'];

/**
 * The estimate's kind of each income category (catalogs/incomeCategories.ts); `notCounted`
 * for money SNAP does not count as income: student aid (7 CFR 273.9(c)(3)), foster care
 * payments when the foster child is not in the household (7 CFR 273.1(c)(6)), and
 * nonrecurring lump sums, counted as resources instead (7 CFR 273.9(c)(8)): inheritance,
 * insurance payments, legal settlements, lottery winnings, capital gains.
 */
const KIND_BY_CATEGORY: Readonly<Record<number, Kind | 'notCounted'>> = {
  1: 'wages',
  2: 'self_employment',
  3: 'social_security',
  4: 'unemployment',
  // Rental income is unearned unless someone manages the property 20+ hours a week
  // (7 CFR 273.9(b)(1)(ii)); the application does not ask, so it counts as unearned.
  5: 'other_unearned',
  6: 'pension',
  7: 'other_unearned',
  8: 'veterans',
  9: 'other_unearned',
  10: 'alimony',
  11: 'notCounted',
  12: 'notCounted',
  13: 'other_unearned',
  15: 'other_unearned',
  16: 'child_support',
  18: 'notCounted',
  19: 'notCounted',
  20: 'notCounted',
  21: 'notCounted',
  22: 'other_unearned',
  23: 'notCounted',
  24: 'other_unearned',
};

export interface ApplicationIncomeEntry extends IncomeEntryLike {
  id: number | string;
  /** Who gets it (index into the household's members); else `memberId`'s, else the applicant. */
  member?: number;
  /** Issue 18: the household member's id (income_entries.member_id); null: the applicant. */
  memberId?: string | null;
}

/**
 * Work paid on a 1099 (category 1 not marked W-2) is self-employment: its business costs
 * come off (7 CFR 273.11(a)(4)); a W-2 wage earner's work costs are covered by the 20 %
 * earned income deduction (7 CFR 273.9(d)(2)), so they do not.
 */
export function applicationIncomeKind(
  entry: Pick<IncomeEntryLike, 'categoryId' | 'isW2Income'>,
): Kind | 'notCounted' {
  const kind = KIND_BY_CATEGORY[entry.categoryId] ?? 'other_unearned';
  return kind === 'wages' && entry.isW2Income !== true ? 'self_employment' : kind;
}

/** Business costs come off self-employment and rental income only (W-2 pay: 26 U.S.C. 67(g)). */
export function takesBusinessCosts(
  entry: Pick<IncomeEntryLike, 'categoryId'>,
  kind: Kind,
): boolean {
  return kind === 'self_employment' || entry.categoryId === 5;
}

export interface ApplicationIncomes {
  incomes: EstimateIncome[];
  reasons: EstimateReason[];
}

/** The entries as monthly incomes (cents rounded once), with why any were left out or changed. */
export function applicationIncomes(
  entries: readonly ApplicationIncomeEntry[],
  expenses: readonly ExpenseLike[],
  taxYear: number,
): ApplicationIncomes {
  const incomes: EstimateIncome[] = [];
  const reasons: EstimateReason[] = [];
  for (const entry of entries) {
    const source = entry.source;
    const kind = applicationIncomeKind(entry);
    if (kind === 'notCounted') {
      reasons.push({ code: 'appIncomeNotCounted', values: { source } });
      continue;
    }
    if (entry.dontKnowAmount === true || entry.amount == null || entry.amount === '') {
      reasons.push({ code: 'appIncomeAmountUnknown', values: { source } });
      continue;
    }
    if (normalizeFrequency(entry.frequency) === undefined) {
      reasons.push({ code: 'appIncomeFrequencyUnknown', values: { source } });
      continue;
    }
    const gross = entryMonthlyUnits(entry);
    const costs = takesBusinessCosts(entry, kind)
      ? sumUnits(
          expenses
            .filter((expense) => String(expense.incomeEntryId) === String(entry.id))
            .map((expense) => expenseMonthlyUnitsOf(expense, taxYear)),
        )
      : 0n;
    const netCents = roundUnits(gross > costs ? gross - costs : 0n);
    if (costs > 0n)
      reasons.push({
        code: 'appBusinessCosts',
        values: { source, costs: roundUnits(costs) / 100, net: netCents / 100 },
      });
    incomes.push({ member: entry.member ?? 0, kind, amount: netCents / 100, frequency: 'monthly' });
  }
  return { incomes, reasons };
}
