import { describe, expect, it } from 'vitest';
import { factWriter, type RuleFact, ruleFacts } from './facts.js';

// Figures from USDA FNS, SNAP FY 2026 COLA (https://www.fns.usda.gov/snap/allotment/cola/fy26).
describe('ruleFacts', () => {
  it('gives the FY 2026 SNAP figures with their period and source on 2026-03-01', () => {
    const facts = ruleFacts('2026-03-01');
    expect(facts['snap.maxAllotment.1']).toEqual({
      value: 298,
      unit: 'usd-month',
      asOf: '2025-10-01',
      until: '2026-09-30',
      source: expect.objectContaining({ url: 'https://www.fns.usda.gov/snap/allotment/cola/fy26' }),
    });
    expect(facts['snap.standardDeduction.1']?.value).toBe(209);
    expect(facts['snap.resourceLimit']?.value).toBe(3000);
    expect(facts['snap.resourceLimitElderlyDisabled']?.value).toBe(4500);
    expect(facts['snap.grossLimit.1']?.value).toBe(1696);
    expect(facts['snap.netLimit.1']?.value).toBe(1305);
  });

  it('gives the FY 2027 figures from 2026-10-01 (decision 0300) with the derived income limits', () => {
    const facts = ruleFacts(new Date('2026-11-25T12:00:00Z'));
    expect(facts['snap.maxAllotment.1']).toMatchObject({ value: 306, asOf: '2026-10-01' });
    expect(facts['snap.standardDeduction.4']?.value).toBe(229);
    expect(facts['snap.resourceLimitElderlyDisabled']?.value).toBe(4750);
    expect(facts['snap.netLimit.1']).toMatchObject({
      value: 1330,
      asOf: '2026-10-01',
      until: '2027-09-30',
    });
    expect(facts['snap.figuresPage']?.value).toBe(
      'https://www.fna.usda.gov/snap/allotment/cola/fy27',
    );
    expect(facts['snap.utilityAllowancePage']?.unit).toBe('text');
  });

  it('switches the SNAP time limit on 2025-07-04 (Public Law 119-21)', () => {
    expect(ruleFacts('2025-07-03')['snap.timeLimit.ageTo']?.value).toBe(54);
    expect(ruleFacts('2025-07-04')['snap.timeLimit.ageTo']?.value).toBe(64);
    expect(ruleFacts('2025-07-04')['snap.timeLimit.childUnder']?.value).toBe(14);
  });

  it('switches Medicaid renewals to every 6 months on 2027-01-01', () => {
    expect(ruleFacts('2026-12-31')['medicaid.renewalMonths']).toMatchObject({
      value: 12,
      until: '2026-12-31',
    });
    expect(ruleFacts('2027-01-01')['medicaid.renewalMonths']).toMatchObject({
      value: 6,
      asOf: '2027-01-01',
    });
    expect(ruleFacts('2027-01-01')['medicaid.workHours']?.value).toBe(80);
    expect(ruleFacts('2027-01-01')['medicaid.expansionPercent']?.value).toBe(138);
  });

  it('gives nothing dated for a day before every table', () => {
    const facts = ruleFacts('2000-01-01');
    expect(facts['fpl.1']).toBeUndefined();
    expect(facts['snap.netLimit.1']).toBeUndefined();
    expect(facts['snap.timeLimit.ageTo']).toBeUndefined();
    expect(facts['wic.monthlyLimit.1']).toBeUndefined();
    expect(facts['snap.workRules.ageTo']?.value).toBe(59);
  });

  it('leaves an unknown figure out instead of writing it', () => {
    const facts: Record<string, RuleFact> = {};
    const put = factWriter(facts, '2026-10-01', undefined, { title: 't', url: 'https://x.test' });
    put('a', null, 'usd');
    put('b', undefined, 'usd');
    put('c', 0, 'usd');
    expect(Object.keys(facts)).toEqual(['c']);
  });
});
