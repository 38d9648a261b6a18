import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutFy27Region } from '../rules/snap.test-util.js';
import { estimateHousehold } from './estimate.js';
import { adult, codes, FY27, program, run } from './estimate.test-util.js';
import { ESTIMATE_REASON_CODES, reasonText, renderEstimate } from './reasonText.js';
import { estimateRequestSchema } from './schema.js';

// 7 CFR 273.9-273.10 with the FY 2027 figures (decision 0300): Utah (no BBCE; no FY 2027 SUA in the table).
describe('SNAP estimate', () => {
  it('gives the maximum allotment to a household with no income', () => {
    const snap = program({ state: 'TX', members: [adult] }, 'snap');
    expect(snap).toMatchObject({ eligible: true, monthlyAmount: 306, members: [0] });
  });

  it('computes deductions, shelter cap and 30 % contribution', () => {
    // $2,000 wages: 2000 - 400 - 217(std, 3) = 1383; shelter 1200 - 691.5 = 508.5; net 874.5;
    // 30 % = 262.35 -> 263; 808 - 263 = 545.
    const snap = program(
      {
        state: 'UT',
        members: [adult, { age: 4, relationship: 'child' }, { age: 2, relationship: 'child' }],
        incomes: [{ member: 0, kind: 'wages', amount: 2_000, frequency: 'monthly' }],
        expenses: { rent: 1_200, utilities: 'heating_cooling' },
        assets: 100,
      },
      'snap',
    );
    expect(snap.monthlyAmount).toBe(545);
    expect(snap.reasons.map((r) => r.code)).toEqual([
      'snapBbceNone',
      'snapGrossPass',
      'snapDeductions',
      'snapUtilityAllowanceUnknown',
      'snapShelter',
      'snapNetPass',
      'snapResourcesPass',
      'snapAmount',
    ]);
  });

  it('caps the shelter deduction, except for an elderly or disabled household', () => {
    const base = {
      state: 'UT' as const,
      expenses: { rent: 2_000, medical: 135, utilities: 'included_in_rent' as const },
    };
    const capped = program({ ...base, members: [adult] }, 'snap');
    // 0 income: shelter 2000 capped 769; net 0 -> max.
    expect(capped.monthlyAmount).toBe(306);
    expect(capped.reasons.find((r) => r.code === 'snapShelter')?.values?.excess).toBe(769);
    const elderly = program(
      {
        ...base,
        members: [{ age: 70, relationship: 'self' }],
        incomes: [{ member: 0, kind: 'social_security', amount: 1_500, frequency: 'monthly' }],
        assets: 5_000,
      },
      'snap',
    );
    expect(elderly.reasons.map((r) => r.code)).toContain('snapGrossSkipped');
    expect(elderly.reasons.find((r) => r.code === 'snapShelterUncapped')?.values?.excess).toBe(
      1_408.5,
    );
    expect(elderly.eligible).toBe(false);
    expect(elderly.reasons.map((r) => r.code)).toContain('snapResourcesFail');
  });

  it('fails the gross and net tests over the limits', () => {
    const over = { state: 'UT' as const, members: [adult] };
    expect(
      codes(
        { ...over, incomes: [{ member: 0, kind: 'wages', amount: 1_730, frequency: 'monthly' }] },
        'snap',
      ),
    ).toContain('snapGrossFail');
    const net = program(
      { ...over, incomes: [{ member: 0, kind: 'pension', amount: 1_600, frequency: 'monthly' }] },
      'snap',
    );
    expect(net.reasons.map((r) => r.code)).toContain('snapNetFail');
    expect(net).toMatchObject({ eligible: false, monthlyAmount: 0, members: [] });
  });

  it('gives the minimum benefit to 1-2 people and $0 to larger households', () => {
    const one = program(
      {
        state: 'UT',
        members: [adult],
        incomes: [{ member: 0, kind: 'pension', amount: 1_200, frequency: 'monthly' }],
      },
      'snap',
    );
    expect(one.monthlyAmount).toBe(25);
    const three = program(
      {
        state: 'CO',
        members: [adult, adult, adult],
        incomes: [{ member: 0, kind: 'pension', amount: 4_000, frequency: 'monthly' }],
      },
      'snap',
    );
    expect(three.reasons.map((r) => r.code)).toContain('snapNoBenefit');
  });

  it('applies broad-based categorical eligibility and TANF/SSI categorical eligibility', () => {
    const ca = codes(
      {
        state: 'CA',
        members: [adult],
        incomes: [{ member: 0, kind: 'wages', amount: 2_500, frequency: 'monthly' }],
      },
      'snap',
    );
    expect(ca).toContain('snapBbcePassNetTest');
    expect(codes({ state: 'ID', members: [adult], assets: 9_000 }, 'snap')).toContain(
      'snapBbceAssetsFail',
    );
    expect(codes({ state: 'TX', members: [{ ...adult, receivesTanf: true }] }, 'snap')).toContain(
      'snapCategoricalAssistance',
    );
    expect(codes({ state: 'UT', members: [adult] }, 'snap')).toContain('snapResourcesNotAsked');
  });

  it('is unknown where the year or region has no figures', () => {
    expect(codes({ state: 'ID', members: [adult] }, 'snap')).toContain('snapBbcePass');
    expect(program({ state: 'AK', members: [adult] }, 'snap', '2025-09-30')).toMatchObject({
      eligible: null,
      monthlyAmount: null,
    });
    expect(program({ state: 'TX', members: [adult] }, 'snap', '2020-01-01').eligible).toBeNull();
    // A fiscal year that leaves the region out (decision 0300): unknown, with that year's memo.
    withoutFy27Region('alaska', () => {
      expect(program({ state: 'AK', members: [adult] }, 'snap')).toMatchObject({
        eligible: null,
        sources: [{ effective: '2026-10-01' }],
      });
    });
  });

  it('converts frequencies to monthly (weekly x52/12, biweekly x26/12, semimonthly x2, yearly /12)', () => {
    const gross = (frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'yearly', amount: number) =>
      program(
        {
          state: 'UT',
          members: [adult],
          incomes: [{ member: 0, kind: 'wages', amount, frequency }],
        },
        'snap',
      ).reasons.find((r) => r.code.startsWith('snapGross'))?.values?.income;
    expect(gross('weekly', 300)).toBe(1_300);
    expect(gross('biweekly', 600)).toBe(1_300);
    expect(gross('semimonthly', 650)).toBe(1_300);
    expect(gross('yearly', 15_600)).toBe(1_300);
  });

  it('never goes negative, never above the maximum, never up with more income', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2_000 }),
        (income, more, size, rent) => {
          const at = (amount: number) =>
            program(
              {
                state: 'TX',
                members: Array.from({ length: size }, () => adult),
                incomes: [{ member: 0, kind: 'wages', amount, frequency: 'monthly' }],
                expenses: { rent },
              },
              'snap',
            ).monthlyAmount!;
          const low = at(income);
          const high = at(income + more);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(low).toBeLessThanOrEqual([306, 562, 808, 1_023, 1_217, 1_463][size - 1]!);
          expect(high).toBeLessThanOrEqual(low);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('WIC and TANF estimate', () => {
  it('takes categories and 185 % or adjunctive eligibility', () => {
    const mom = {
      state: 'TX' as const,
      members: [
        { ...adult, postpartum: true },
        { age: 0, relationship: 'child' as const },
        { age: 7, relationship: 'child' as const },
      ],
    };
    expect(program(mom, 'wic')).toMatchObject({ eligible: true, members: [0, 1] });
    expect(codes({ ...mom, members: [{ ...adult, breastfeeding: true }] }, 'wic')).toContain(
      'wicIncomePass',
    );
    const rich = {
      ...mom,
      incomes: [
        { member: 0, kind: 'wages' as const, amount: 9_000, frequency: 'monthly' as const },
      ],
    };
    expect(program(rich, 'wic').eligible).toBe(false);
    expect(
      codes(
        {
          ...rich,
          members: [
            { ...adult, receivesTanf: true },
            { age: 3, relationship: 'child' },
          ],
        },
        'wic',
      ),
    ).toContain('wicAdjunctiveTanf');
    expect(
      codes({ ...rich, members: [{ ...adult, pregnant: true, receivesSsi: true }, adult] }, 'wic'),
    ).toContain('wicAdjunctiveMedicaid');
    expect(codes({ state: 'CA', members: [{ ...adult, pregnant: true }] }, 'wic')).toContain(
      'wicAdjunctiveSnap',
    );
    expect(codes({ state: 'TX', members: [adult] }, 'wic')).toEqual(['wicNoCategory']);
    expect(
      program({ state: 'TX', members: [{ ...adult, pregnant: true }] }, 'wic', '2020-01-01')
        .eligible,
    ).toBeNull();
  });

  it('asks the state for TANF, with the grant where known', () => {
    expect(program({ state: 'TX', members: [adult] }, 'tanf').eligible).toBe(false);
    const family = { members: [adult, { age: 3, relationship: 'child' as const }] };
    expect(codes({ state: 'GA', ...family }, 'tanf')).toEqual([
      'tanfMaxGrant',
      'tanfTimeLimit',
      'tanfAskState',
    ]);
    expect(program({ state: 'VT', ...family }, 'tanf')).toMatchObject({
      eligible: null,
      members: [],
    });
  });
});

describe('reason text', () => {
  it('words every reason in English and Spanish with its numbers', () => {
    const values = {
      income: 2_100,
      limit: 2_292,
      size: 2,
      url: 'https://x.test',
      member: 1,
      percent: 100,
      max: 1,
      net: 1.5,
      amount: 3,
      grant: 4,
      program: 'TANF',
      category: 'child',
      assets: 1,
      contribution: 1,
      earned: 1,
      standard: 1,
      dependentCare: 1,
      childSupport: 1,
      medical: 1,
      adjusted: 1,
      shelter: 1,
      half: 1,
      excess: 1,
      cap: 1,
      kind: 'phone',
      count: 1,
      months: 60,
      source: 'Acme',
      costs: 1,
      zip: '78701',
      state: 'TX',
    };
    for (const code of ESTIMATE_REASON_CODES) {
      expect(reasonText({ code, values }, 'en')).not.toMatch(/undefined/);
      expect(reasonText({ code, values }, 'es')).not.toMatch(/undefined/);
    }
    expect(
      reasonText({ code: 'snapGrossPass', values: { income: 2_100, limit: 2_292, size: 2 } }, 'en'),
    ).toBe(
      'Your income of $2,100 a month is under the limit of $2,292 for a household of 2 people.',
    );
    expect(
      reasonText({ code: 'snapGrossPass', values: { income: 1, limit: 2, size: 1 } }, 'es'),
    ).toContain('1 persona.');
    expect(reasonText({ code: 'chipNotNeeded' }, 'en')).toContain('CHIP');
    expect(
      reasonText({ code: 'snapNetPass', values: { income: 1.5, limit: 2, size: 1 } }, 'en'),
    ).toBe('Your net income of $1.50 is under the limit of $2 for a household of 1 person.');
    expect(() => reasonText({ code: 'nope' }, 'en')).toThrow();
    const rendered = renderEstimate(run({ state: 'TX', members: [adult] }), 'es');
    expect(rendered.programs.map((p) => p.program)).toEqual([
      'snap',
      'medicaid',
      'chip',
      'wic',
      'tanf',
    ]);
    expect(rendered.programs[0]!.reasons.at(-1)).toContain('Podría calificar');
  });

  it('rejects incomes of a member who is not listed, and uses today without asOf', () => {
    expect(
      estimateRequestSchema.safeParse({
        state: 'TX',
        members: [adult],
        incomes: [{ member: 1, kind: 'wages', amount: 1, frequency: 'monthly' }],
      }).success,
    ).toBe(false);
    expect(
      estimateHousehold(estimateRequestSchema.parse({ state: 'TX', members: [adult] }), FY27).asOf,
    ).toBe(FY27);
  });
});
