import { describe, expect, it } from 'vitest';
import {
  SNAP_GENERAL_WORK_RULES,
  snapTimeLimitExemptions,
  snapTimeLimitRule,
  snapTimeLimitRules,
} from './snapWork.js';

// Public Law 119-21 section 10102; FNS ABAWD exceptions implementation memo, 2025-10-03.
describe('SNAP time limit', () => {
  it('applied to ages 18-54 with a child under 18 exempting, before Public Law 119-21', () => {
    const rule = snapTimeLimitRule('2025-07-03')!;
    expect([rule.ageFrom, rule.ageTo, rule.childUnder]).toEqual([18, 54, 18]);
    expect(rule.exemptions).toEqual(
      expect.arrayContaining(['veteran', 'homeless', 'formerFosterYouth']),
    );
  });

  it('applies to ages 18 through 64 without a child under 14 from 2025-07-04, without the veteran, homeless and foster-youth exemptions', () => {
    const rule = snapTimeLimitRule('2025-07-04')!;
    expect([rule.ageFrom, rule.ageTo, rule.childUnder, rule.hoursPerMonth]).toEqual([
      18, 64, 14, 80,
    ]);
    expect([rule.countableMonths, rule.periodMonths]).toEqual([3, 36]);
    for (const ended of ['veteran', 'homeless', 'formerFosterYouth'] as const)
      expect(rule.exemptions).not.toContain(ended);
    expect(rule.exemptions).toContain('americanIndian');
  });

  it('names each exemption once per rule, and every id in some rule', () => {
    for (const rule of snapTimeLimitRules)
      expect(new Set(rule.exemptions).size, rule.from).toBe(rule.exemptions.length);
    const used = new Set(snapTimeLimitRules.flatMap((rule) => rule.exemptions));
    expect([...snapTimeLimitExemptions].filter((id) => !used.has(id))).toEqual([]);
  });

  it('has no rule before the table', () => {
    expect(snapTimeLimitRule('2020-01-01')).toBeUndefined();
  });

  it('keeps the general work requirements at 16-59', () => {
    expect([SNAP_GENERAL_WORK_RULES.ageFrom, SNAP_GENERAL_WORK_RULES.ageTo]).toEqual([16, 59]);
  });
});
