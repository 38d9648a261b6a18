import { type ConcernLevel, type RiskFlag, riskPanelFlags } from '@benefits/domain';

// The risk panel of the summary and review steps (SPEC 2): High issues first, then Medium (3 shown by
// default, the rest behind 'Show more', SPEC 9), then Low. Which ones show is the domain's
// `riskPanelFlags`; this puts them in the order the panel reads them.

export interface VisibleRiskFlags {
  flags: RiskFlag[];
  hiddenMediumCount: number;
}

export function visibleRiskFlags(flags: readonly RiskFlag[], showAll: boolean): VisibleRiskFlags {
  const panel = riskPanelFlags(flags, showAll);
  return {
    flags: [...panel.high, ...panel.medium, ...panel.low],
    hiddenMediumCount: panel.hiddenMediumCount,
  };
}

export function countByLevel(flags: readonly RiskFlag[]): Record<ConcernLevel, number> {
  const counts: Record<ConcernLevel, number> = { High: 0, Medium: 0, Low: 0 };
  for (const flag of flags) counts[flag.concernLevel] += 1;
  return counts;
}

/**
 * The words of a flag come from the catalogs (the applicant's language), filled from its
 * affectedData. A flag whose data is not what its type promises keeps the server's English.
 */
export type FlagWordsKey =
  | 'duplicate_income_source'
  | 'high_income'
  | 'low_income'
  | 'high_expense_ratio'
  | 'missing_income_verification'
  | 'missing_identity_verification';

export interface FlagWords {
  /** review.risk.flags.{key}; null when the server's own text is shown. */
  key: FlagWordsKey | null;
  values: Record<string, string | number>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function flagWords(flag: RiskFlag, money: (dollars: number) => string): FlagWords {
  const data = flag.affectedData;
  const none: FlagWords = { key: null, values: {} };
  switch (flag.type) {
    case 'duplicate_income_source': {
      const source = text(data.source);
      const ids = data.entryIds;
      if (!source || !Array.isArray(ids)) return none;
      return { key: flag.type, values: { source, count: ids.length } };
    }
    case 'high_income': {
      const source = text(data.source);
      const monthly = amount(data.monthlyEquivalent);
      if (!source || monthly === undefined) return none;
      return { key: flag.type, values: { source, amount: money(monthly) } };
    }
    case 'low_income': {
      const source = text(data.source);
      const value = amount(data.amount);
      if (!source || value === undefined) return none;
      return { key: flag.type, values: { source, amount: money(value) } };
    }
    case 'high_expense_ratio': {
      const expenses = amount(data.monthlyExpenses);
      const income = amount(data.monthlyIncome);
      if (expenses === undefined || income === undefined) return none;
      return { key: flag.type, values: { expenses: money(expenses), income: money(income) } };
    }
    case 'missing_document': {
      const type = text(data.documentType);
      if (type !== 'income_verification' && type !== 'identity_verification') return none;
      return { key: `missing_${type}`, values: {} };
    }
    default:
      return none;
  }
}
