import { describe, expect, it } from 'vitest';
import { TANF_FEDERAL_TIME_LIMIT_MONTHS } from './tanf.js';
import { tanfIncomeLimitFamilyOf3, tanfMaxGrant } from './tanfFigures.js';
import { TANF_STATE_DIRECTORY, tanfFor, tanfStateTable } from './tanfStates.js';

// Figures from each row's cited source (tanfStates.ts; decision 0286).
describe('tanfFor', () => {
  it('covers the ten most populous states with a program, agency, time limit and sources', () => {
    const states = new Set(tanfStateTable.map((row) => row.state));
    expect([...states].sort()).toEqual([
      'CA',
      'FL',
      'GA',
      'IL',
      'MI',
      'NC',
      'NY',
      'OH',
      'PA',
      'TX',
    ]);
    for (const row of tanfStateTable) {
      expect(row.agency.url).toMatch(/^https:\/\//);
      expect(row.timeLimit.source.url).toMatch(/^https?:\/\//);
      expect(row.timeLimit.lifetimeMonths).toBeLessThanOrEqual(TANF_FEDERAL_TIME_LIMIT_MONTHS);
      // A published grant table grows with the family.
      const grants = row.maxGrantBySize ?? [];
      for (let i = 1; i < grants.length; i += 1) expect(grants[i]).toBeGreaterThan(grants[i - 1]!);
    }
  });

  it.each([
    ['CA', '2026-11-25', 1_175], // ACL 24-55, Region 1 non-exempt
    ['TX', '2026-03-01', 382], // TWH C-110, October 2025
    ['FL', '2026-11-25', 303], // ESS Appendix A-5
    ['NY', '2026-11-25', 789], // 18 NYCRR 352, New York City
    ['PA', '2026-11-25', 421], // PA Handbook 168 App. B, group 1
    ['IL', '2026-11-25', 797], // 35 % of the 2026 guideline for 3 ($27,320 x 0.35 / 12, rounded up)
    ['OH', '2026-06-01', 640], // ORC 5107.04: 2025 payments x 1.028 (2026 SSA COLA)
    ['GA', '2026-11-25', 280], // PAMMS Appendix A
    ['NC', '2026-11-25', 272], // WF-114
    ['MI', '2026-11-25', 583], // RFT 210
  ] as const)('%s on %s: the most a family of 3 gets is $%i', (state, day, grant) => {
    expect(tanfMaxGrant(state, day, 3)?.amount).toBe(grant);
  });

  it.each([
    ['CA', '2026-11-25', 1_960], // MBSAC, ACL 26-39
    ['CA', '2026-06-30', 1_892],
    ['TX', '2026-11-25', 188], // recognizable needs
    ['FL', '2026-11-25', 4_212], // 185 % of poverty
    ['OH', '2026-11-25', 1_139], // 50 % of poverty
    ['GA', '2026-11-25', 784],
    ['NC', '2026-11-25', 544],
    ['PA', '2026-11-25', 614],
    ['MI', '2026-11-25', 583],
  ] as const)('%s on %s: the income limit for 3 is $%i', (state, day, limit) => {
    expect(tanfIncomeLimitFamilyOf3(state, day)?.amount).toBe(limit);
  });

  it('gives the time limit, with a shorter state limit where there is one', () => {
    expect(tanfFor('OH', '2026-11-25').rules?.timeLimit.lifetimeMonths).toBe(36);
    expect(tanfFor('GA', '2026-11-25').rules?.timeLimit.lifetimeMonths).toBe(48);
    expect(tanfFor('FL', '2026-11-25').rules?.timeLimit).toMatchObject({
      lifetimeMonths: 48,
      shorterMonths: [24],
      withinMonths: 60,
    });
    expect(tanfFor('TX', '2026-11-25').rules?.timeLimit.shorterMonths).toEqual([12, 24, 36]);
    expect(tanfFor('NY', '2026-11-25').rules?.timeLimit.lifetimeMonths).toBe(60);
  });

  // ODJFS ACT 294 (January 1, 2024); later years: the previous year's payments times the Social
  // Security COLA, rounded, as ODJFS did from ACT 268 (2019) to ACT 270 (2020): ORC 5107.04.
  it.each([
    ['2024-12-31', [363, 495, 608, 749, 877, 976, 1_091, 1_210]],
    ['2025-01-01', [372, 507, 623, 768, 899, 1_000, 1_118, 1_240]],
    ['2026-12-31', [382, 521, 640, 790, 924, 1_028, 1_149, 1_275]],
  ] as const)('Ohio Works First on %s: the most by family size 1-8', (day, grants) => {
    grants.forEach((grant, index) => {
      expect(tanfMaxGrant('OH', day, index + 1)?.amount).toBe(grant);
    });
    expect(tanfMaxGrant('OH', day, 3)?.from).toBe(`${day.slice(0, 4)}-01-01`);
  });

  it('computes each Ohio year from the one before with the COLA (ORC 5107.04)', () => {
    // ODJFS ACT 268 (2019) and ACT 270 (2020, COLA 1.6 %): the rule the 2025 and 2026 rows follow.
    const act268 = [297, 406, 497, 613, 718, 798, 892, 989];
    const act270 = [302, 412, 505, 623, 729, 811, 906, 1_005];
    expect(act268.map((grant) => Math.round(grant * 1.016))).toEqual(act270);
    const grants = (day: string) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((size) => tanfMaxGrant('OH', day, size)!.amount);
    const raise = (from: number[], cola: number) => from.map((grant) => Math.round(grant * cola));
    expect(raise(grants('2024-06-01'), 1.025)).toEqual(grants('2025-06-01'));
    expect(raise(grants('2025-06-01'), 1.028)).toEqual(grants('2026-06-01'));
  });

  it('gives no grant once a known amount has expired (Texas from 2026-10-01, Ohio from 2027)', () => {
    expect(tanfMaxGrant('TX', '2026-11-25', 3)).toBeUndefined();
    expect(tanfMaxGrant('OH', '2027-01-01', 3)).toBeUndefined();
    expect(tanfIncomeLimitFamilyOf3('OH', '2027-01-01')?.amount).toBe(1_139);
    expect(tanfFor('TX', '2026-11-25').agency.url).toContain('hhs.texas.gov');
    // A size past the state's published table is not guessed.
    expect(tanfMaxGrant('PA', '2026-11-25', 7)).toBeUndefined();
  });

  it('has no figure before a table or a poverty guideline starts', () => {
    expect(tanfMaxGrant('IL', '2023-01-01', 3)).toBeUndefined();
    expect(tanfMaxGrant('IL', '2024-06-01', 3)).toBeUndefined(); // before the poverty table
    expect(tanfIncomeLimitFamilyOf3('FL', '2024-06-01')).toBeUndefined();
    expect(tanfIncomeLimitFamilyOf3('NY', '2026-11-25')).toBeUndefined();
    // The later of the row's start and the guideline's.
    expect(tanfMaxGrant('IL', '2025-06-01', 3)).toMatchObject({ amount: 778, from: '2025-01-15' });
    expect(tanfMaxGrant('CA', '2026-11-25', 3)?.from).toBe('2024-10-01');
  });

  it('sends other states to the federal directory: "depends on your state"', () => {
    expect(tanfFor('WY', '2026-11-25')).toEqual({ state: 'WY', agency: TANF_STATE_DIRECTORY });
    expect(tanfMaxGrant('WY', '2026-11-25', 3)).toBeUndefined();
    expect(tanfIncomeLimitFamilyOf3('WY', '2026-11-25')).toBeUndefined();
  });
});
