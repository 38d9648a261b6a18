import type { RuleSource } from './period.js';
import { monthlyPercentOfPoverty, povertyGuideline, povertyGuidelineYear } from './poverty.js';
import type { StateCode } from './regions.js';
import { tanfFor } from './tanfStates.js';

// A state's TANF grant for a family size and income limit for 3 on a day, from tanfStates.ts;
// a percent of the poverty guideline is turned into dollars with the guideline for the day.

export interface TanfFigure {
  amount: number;
  /** The day the figure took effect (the later of the row's and the poverty guideline's). */
  from: string;
  source: RuleSource;
}

/** The poverty-guideline percent as monthly dollars for the day, with the later start day. */
function percentOfPoverty(date: Date | string, from: string, size: number, percent: number) {
  const year = povertyGuidelineYear(date);
  if (!year) return undefined;
  return {
    amount: monthlyPercentOfPoverty(povertyGuideline(date, 'contiguous', size)!, percent),
    from: [year.from, from].sort()[1]!,
  };
}

/** The most a family of `size` gets a month in the state on the day, or undefined: "depends". */
export function tanfMaxGrant(
  state: StateCode,
  date: Date | string,
  size: number,
): TanfFigure | undefined {
  const rules = tanfFor(state, date).rules;
  if (!rules?.source) return undefined;
  if (rules.maxGrantPercentOfPoverty !== undefined) {
    const figure = percentOfPoverty(date, rules.from, size, rules.maxGrantPercentOfPoverty);
    return figure && { ...figure, source: rules.source };
  }
  const amount = rules.maxGrantBySize?.[size - 1];
  return amount === undefined
    ? undefined
    : { amount, from: rules.grantFrom ?? rules.from, source: rules.source };
}

/** The monthly income limit for an applying family of 3 in the state on the day, or undefined. */
export function tanfIncomeLimitFamilyOf3(
  state: StateCode,
  date: Date | string,
): TanfFigure | undefined {
  const rules = tanfFor(state, date).rules;
  const limit = rules?.incomeLimit;
  if (!rules || !limit) return undefined;
  const from = rules.from;
  if (limit.kind === 'dollars') return { amount: limit.familyOf3, from, source: limit.source };
  const figure = percentOfPoverty(date, from, 3, limit.percent);
  return figure && { ...figure, source: limit.source };
}
