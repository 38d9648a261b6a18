import {
  amountToCents,
  type IncomeEntryLike,
  incomeCategoryById,
  incomeCategoryDisplayName,
  incomeCategoryName,
  normalizeFrequency,
} from '@benefits/domain';
import type { TFunction } from 'i18next';
import { formatUsd } from '../../i18n/money';

// Category names: English is the domain's catalog, other languages are in their catalogs.

/** The full name of a category (the income step). */
export function categoryName(t: TFunction, id: number, fallback?: string): string {
  return incomeCategoryById(id)
    ? t(`incomeCategories.${id}.name`)
    : (fallback ?? t('income.other'));
}

export function categoryDescription(t: TFunction, id: number, fallback?: string): string {
  return incomeCategoryById(id) ? t(`incomeCategories.${id}.description`) : (fallback ?? '');
}

// The catalogs hold a kind for each category id (catalogs and labels tests check it).
type KindKey = 'incomeStep.kinds.1';

/** The income step's checklist (issue 18): the kind in plain words ('Pay from a job'). */
export function kindName(t: TFunction, id: number): string {
  return incomeCategoryById(id)
    ? t(`incomeStep.kinds.${id}.name` as `${KindKey}.name`)
    : t('income.other');
}

export function kindHint(t: TFunction, id: number): string {
  return incomeCategoryById(id) ? t(`incomeStep.kinds.${id}.hint` as `${KindKey}.hint`) : '';
}

/**
 * SPEC 2 income summary: the domain decides which categories are named and which show as
 * 'Other' (`incomeCategoryDisplayName`); this only translates its answer.
 */
export function summaryCategoryName(t: TFunction, id: number): string {
  return incomeCategoryDisplayName(id) === incomeCategoryName(id) && incomeCategoryById(id)
    ? t(`incomeCategories.${id}.name`)
    : t('income.other');
}

/** '$412.50 every week', or 'Amount not known' for "Don't know exact amount". */
export function amountText(
  t: TFunction,
  entry: Pick<IncomeEntryLike, 'amount' | 'frequency' | 'dontKnowAmount'>,
): string {
  if (entry.dontKnowAmount) return t('income.amountUnknown');
  const frequency = normalizeFrequency(entry.frequency) ?? 'monthly';
  return t(`income.amountEvery.${frequency}`, { amount: formatUsd(amountToCents(entry.amount)) });
}
