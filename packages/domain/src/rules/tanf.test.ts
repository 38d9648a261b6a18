import { describe, expect, it } from 'vitest';
import { TANF_FEDERAL_TIME_LIMIT_MONTHS } from './tanf.js';
import { TANF_STATE_DIRECTORY, tanfFor, tanfStateTable } from './tanfStates.js';

describe('tanfFor', () => {
  it('covers the ten most populous states with a program name and agency link', () => {
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
    for (const row of tanfStateTable) expect(row.agency.url).toMatch(/^https:\/\//);
  });

  it.each([
    ['GA', '2026-11-25', 280],
    ['MI', '2026-11-25', 583],
    ['NC', '2026-11-25', 272],
    ['TX', '2026-03-01', 382],
  ] as const)('%s on %s: maximum grant for a family of 3 is $%i', (state, day, grant) => {
    expect(tanfFor(state, day).rules?.maxGrantFamilyOf3).toBe(grant);
  });

  it('gives no grant once a known amount has expired (Texas from 2026-10-01)', () => {
    const answer = tanfFor('TX', '2026-11-25');
    expect(answer.rules?.maxGrantFamilyOf3).toBeUndefined();
    expect(answer.agency.url).toContain('hhs.texas.gov');
  });

  it('sends other states to the federal directory: "depends on your state"', () => {
    expect(tanfFor('WY', '2026-11-25')).toEqual({ state: 'WY', agency: TANF_STATE_DIRECTORY });
    expect(TANF_FEDERAL_TIME_LIMIT_MONTHS).toBe(60);
  });
});
