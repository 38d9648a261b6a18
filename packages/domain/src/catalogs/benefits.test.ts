import { describe, expect, it } from 'vitest';
import { benefitRules, evaluatedLookbackMonths } from './benefitRules.js';
import { benefitIds, benefitName, benefitTypeById, benefitTypes, isBenefitId } from './benefits.js';

describe('benefit types (SPEC 3)', () => {
  it.each([
    ['medicaid-magi', 'Medicaid MAGI'],
    ['snap', 'SNAP (Food Assistance)'],
    ['tanf', 'TANF (Cash Assistance)'],
    ['wic', 'WIC'],
    ['chip', 'CHIP'],
    ['medicaid-non-magi', 'Medicaid Non-MAGI'],
  ] as const)('%s displays as %s', (id, name) => {
    expect(benefitName(id)).toBe(name);
    expect(benefitTypeById[id].description.length).toBeGreaterThan(10);
  });

  it('has six, in the wizard order', () => {
    expect(benefitTypes.map((b) => b.id)).toEqual([...benefitIds]);
    expect(benefitTypes).toHaveLength(6);
  });

  it('recognises ids', () => {
    expect(isBenefitId('snap')).toBe(true);
    expect(isBenefitId('SNAP')).toBe(false);
    expect(isBenefitId(undefined)).toBe(false);
  });
});

describe('benefit rules (SPEC 9 table)', () => {
  it.each([
    ['medicaid-magi', 12, 12, 80, null, 12, null],
    ['snap', 3, 3, 80, { individual: 2750, household: 4250 }, 6, null],
    ['tanf', 1, null, 120, { individual: 2000, household: 3000 }, 6, null],
    ['wic', 12, null, null, null, 6, '185% of poverty level'],
    ['chip', 12, null, null, null, 12, 'up to 200% of poverty level'],
    ['medicaid-non-magi', 36, 1, null, { individual: 2000, household: 3000 }, 12, null],
  ] as const)('%s', (id, lookback, averaging, hours, assets, recertify, guideline) => {
    const rule = benefitRules[id];
    expect(rule.benefitId).toBe(id);
    expect(rule.lookbackMonths).toBe(lookback);
    expect(rule.incomeAveragingMonths).toBe(averaging);
    expect(rule.workRequirementHoursPerMonth).toBe(hours);
    expect(rule.assetLimits).toEqual(assets);
    expect(rule.recertificationMonths).toBe(recertify);
    expect(rule.federalGuideline).toBe(guideline);
  });

  it('notes SNAP ages and TANF weekly hours', () => {
    expect(benefitRules.snap.workRequirementNote).toBe('ages 18-49');
    expect(benefitRules.tanf.workRequirementNote).toBe('30 per week');
  });

  it.each([
    [[], 12],
    [['snap'], 12],
    [['tanf', 'snap'], 12],
    [['wic'], 12],
    [['medicaid-non-magi'], 36],
    [['snap', 'medicaid-non-magi', 'chip'], 36],
  ] as const)('evaluated lookback of %j is %i (max, at least 12)', (selected, months) => {
    expect(evaluatedLookbackMonths(selected)).toBe(months);
  });
});
