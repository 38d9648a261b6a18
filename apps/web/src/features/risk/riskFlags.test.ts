import {
  type ConcernLevel,
  formatDollars,
  MEDIUM_ISSUES_SHOWN,
  type RiskFlag,
} from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { countByLevel, flagWords, visibleRiskFlags } from './riskFlags';

function flag(id: string, concernLevel: ConcernLevel, extra: Partial<RiskFlag> = {}): RiskFlag {
  return {
    id,
    type: 'low_income',
    category: 'income',
    description: `server text ${id}`,
    concernLevel,
    affectedData: {},
    recommendation: `server advice ${id}`,
    autoResolvable: false,
    ...extra,
  };
}

describe('visibleRiskFlags (SPEC 2 and 9: 3 medium issues by default)', () => {
  const flags = [
    flag('m1', 'Medium'),
    flag('l1', 'Low'),
    flag('m2', 'Medium'),
    flag('h1', 'High'),
    flag('m3', 'Medium'),
    flag('m4', 'Medium'),
    flag('m5', 'Medium'),
  ];

  it('shows every High, the first 3 Medium and every Low, High first, and counts the hidden', () => {
    const visible = visibleRiskFlags(flags, false);
    expect(MEDIUM_ISSUES_SHOWN).toBe(3);
    expect(visible.flags.map((f) => f.id)).toEqual(['h1', 'm1', 'm2', 'm3', 'l1']);
    expect(visible.hiddenMediumCount).toBe(2);
  });

  it("shows all Medium issues after 'Show more'", () => {
    const visible = visibleRiskFlags(flags, true);
    expect(visible.flags.map((f) => f.id)).toEqual(['h1', 'm1', 'm2', 'm3', 'm4', 'm5', 'l1']);
    expect(visible.hiddenMediumCount).toBe(0);
  });

  it('hides nothing with 3 Medium issues or fewer', () => {
    const three = [flag('a', 'Medium'), flag('b', 'Medium'), flag('c', 'Medium')];
    expect(visibleRiskFlags(three, false)).toEqual({ flags: three, hiddenMediumCount: 0 });
    expect(visibleRiskFlags([], false)).toEqual({ flags: [], hiddenMediumCount: 0 });
  });

  it('counts flags per level', () => {
    expect(countByLevel(flags)).toEqual({ High: 1, Medium: 5, Low: 1 });
  });
});

describe('flagWords: the catalog words of a flag, filled from its affectedData', () => {
  const money = formatDollars;

  it('fills each type from its data', () => {
    expect(
      flagWords(
        flag('d', 'Medium', {
          type: 'duplicate_income_source',
          affectedData: { source: 'Lyft', entryIds: ['1', '2'] },
        }),
        money,
      ),
    ).toEqual({ key: 'duplicate_income_source', values: { source: 'Lyft', count: 2 } });
    expect(
      flagWords(
        flag('h', 'High', {
          type: 'high_income',
          affectedData: { source: 'Rent', monthlyEquivalent: 21650.5 },
        }),
        money,
      ),
    ).toEqual({ key: 'high_income', values: { source: 'Rent', amount: '$21,650.50' } });
    expect(
      flagWords(flag('l', 'Medium', { affectedData: { source: 'Gift', amount: 50 } }), money),
    ).toEqual({ key: 'low_income', values: { source: 'Gift', amount: '$50.00' } });
    expect(
      flagWords(
        flag('r', 'High', {
          type: 'high_expense_ratio',
          affectedData: { monthlyExpenses: 1700, monthlyIncome: 2000 },
        }),
        money,
      ),
    ).toEqual({
      key: 'high_expense_ratio',
      values: { expenses: '$1,700.00', income: '$2,000.00' },
    });
    expect(
      flagWords(
        flag('i', 'High', {
          type: 'missing_document',
          affectedData: { documentType: 'identity_verification' },
        }),
        money,
      ),
    ).toEqual({ key: 'missing_identity_verification', values: {} });
    expect(
      flagWords(
        flag('p', 'High', {
          type: 'missing_document',
          affectedData: { documentType: 'income_verification' },
        }),
        money,
      ),
    ).toEqual({ key: 'missing_income_verification', values: {} });
  });

  it("keeps the server's text when the data is not what the type promises", () => {
    const none = { key: null, values: {} };
    expect(flagWords(flag('a', 'Medium', { affectedData: { source: ' ' } }), money)).toEqual(none);
    expect(
      flagWords(flag('b', 'Medium', { affectedData: { source: 'X', amount: 'ten' } }), money),
    ).toEqual(none);
    expect(
      flagWords(
        flag('c', 'Medium', { type: 'duplicate_income_source', affectedData: { source: 'X' } }),
        money,
      ),
    ).toEqual(none);
    expect(
      flagWords(flag('d', 'High', { type: 'high_income', affectedData: { source: 'X' } }), money),
    ).toEqual(none);
    expect(
      flagWords(
        flag('e', 'High', { type: 'high_expense_ratio', affectedData: { monthlyIncome: 5 } }),
        money,
      ),
    ).toEqual(none);
    expect(
      flagWords(
        flag('f', 'High', { type: 'missing_document', affectedData: { documentType: 'other' } }),
        money,
      ),
    ).toEqual(none);
    expect(
      flagWords(flag('g', 'Low', { type: 'something_new' as RiskFlag['type'] }), money),
    ).toEqual(none);
  });
});
