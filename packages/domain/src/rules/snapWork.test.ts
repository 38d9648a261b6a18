import { describe, expect, it } from 'vitest';
import { SNAP_GENERAL_WORK_RULES, snapTimeLimitRule } from './snapWork.js';

// Public Law 119-21 section 10102; FNS ABAWD exceptions implementation memo, 2025-10-03.
describe('SNAP time limit', () => {
  it('applied to ages 18-54 with a child under 18 exempting, before Public Law 119-21', () => {
    const rule = snapTimeLimitRule('2025-07-03')!;
    expect([rule.ageFrom, rule.ageTo, rule.childUnder]).toEqual([18, 54, 18]);
    expect(rule.exemptions).toContain('a veteran');
  });

  it('applies to ages 18 through 64 without a child under 14 from 2025-07-04, without the veteran, homeless and foster-youth exemptions', () => {
    const rule = snapTimeLimitRule('2025-07-04')!;
    expect([rule.ageFrom, rule.ageTo, rule.childUnder, rule.hoursPerMonth]).toEqual([
      18, 64, 14, 80,
    ]);
    expect([rule.countableMonths, rule.periodMonths]).toEqual([3, 36]);
    expect(rule.exemptions.join(' ')).not.toMatch(/veteran|homeless|foster/);
  });

  it('has no rule before the table', () => {
    expect(snapTimeLimitRule('2020-01-01')).toBeUndefined();
  });

  it('keeps the general work requirements at 16-59', () => {
    expect([SNAP_GENERAL_WORK_RULES.ageFrom, SNAP_GENERAL_WORK_RULES.ageTo]).toEqual([16, 59]);
  });
});
