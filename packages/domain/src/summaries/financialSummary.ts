import { frequencyOrMonthly, type IncomeFrequency } from '../catalogs/frequencies.js';
import { isWorkIncomeCategory } from '../catalogs/incomeCategories.js';
import { amountToCents, centsToDollars } from '../money/amount.js';
import { monthlyCents, roundUnits, summaryMonthlyUnits, sumUnits } from '../money/monthly.js';
import { type WorkHoursBasis, type WorkHoursEntry, workHours } from './workHours.js';
import { type WorkRequirementStatus, workRequirementStatus } from './workRequirement.js';

/** The fields of an income entry the money math reads (SPEC 3 income entry). */
export interface IncomeEntryLike extends WorkHoursEntry {
  id?: number | string;
  source: string;
  amount?: string | number | null;
  frequency?: string | null;
  isW2Income?: boolean | null;
  dontKnowAmount?: boolean | null;
  comment?: string | null;
}

export type WithMonthlyAmount<E> = E & {
  /** SPEC 9 summary conversion of this entry, in dollars (rounded once to the cent). */
  monthlyAmount: number;
};

/** SPEC 3: financial summary (+ DESIGN: which basis the work hours use; SPEC 9 status). */
export interface FinancialSummary<E extends IncomeEntryLike = IncomeEntryLike> {
  entries: WithMonthlyAmount<E>[];
  totalMonthlyIncome: number;
  totalAnnualIncome: number;
  workIncome: number;
  workIncomeAnnual: number;
  workHoursPerWeek: number;
  workHoursPerMonth: number;
  workHoursBasis: WorkHoursBasis;
  workRequirement: WorkRequirementStatus;
}

export function entryMonthlyUnits(entry: IncomeEntryLike): bigint {
  return summaryMonthlyUnits(amountToCents(entry.amount), entry.frequency);
}

/**
 * SPEC 3 and 9: totals by the summary conversion (annual /12, weekly x52/12, biweekly x26/12);
 * the annual total is the monthly total x 12; work income is categories 1 and 2.
 * Every total is the exact sum rounded once to the cent.
 */
export function financialSummary<E extends IncomeEntryLike>(
  entries: readonly E[],
): FinancialSummary<E> {
  const units = entries.map(entryMonthlyUnits);
  const totalMonthly = roundUnits(sumUnits(units));
  const workMonthly = roundUnits(
    sumUnits(units.filter((_, index) => isWorkIncomeCategory(entries[index]!.categoryId))),
  );
  const hours = workHours(entries);
  return {
    entries: entries.map((entry, index) => ({
      ...entry,
      monthlyAmount: centsToDollars(roundUnits(units[index]!)),
    })),
    totalMonthlyIncome: centsToDollars(totalMonthly),
    totalAnnualIncome: centsToDollars(totalMonthly * 12),
    workIncome: centsToDollars(workMonthly),
    workIncomeAnnual: centsToDollars(workMonthly * 12),
    workHoursPerWeek: hours.hoursPerWeek,
    workHoursPerMonth: hours.hoursPerMonth,
    workHoursBasis: hours.basis,
    workRequirement: workRequirementStatus(hours.hoursPerMonth),
  };
}

/**
 * SPEC 2 income verification: the amount shown, with annual amounts shown per month.
 * Returns dollars and the frequency to print beside them.
 */
export function incomeDisplayAmount(entry: IncomeEntryLike): {
  amount: number;
  frequency: IncomeFrequency;
} {
  const cents = amountToCents(entry.amount);
  const frequency = frequencyOrMonthly(entry.frequency);
  return frequency === 'annual'
    ? { amount: centsToDollars(monthlyCents(cents, 'annual')), frequency: 'monthly' }
    : { amount: centsToDollars(cents), frequency };
}
