import { mileageRateForYear } from '../catalogs/mileageRates.js';
import { centsToDollars } from '../money/amount.js';
import { roundUnits, sumUnits } from '../money/monthly.js';
import { type ExpenseLike, expenseCentsPerMile, expenseMonthlyUnitsOf } from './expenseAmounts.js';
import {
  type AiExtractedData,
  compareExtractedData,
  type ExtractedAnalysisLike,
} from './extractedComparison.js';
import {
  entryMonthlyUnits,
  type FinancialSummary,
  financialSummary,
  type IncomeEntryLike,
  type WithMonthlyAmount,
} from './financialSummary.js';
import { parseMilesPerWeek } from './mileage.js';

export type ExpenseWithMonthlyAmount<X> = X & {
  /** Monthly amount in dollars (annual / 12; mileage by the IRS rate), rounded once. */
  monthlyAmount: number;
};

/** SPEC 3: the summary adds totalExpenses, netIncome and expenses to each income entry. */
export type EntryWithExpenses<E, X> = WithMonthlyAmount<E> & {
  expenses: ExpenseWithMonthlyAmount<X>[];
  /** Monthly, dollars. */
  totalExpenses: number;
  /** Monthly income minus monthly expenses, dollars (may be negative). */
  netIncome: number;
};

export interface MileageDeductionLine {
  expenseId: number | string | null;
  incomeEntryId: number | string;
  description: string;
  milesPerWeek: number;
  centsPerMile: number;
  monthlyDeduction: number;
  annualDeduction: number;
}

/** SPEC 2: the tax-authority mileage deductions card. */
export interface MileageSummary {
  taxYear: number;
  /** The IRS rate of the tax year (DESIGN), cents per mile, and where it comes from. */
  centsPerMile: number;
  source: string;
  isFallbackRate: boolean;
  deductions: MileageDeductionLine[];
  totalMonthlyDeduction: number;
  totalAnnualDeduction: number;
}

/** SPEC 3: the enhanced financial summary. Amounts are dollars; monthly unless named annual. */
export interface EnhancedFinancialSummary<E extends IncomeEntryLike, X extends ExpenseLike>
  extends Omit<FinancialSummary<E>, 'entries'> {
  entries: EntryWithExpenses<E, X>[];
  /** The per-income breakdown (SPEC 2), the same list as `entries`. */
  entriesWithExpenses: EntryWithExpenses<E, X>[];
  totalGrossMonthlyIncome: number;
  totalGrossAnnualIncome: number;
  totalMonthlyExpenses: number;
  totalAnnualExpenses: number;
  totalNetMonthlyIncome: number;
  totalNetAnnualIncome: number;
  incomeSourcesCount: number;
  expenseEntriesCount: number;
  /** The hours the counts card shows: work hours per week (SPEC 2 enhanced summary). */
  totalWorkHours: number;
  /** Monthly expenses as a whole percent of gross monthly income; null with no income. */
  expenseRatioPercent: number | null;
  mileage: MileageSummary;
  /** SPEC 3: the AI-extracted data object (provider-neutral name); null without analysis. */
  aiExtractedData: AiExtractedData | null;
}

export interface EnhancedFinancialSummaryInput<E extends IncomeEntryLike, X extends ExpenseLike> {
  entries: readonly E[];
  expenses: readonly X[];
  analysis?: ExtractedAnalysisLike | null;
  /** Tax year for the IRS mileage rate, e.g. the year the application is filed. */
  taxYear: number;
}

/** Whole percent, half up: expenses / income x 100. Null when income is 0. */
export function expenseRatioPercent(expenseUnits: bigint, incomeUnits: bigint): number | null {
  if (incomeUnits <= 0n) return null;
  return Number((expenseUnits * 200n + incomeUnits) / (incomeUnits * 2n));
}

function sameId(a: number | string | undefined, b: number | string): boolean {
  return a !== undefined && String(a) === String(b);
}

/**
 * SPEC 3 enhanced summary. Expenses count toward the entry they belong to; expenses whose
 * entry is not in the list are left out of every total.
 */
export function enhancedFinancialSummary<E extends IncomeEntryLike, X extends ExpenseLike>(
  input: EnhancedFinancialSummaryInput<E, X>,
): EnhancedFinancialSummary<E, X> {
  const { entries, expenses, taxYear } = input;
  const base = financialSummary(entries);
  const incomeUnits = sumUnits(entries.map(entryMonthlyUnits));
  let expenseUnits = 0n;
  let expenseCount = 0;
  const mileageLines: MileageDeductionLine[] = [];
  let mileageUnits = 0n;

  const breakdown = base.entries.map((entry, index) => {
    const own = expenses.filter((expense) => sameId(entries[index]!.id, expense.incomeEntryId));
    const ownUnits = own.map((expense) => expenseMonthlyUnitsOf(expense, taxYear));
    const ownTotal = sumUnits(ownUnits);
    expenseUnits += ownTotal;
    expenseCount += own.length;
    own.forEach((expense, i) => {
      const miles = expense.isMileageExpense ? parseMilesPerWeek(expense.milesPerWeek) : undefined;
      if (miles === undefined) return;
      const monthly = roundUnits(ownUnits[i]!);
      mileageUnits += ownUnits[i]!;
      mileageLines.push({
        expenseId: expense.id ?? null,
        incomeEntryId: expense.incomeEntryId,
        description: expense.description ?? '',
        milesPerWeek: miles / 100,
        centsPerMile: expenseCentsPerMile(expense, taxYear),
        monthlyDeduction: centsToDollars(monthly),
        annualDeduction: centsToDollars(monthly * 12),
      });
    });
    const entryIncome = roundUnits(entryMonthlyUnits(entries[index]!));
    const entryExpenses = roundUnits(ownTotal);
    return {
      ...entry,
      expenses: own.map((expense, i) => ({
        ...expense,
        monthlyAmount: centsToDollars(roundUnits(ownUnits[i]!)),
      })),
      totalExpenses: centsToDollars(entryExpenses),
      netIncome: centsToDollars(entryIncome - entryExpenses),
    };
  });

  const grossMonthly = roundUnits(incomeUnits);
  const expensesMonthly = roundUnits(expenseUnits);
  const netMonthly = grossMonthly - expensesMonthly;
  const mileageMonthly = roundUnits(mileageUnits);
  const rate = mileageRateForYear(taxYear);
  return {
    ...base,
    entries: breakdown,
    entriesWithExpenses: breakdown,
    totalGrossMonthlyIncome: centsToDollars(grossMonthly),
    totalGrossAnnualIncome: centsToDollars(grossMonthly * 12),
    totalMonthlyExpenses: centsToDollars(expensesMonthly),
    totalAnnualExpenses: centsToDollars(expensesMonthly * 12),
    totalNetMonthlyIncome: centsToDollars(netMonthly),
    totalNetAnnualIncome: centsToDollars(netMonthly * 12),
    incomeSourcesCount: entries.length,
    expenseEntriesCount: expenseCount,
    totalWorkHours: base.workHoursPerWeek,
    expenseRatioPercent: expenseRatioPercent(expenseUnits, incomeUnits),
    mileage: {
      taxYear,
      centsPerMile: rate.centsPerMile,
      source: rate.source,
      isFallbackRate: rate.isFallback,
      deductions: mileageLines,
      totalMonthlyDeduction: centsToDollars(mileageMonthly),
      totalAnnualDeduction: centsToDollars(mileageMonthly * 12),
    },
    aiExtractedData: input.analysis ? compareExtractedData(input.analysis, entries) : null,
  };
}
