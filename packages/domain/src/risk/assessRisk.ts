import { type RequiredDocumentType, requiredDocumentTypes } from '../catalogs/documents.js';
import { frequencyOrMonthly } from '../catalogs/frequencies.js';
import { formatUsd } from '../formats/money.js';
import { amountToCents } from '../money/amount.js';
import { riskMonthlyUnits, roundUnits, sumUnits, UNITS_PER_CENT } from '../money/monthly.js';
import { type ExpenseLike, expenseMonthlyUnitsOf } from '../summaries/expenseAmounts.js';
import type { IncomeEntryLike } from '../summaries/financialSummary.js';
import { type RiskAssessment, type RiskFlag, riskAssessment } from './riskLevels.js';

// SPEC 5 risk rules, with SPEC 9's thresholds and its risk conversion to monthly
// (weekly x4.33, bi-weekly x2.17, annual /12).
export const HIGH_INCOME_MONTHLY_CENTS = 2_000_000; // $20,000
export const LOW_INCOME_MONTHLY_CENTS = 10_000; // $100
export const EXPENSE_RATIO_LIMIT_PERCENT = 80;

export interface RiskInput {
  entries: readonly IncomeEntryLike[];
  expenses: readonly ExpenseLike[];
  documents: readonly { type?: string | null }[];
  /** Tax year for mileage expenses without a recorded rate. */
  taxYear: number;
  /** The documents the application asked for; by default requestedDocumentTypes(entries). */
  requestedDocuments?: readonly RequiredDocumentType[];
}

/**
 * The documents this application asks the applicant for (issue 18: a "High" risk for a missing
 * ID that was never asked for). Proof of income is asked for each income listed (step 8); no
 * step asks for an ID, so a missing ID is not a risk until one does.
 */
export function requestedDocumentTypes(
  entries: readonly IncomeEntryLike[],
): RequiredDocumentType[] {
  return entries.length > 0 ? ['income_verification'] : [];
}

function entryKey(entry: IncomeEntryLike, index: number): string {
  return String(entry.id ?? `#${index + 1}`);
}

function sourceKey(source: string): string {
  return source.trim().toLowerCase();
}

/** SPEC 5: duplicate income sources (same name, trimmed, case-insensitive): Medium. */
export function duplicateSourceFlags(entries: readonly IncomeEntryLike[]): RiskFlag[] {
  const groups = new Map<string, { source: string; ids: string[] }>();
  entries.forEach((entry, index) => {
    const key = sourceKey(entry.source);
    if (key === '') return;
    const group = groups.get(key) ?? { source: entry.source.trim(), ids: [] };
    group.ids.push(entryKey(entry, index));
    groups.set(key, group);
  });
  return [...groups.entries()]
    .filter(([, group]) => group.ids.length > 1)
    .map(([key, group]) => ({
      id: `duplicate_income_source:${key}`,
      type: 'duplicate_income_source',
      category: 'income',
      description: `You listed "${group.source}" ${group.ids.length} times. If it is the same income, it would be counted more than once.`,
      concernLevel: 'Medium',
      affectedData: { source: group.source, entryIds: group.ids },
      recommendation:
        'If these are the same income, remove the extra entry. If they are different, give each one a clearer name.',
      autoResolvable: true,
    }));
}

/** SPEC 5: monthly-equivalent income above $20,000 (risk conversion): High, per source. */
export function highIncomeFlags(entries: readonly IncomeEntryLike[]): RiskFlag[] {
  const limit = BigInt(HIGH_INCOME_MONTHLY_CENTS) * UNITS_PER_CENT;
  return entries.flatMap((entry, index): RiskFlag[] => {
    const cents = amountToCents(entry.amount);
    const monthly = riskMonthlyUnits(cents, entry.frequency);
    if (monthly <= limit) return [];
    const id = entryKey(entry, index);
    return [
      {
        id: `high_income:${id}`,
        type: 'high_income',
        category: 'income',
        description: `Your income from "${entry.source}" comes to about ${formatUsd(roundUnits(monthly))} a month. Amounts over $20,000 a month are checked by a caseworker.`,
        concernLevel: 'High',
        affectedData: {
          entryId: id,
          source: entry.source,
          amount: cents / 100,
          frequency: frequencyOrMonthly(entry.frequency),
          monthlyEquivalent: roundUnits(monthly) / 100,
        },
        recommendation:
          'Check the amount and how often you get it (weekly, every two weeks, monthly or yearly). Upload a pay stub or statement that shows it.',
        autoResolvable: false,
      },
    ];
  });
}

/**
 * SPEC 5: income reported monthly below $100: Medium. Entries marked "Don't know exact
 * amount" (sent as 0) are not low income, so they are left out (docs/decisions/0050).
 */
export function lowIncomeFlags(entries: readonly IncomeEntryLike[]): RiskFlag[] {
  return entries.flatMap((entry, index): RiskFlag[] => {
    const cents = amountToCents(entry.amount);
    if (entry.dontKnowAmount === true) return [];
    if (frequencyOrMonthly(entry.frequency) !== 'monthly' || cents >= LOW_INCOME_MONTHLY_CENTS) {
      return [];
    }
    const id = entryKey(entry, index);
    return [
      {
        id: `low_income:${id}`,
        type: 'low_income',
        category: 'income',
        description: `Your income from "${entry.source}" is ${formatUsd(cents)} a month. That is less than $100 a month, so please make sure the amount is right.`,
        concernLevel: 'Medium',
        affectedData: {
          entryId: id,
          source: entry.source,
          amount: cents / 100,
          frequency: 'monthly',
        },
        recommendation:
          'Check the amount. If it is paid weekly, every two weeks or once a year, change how often you get it.',
        autoResolvable: false,
      },
    ];
  });
}

/** SPEC 5: total expenses above 80 percent of total income (risk conversion): High. */
export function expenseRatioFlags(
  entries: readonly IncomeEntryLike[],
  expenses: readonly ExpenseLike[],
  taxYear: number,
): RiskFlag[] {
  const income = sumUnits(
    entries.map((entry) => riskMonthlyUnits(amountToCents(entry.amount), entry.frequency)),
  );
  const spent = sumUnits(expenses.map((expense) => expenseMonthlyUnitsOf(expense, taxYear)));
  if (spent * 100n <= income * BigInt(EXPENSE_RATIO_LIMIT_PERCENT)) return [];
  const incomeCents = roundUnits(income);
  const spentCents = roundUnits(spent);
  return [
    {
      id: 'high_expense_ratio',
      type: 'high_expense_ratio',
      category: 'expenses',
      description: `Your business expenses (${formatUsd(spentCents)} a month) are more than 80% of your income (${formatUsd(incomeCents)} a month).`,
      concernLevel: 'High',
      affectedData: { monthlyExpenses: spentCents / 100, monthlyIncome: incomeCents / 100 },
      recommendation:
        'Check that each expense is for your work or rental and is not listed twice. Keep your receipts; a caseworker may ask for them.',
      autoResolvable: false,
    },
  ];
}

const missingDocumentText: Readonly<
  Record<RequiredDocumentType, { description: string; recommendation: string }>
> = {
  income_verification: {
    description:
      'We do not have proof of your income yet, such as a pay stub, W-2, 1099 or benefit letter.',
    recommendation: 'Upload a document that shows your income.',
  },
  identity_verification: {
    description: "We do not have proof of who you are yet, such as a driver's license or state ID.",
    recommendation: 'Upload a clear photo or scan of your ID.',
  },
};

/**
 * SPEC 5: each missing document of type income_verification or identity_verification: High,
 * but only for the types the application asked for (`requested`, all of them by default).
 */
export function missingDocumentFlags(
  documents: readonly { type?: string | null }[],
  requested: readonly RequiredDocumentType[] = requiredDocumentTypes,
): RiskFlag[] {
  return requiredDocumentTypes
    .filter((type) => requested.includes(type))
    .filter((type) => !documents.some((document) => document.type === type))
    .map((type) => ({
      id: `missing_document:${type}`,
      type: 'missing_document',
      category: 'documents',
      ...missingDocumentText[type],
      concernLevel: 'High',
      affectedData: { documentType: type },
      autoResolvable: true,
    }));
}

/** SPEC 5: the automated risk check. */
export function assessRisk(input: RiskInput): RiskAssessment {
  return riskAssessment([
    ...duplicateSourceFlags(input.entries),
    ...highIncomeFlags(input.entries),
    ...lowIncomeFlags(input.entries),
    ...expenseRatioFlags(input.entries, input.expenses, input.taxYear),
    ...missingDocumentFlags(
      input.documents,
      input.requestedDocuments ?? requestedDocumentTypes(input.entries),
    ),
  ]);
}
