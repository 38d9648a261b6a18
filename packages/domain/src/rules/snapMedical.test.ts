import { describe, expect, it } from 'vitest';
import { snapStandardMedical, snapStandardMedicalRows } from './snapMedical.js';

// State standard medical deductions (7 CFR 273.9(d)(3) demonstrations), decision 0303.
describe('SNAP standard medical deduction', () => {
  it.each([
    ['CA', 150],
    ['AZ', 145],
    ['IL', 185],
    ['TX', 135],
  ] as const)('%s: $%i', (state, amount) => {
    expect(snapStandardMedical('2026-11-25', state)?.amount).toBe(amount);
  });

  it('is absent where the state uses actual costs, and before the table', () => {
    expect(snapStandardMedical('2026-11-25', 'NY')).toBeUndefined();
    expect(snapStandardMedical('2025-09-30', 'CA')).toBeUndefined();
  });

  it('has one sourced row a state', () => {
    const states = snapStandardMedicalRows.map((row) => row.state);
    expect(new Set(states).size).toBe(states.length);
    for (const row of snapStandardMedicalRows) expect(row.source.url).toMatch(/^https:\/\//);
  });
});
