import { describe, expect, it } from 'vitest';
import { adult, codes, program } from './estimate.test-util.js';

// 7 CFR 273.9-273.10 with the FY 2027 figures (decision 0300): Utah (no BBCE; no FY 2027 SUA in the table).
describe('Medicaid and CHIP estimate', () => {
  it('covers expansion adults at 138 % and leaves non-expansion adults out', () => {
    expect(program({ state: 'CA', members: [adult] }, 'medicaid')).toMatchObject({
      eligible: true,
      members: [0],
    });
    expect(
      program(
        {
          state: 'CA',
          members: [adult],
          incomes: [{ member: 0, kind: 'wages', amount: 2_000, frequency: 'monthly' }],
        },
        'medicaid',
      ).eligible,
    ).toBe(false);
    expect(codes({ state: 'TX', members: [adult] }, 'medicaid')).toContain('medicaidNoExpansion');
  });

  it('tests children, CHIP, pregnancy and parents by the state row', () => {
    const family = {
      state: 'AL' as const,
      members: [
        adult,
        { age: 0, relationship: 'child' as const },
        { age: 3, relationship: 'child' as const },
        { age: 10, relationship: 'child' as const },
        { age: 22, relationship: 'other' as const, pregnant: true },
      ],
    };
    const high = {
      ...family,
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 5_000, frequency: 'monthly' as const },
      ],
    };
    expect(program(family, 'medicaid').members).toEqual([0, 1, 2, 3, 4]);
    expect(program(high, 'chip').members).toEqual([1, 2, 3]);
    expect(codes(high, 'medicaid')).toEqual(
      expect.arrayContaining(['medicaidChildFail', 'medicaidPregnantPass', 'medicaidParentFail']),
    );
    const veryHigh = {
      ...family,
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 20_000, frequency: 'monthly' as const },
      ],
    };
    expect(codes(veryHigh, 'chip')).toContain('chipChildFail');
    expect(codes(veryHigh, 'medicaid')).toContain('medicaidPregnantFail');
    const co = {
      state: 'CO' as const,
      members: [{ ...adult, pregnant: true }],
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 4_000, frequency: 'monthly' as const },
      ],
    };
    expect(codes(co, 'chip')).toContain('chipPregnantPass');
    expect(
      codes(
        { ...co, incomes: [{ member: 0, kind: 'wages', amount: 9_000, frequency: 'monthly' }] },
        'chip',
      ),
    ).toContain('chipPregnantFail');
    expect(
      codes(
        {
          ...co,
          state: 'CT',
          incomes: [],
          members: [
            { ...adult, pregnant: true },
            { age: 3, relationship: 'child' },
          ],
        },
        'chip',
      ),
    ).toContain('chipNotNeeded');
  });

  it('counts MAGI income only, tests a spouse as a parent, and has no CHIP where the state has none', () => {
    const support = {
      state: 'CA' as const,
      members: [adult],
      incomes: [
        { member: 0, kind: 'child_support' as const, amount: 5_000, frequency: 'monthly' as const },
      ],
    };
    expect(program(support, 'medicaid').eligible).toBe(true);
    const tx = {
      state: 'KS' as const,
      members: [
        adult,
        { age: 30, relationship: 'spouse' as const },
        { age: 30, relationship: 'other' as const },
        { age: 2, relationship: 'child' as const },
      ],
      incomes: [{ member: 0, kind: 'wages' as const, amount: 400, frequency: 'monthly' as const }],
    };
    expect(program(tx, 'medicaid').members).toEqual([0, 1, 3]);
    const ca = {
      state: 'CA' as const,
      members: [adult, { age: 8, relationship: 'child' as const }],
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 20_000, frequency: 'monthly' as const },
      ],
    };
    expect(program(ca, 'chip').eligible).toBe(false);
  });

  it('answers SSI, 65+, days before the state table, and parents over a dollar-based limit', () => {
    expect(
      program({ state: 'TX', members: [{ ...adult, receivesSsi: true }] }, 'medicaid').eligible,
    ).toBe(true);
    expect(
      program({ state: 'CA', members: [{ age: 70, relationship: 'self' }] }, 'medicaid').eligible,
    ).toBeNull();
    const ny = {
      state: 'NY' as const,
      members: [
        adult,
        { age: 5, relationship: 'child' as const },
        { age: 30, relationship: 'other' as const, pregnant: true },
      ],
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 9_000, frequency: 'monthly' as const },
      ],
    };
    // New York (CMS 2023-12-01): child 149 %, CHIP 400 %, pregnant 218 %, parents and adults 133 %.
    expect(program(ny, 'medicaid')).toMatchObject({ eligible: false, members: [] });
    expect(program(ny, 'chip').members).toEqual([1]);
    // Arkansas parents: 13 % in dollars (CMS note 4); over the adult group's 138 % too.
    expect(
      program(
        {
          state: 'AR',
          members: [adult, { age: 5, relationship: 'child' }],
          incomes: [{ member: 0, kind: 'wages', amount: 9_000, frequency: 'monthly' }],
        },
        'medicaid',
      ).eligible,
    ).toBe(false);
    expect(
      program({ state: 'AL', members: [adult] }, 'medicaid', '2020-01-01').eligible,
    ).toBeNull();
  });
});
