import {
  type BenefitId,
  type CreateIncomeEntryInput,
  centsToAmountText,
  type EstimateProgram,
  type EstimateResponse,
  type IncomeFrequency,
  parseAmount,
} from '@benefits/domain';
import type { Answers, Frequency, IncomeAnswer, IncomeKind } from './answers';

// What "Start your application" carries into a new application (decision 0310): the programs
// the estimate did not rule out, and the applicant's own incomes as income entries. The
// state, the other people, their incomes, housing costs and savings have no place in the
// application yet and are not carried.

const benefitOfProgram: Record<EstimateProgram, BenefitId> = {
  snap: 'snap',
  medicaid: 'medicaid-magi',
  chip: 'chip',
  wic: 'wic',
  tanf: 'tanf',
};

/** Programs the estimate says "may qualify" or "can't tell yet": the applicant may apply. */
export function benefitsToCarry(estimate: EstimateResponse): BenefitId[] {
  return estimate.programs
    .filter((program) => program.eligible !== false)
    .map((program) => benefitOfProgram[program.program]);
}

/** Income categories of the application (SPEC 1) for the estimate's kinds of income. */
export const categoryOfKind: Record<IncomeKind, number> = {
  wages: 1,
  self_employment: 2,
  social_security: 3,
  ssi: 3,
  unemployment: 4,
  pension: 6,
  workers_comp: 7,
  veterans: 8,
  alimony: 10,
  child_support: 16,
  other_unearned: 15,
};

/** Each frequency is carried as it is ("twice a month" too, since issue 18). */
function carriedAmount(
  income: IncomeAnswer,
): { amount: string; frequency: IncomeFrequency } | null {
  const parsed = parseAmount(income.amount);
  if (!parsed.ok) return null;
  const frequencies: Record<Frequency, IncomeFrequency> = {
    weekly: 'weekly',
    biweekly: 'biweekly',
    semimonthly: 'semimonthly',
    monthly: 'monthly',
    yearly: 'annual',
  };
  return { amount: centsToAmountText(parsed.cents), frequency: frequencies[income.frequency] };
}

/**
 * The applicant's own incomes (people[0]) as income entries of the new application. The
 * screener does not ask who pays, so the source is the kind of income in plain words and the
 * comment says where the entry came from; the applicant can change both.
 */
export function incomeEntriesToCarry(
  answers: Answers,
  applicationId: number,
  words: { source: (kind: IncomeKind) => string; comment: string },
): CreateIncomeEntryInput[] {
  const own = answers.people[0]?.incomes ?? [];
  return own.flatMap((income) => {
    const carried = carriedAmount(income);
    if (!carried) return [];
    return [
      {
        applicationId,
        categoryId: categoryOfKind[income.kind],
        source: words.source(income.kind),
        ...carried,
        comment: words.comment,
      },
    ];
  });
}
