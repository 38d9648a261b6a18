import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConcernLevel,
  concernLevels,
  concernRank,
  hasHighIssues,
  MEDIUM_ISSUES_SHOWN,
  overallRisk,
  type RiskFlag,
  riskAssessment,
  riskPanelFlags,
  shouldSubmitWithIssues,
  submitButtonLabel,
} from './riskLevels.js';

function flag(concernLevel: ConcernLevel, id: string = concernLevel): RiskFlag {
  return {
    id,
    type: 'low_income',
    category: 'income',
    description: 'd',
    concernLevel,
    affectedData: {},
    recommendation: 'r',
    autoResolvable: false,
  };
}

const levels = (list: ConcernLevel[]) => list.map((level, i) => flag(level, `${level}${i}`));

describe('overall risk (SPEC 5)', () => {
  it.each([
    [[], 'Low'],
    [['Low'], 'Low'],
    [['Low', 'Low', 'Low', 'Low'], 'Low'],
    [['Medium'], 'Medium'],
    [['Medium', 'Medium'], 'Medium'],
    [['Medium', 'Medium', 'Low'], 'Medium'],
    [['Medium', 'Medium', 'Medium'], 'High'],
    [['High'], 'High'],
    [['Low', 'High'], 'High'],
  ] as [ConcernLevel[], ConcernLevel][])('%j -> %s', (list, expected) => {
    expect(overallRisk(levels(list))).toBe(expected);
  });

  it('valid means no flags', () => {
    expect(riskAssessment([])).toEqual({ flags: [], overallRisk: 'Low', valid: true });
    expect(riskAssessment(levels(['Low'])).valid).toBe(false);
  });

  it('ranks Low < Medium < High', () => {
    expect([...concernLevels].map(concernRank)).toEqual([2, 1, 0]);
  });

  it('property: adding a flag never lowers the overall risk', () => {
    const levelArb = fc.constantFrom<ConcernLevel>('High', 'Medium', 'Low');
    fc.assert(
      fc.property(fc.array(levelArb), levelArb, fc.nat(), (list, extra, at) => {
        const before = levels(list);
        const after = [...before];
        after.splice(at % (before.length + 1), 0, flag(extra, 'extra'));
        expect(concernRank(overallRisk(after))).toBeGreaterThanOrEqual(
          concernRank(overallRisk(before)),
        );
      }),
    );
  });
});

describe('Submit with Issues (SPEC 2 and 4)', () => {
  it('is needed only when a High flag exists', () => {
    expect(shouldSubmitWithIssues({ flags: levels(['High']) })).toBe(true);
    expect(submitButtonLabel({ flags: levels(['High']) })).toBe('Submit with Issues');
    const threeMedium = { flags: levels(['Medium', 'Medium', 'Medium']) };
    expect(overallRisk(threeMedium.flags)).toBe('High');
    expect(shouldSubmitWithIssues(threeMedium)).toBe(false);
    expect(submitButtonLabel(threeMedium)).toBe('Submit Application');
    expect(hasHighIssues([])).toBe(false);
  });
});

describe('risk panel (SPEC 9: three medium issues shown by default)', () => {
  const flags = levels(['Medium', 'High', 'Medium', 'Low', 'Medium', 'Medium', 'Medium']);

  it('shows the first 3 medium issues and counts the rest', () => {
    expect(MEDIUM_ISSUES_SHOWN).toBe(3);
    const panel = riskPanelFlags(flags);
    expect(panel.high.map((f) => f.id)).toEqual(['High1']);
    expect(panel.medium.map((f) => f.id)).toEqual(['Medium0', 'Medium2', 'Medium4']);
    expect(panel.low.map((f) => f.id)).toEqual(['Low3']);
    expect(panel.hiddenMediumCount).toBe(2);
  });

  it("shows every medium issue after 'Show more'", () => {
    const panel = riskPanelFlags(flags, true);
    expect(panel.medium).toHaveLength(5);
    expect(panel.hiddenMediumCount).toBe(0);
  });
});
