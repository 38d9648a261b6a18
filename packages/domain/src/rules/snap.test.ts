import { describe, expect, it } from 'vitest';
import { POVERTY_REGIONS } from './regions.js';
import {
  snapFigures,
  snapIncomeLimit,
  snapIncomeLimitEachAdditional,
  snapMaxAllotment,
  snapMinimumBenefit,
  snapStandardDeduction,
} from './snap.js';
import { withoutFy27Region } from './snap.test-util.js';

const FY26 = '2026-03-01';
const FY27 = '2026-11-25';

// USDA FNS, SNAP COLA information, FY 2026 Table 1 (net, 100 %) as published:
// https://www.fns.usda.gov/snap/allotment/COLA (effective Oct. 1, 2025 - Sept. 30, 2026).
const FNS_FY26_NET = {
  contiguous: [1_305, 1_763, 2_221, 2_680, 3_138, 3_596, 4_055, 4_513],
  alaska: [1_630, 2_203, 2_776, 3_350, 3_923, 4_496, 5_070, 5_643],
  hawaii: [1_500, 2_027, 2_555, 3_082, 3_610, 4_137, 4_665, 5_192],
} as const;
const FNS_FY26_NET_EACH = { contiguous: 459, alaska: 574, hawaii: 528 } as const;
// Table 2 (gross, 130 %), the sizes the FNS page shows in full.
const FNS_FY26_GROSS: [keyof typeof FNS_FY26_NET, number, number][] = [
  ['contiguous', 1, 1_696],
  ['contiguous', 2, 2_292],
  ['contiguous', 3, 2_888],
  ['contiguous', 4, 3_483],
  // Sizes 5-7 as the Connecticut DSS SNAP tables print them (https://portaldir.ct.gov/dss/SNAP/Tables.html).
  ['contiguous', 5, 4_079],
  ['contiguous', 6, 4_675],
  ['contiguous', 7, 5_271],
  ['contiguous', 8, 5_867],
  ['alaska', 1, 2_118],
  ['alaska', 2, 2_864],
  ['alaska', 3, 3_609],
  ['alaska', 4, 4_354],
  ['alaska', 8, 7_336],
  ['hawaii', 1, 1_949],
  ['hawaii', 2, 2_635],
  ['hawaii', 3, 3_321],
  ['hawaii', 4, 4_007],
  ['hawaii', 8, 6_750],
];

describe('SNAP income limits', () => {
  it('reproduce the FNS FY 2026 net table from the 2025 poverty guidelines', () => {
    for (const region of POVERTY_REGIONS) {
      FNS_FY26_NET[region].forEach((limit, index) => {
        expect(snapIncomeLimit(FY26, region, index + 1, 'net')).toBe(limit);
      });
      expect(snapIncomeLimitEachAdditional(FY26, region, 'net')).toBe(FNS_FY26_NET_EACH[region]);
    }
  });

  it.each(FNS_FY26_GROSS)(
    'reproduce the FNS FY 2026 gross limit: %s, %i people, $%i',
    (region, size, limit) => {
      expect(snapIncomeLimit(FY26, region, size, 'gross')).toBe(limit);
    },
  );

  it('add the "each additional member" amount beyond 8 people', () => {
    expect(snapIncomeLimit(FY26, 'contiguous', 10, 'net')).toBe(4_513 + 2 * 459);
    expect(snapIncomeLimitEachAdditional(FY26, 'contiguous', 'gross')).toBe(596);
  });

  it('use the 2026 poverty guidelines in FY 2027 (from 2026-10-01)', () => {
    expect(snapIncomeLimit('2026-09-30', 'contiguous', 1, 'net')).toBe(1_305);
    expect(snapIncomeLimit('2026-10-01', 'contiguous', 1, 'net')).toBe(1_330);
    expect(snapIncomeLimit(FY27, 'contiguous', 1, 'gross')).toBe(1_729);
    expect(snapIncomeLimit(FY27, 'contiguous', 4, 'gross')).toBe(3_575);
  });

  it('grow with household size, gross above net, in every region and year', () => {
    for (const day of [FY26, FY27]) {
      for (const region of POVERTY_REGIONS) {
        for (let size = 1; size < 15; size += 1) {
          const net = snapIncomeLimit(day, region, size, 'net')!;
          expect(snapIncomeLimit(day, region, size + 1, 'net')!).toBeGreaterThan(net);
          expect(snapIncomeLimit(day, region, size, 'gross')!).toBeGreaterThan(net);
        }
      }
    }
  });

  it('are unknown before the table', () => {
    expect(snapIncomeLimit('2024-01-01', 'contiguous', 1, 'net')).toBeUndefined();
    expect(snapIncomeLimitEachAdditional('2024-01-01', 'contiguous', 'net')).toBeUndefined();
  });

  it('reject a household size below 1', () => {
    expect(() => snapIncomeLimit(FY26, 'contiguous', 0, 'net')).toThrow(RangeError);
  });
});

// USDA FNS, SNAP FY 2026 Cost-of-Living Adjustments (https://www.fns.usda.gov/snap/allotment/cola/fy26).
describe('SNAP FY 2026 allotments and deductions', () => {
  it.each([
    [1, 298],
    [2, 546],
    [3, 785],
    [4, 994],
    [8, 1_789],
    [9, 1_789 + 218],
  ])('maximum allotment in the 48 states and DC, %i people: $%i', (size, amount) => {
    expect(snapMaxAllotment(FY26, 'contiguous', size)).toBe(amount);
  });

  it('gives Alaska (urban) and Hawaii their own schedules', () => {
    expect(snapMaxAllotment(FY26, 'alaska', 4)).toBe(1_285);
    expect(snapMaxAllotment(FY26, 'hawaii', 4)).toBe(1_689);
  });

  it('grows the maximum allotment with household size', () => {
    for (const region of POVERTY_REGIONS) {
      for (let size = 1; size < 12; size += 1) {
        expect(snapMaxAllotment(FY26, region, size + 1)!).toBeGreaterThan(
          snapMaxAllotment(FY26, region, size)!,
        );
      }
    }
  });

  it('uses the 6-person standard deduction for larger households', () => {
    expect(snapStandardDeduction(FY26, 'contiguous', 1)).toBe(209);
    expect(snapStandardDeduction(FY26, 'contiguous', 4)).toBe(223);
    expect(snapStandardDeduction(FY26, 'contiguous', 9)).toBe(299);
    expect(() => snapStandardDeduction(FY26, 'contiguous', 0)).toThrow(RangeError);
  });

  it('computes the Alaska and Hawaii minimum benefit as 8 % of the one-person maximum (7 U.S.C. 2017(a))', () => {
    expect(snapMinimumBenefit(FY26, 'contiguous')).toBe(24);
    expect(snapMinimumBenefit(FY26, 'alaska')).toBe(31);
    expect(snapMinimumBenefit(FY26, 'hawaii')).toBe(40);
    expect(snapMinimumBenefit(FY27, 'alaska')).toBe(31); // FNS prints $31 (PolicyEngine's FY 2027 test)
    expect(snapMinimumBenefit(FY27, 'hawaii')).toBe(40); // FNS prints $40
    expect(snapMinimumBenefit('2020-01-01', 'contiguous')).toBeUndefined();
  });

  it('states the caps, minimum benefit and resource limits', () => {
    const fy = snapFigures(FY26)!;
    expect(fy.shelterCap?.contiguous).toBe(744);
    expect(fy.homelessShelterDeduction).toBe(198.99);
    expect(fy.minimumBenefit).toBe(24);
    expect([fy.resourceLimit, fy.resourceLimitElderlyDisabled]).toEqual([3_000, 4_500]);
  });
});

// FY 2027 (decision 0300): USDA FNS, SNAP FY 2027 Cost-of-Living Adjustments (memo of
// August 21, 2026), https://www.fna.usda.gov/snap/allotment/cola/fy27, as transcribed from a
// secondary publication and corroborated by issue 17.
describe('SNAP FY 2027 (from 2026-10-01)', () => {
  it.each([
    [1, 306],
    [2, 562],
    [3, 808],
    [4, 1_023],
    [5, 1_217],
    [6, 1_463],
    [7, 1_616],
    [8, 1_841],
    [10, 1_841 + 2 * 225],
  ])('maximum allotment in the 48 states and DC, %i people: $%i', (size, amount) => {
    expect(snapMaxAllotment('2026-10-01', 'contiguous', size)).toBe(amount);
    expect(snapMaxAllotment('2026-09-30', 'contiguous', size)).not.toBe(amount);
  });

  it('gives the standard deductions, caps, minimum benefit and resource limits', () => {
    expect([1, 3, 4, 5, 6, 9].map((n) => snapStandardDeduction(FY27, 'contiguous', n))).toEqual([
      217, 217, 229, 268, 308, 308,
    ]);
    const fy = snapFigures(FY27)!;
    expect(fy.shelterCap?.contiguous).toBe(769);
    expect(fy.homelessShelterDeduction).toBe(205.66);
    expect(fy.minimumBenefit).toBe(25);
    expect([fy.resourceLimit, fy.resourceLimitElderlyDisabled]).toEqual([3_000, 4_750]);
  });

  it('matches the published income limits (gross $1,729 + $616, net $1,330 + $474)', () => {
    expect(snapIncomeLimit(FY27, 'contiguous', 1, 'gross')).toBe(1_729);
    expect(snapIncomeLimitEachAdditional(FY27, 'contiguous', 'gross')).toBe(616);
    expect(snapIncomeLimit(FY27, 'contiguous', 1, 'net')).toBe(1_330);
    expect(snapIncomeLimitEachAdditional(FY27, 'contiguous', 'net')).toBe(474);
  });

  // FNS FY 2027 memo pages 4-7 as PolicyEngine's test `fy2027_cola.yaml` transcribes them
  // ("verified directly against the published tables"; decision 0482).
  it.each([
    ['alaska', [392, 718, 1_032, 1_306, 1_555, 1_868, 2_064, 2_352, 2_639], [371, 371, 385], 1_229],
    ['hawaii', [496, 910, 1_307, 1_655, 1_969, 2_367, 2_615, 2_979, 3_343], [306, 309, 354], 1_036],
  ] as const)(
    '%s: maximum allotments 1-9, standard deductions 1/5/6, shelter cap',
    (region, max, std, cap) => {
      max.forEach((amount, index) => {
        expect(snapMaxAllotment(FY27, region, index + 1)).toBe(amount);
      });
      expect([1, 5, 6].map((size) => snapStandardDeduction(FY27, region, size))).toEqual(std);
      expect(snapFigures(FY27)?.shelterCap?.[region]).toBe(cap);
    },
  );

  // The same file's rows for 9, 17, 18 and 30 people: the table's last row is "18 or more"
  // (decision 0580); FY 2026's table had none, so 18 and 30 there keep adding $218 a person.
  it.each([
    ['contiguous', [2_066, 3_866, 3_887, 3_887]],
    ['alaska', [2_639, 4_935, 4_965, 4_965]],
    ['hawaii', [3_343, 6_255, 6_289, 6_289]],
  ] as const)('%s: 9, 17, 18 and 30 people stop at the "18 or more" row', (region, amounts) => {
    expect([9, 17, 18, 30].map((size) => snapMaxAllotment(FY27, region, size))).toEqual(amounts);
  });

  it('keeps adding each person in FY 2026, whose table has no last row', () => {
    expect([17, 18, 30].map((size) => snapMaxAllotment(FY26, 'contiguous', size))).toEqual([
      3_751, 3_969, 6_585,
    ]);
  });

  it('reads a region a row leaves out as unknown, and its minimum benefit too', () => {
    withoutFy27Region('hawaii', () => {
      expect(snapMaxAllotment(FY27, 'hawaii', 1)).toBeUndefined();
      expect(snapMinimumBenefit(FY27, 'hawaii')).toBeUndefined();
    });
    expect(snapMinimumBenefit(FY27, 'hawaii')).toBe(40);
  });

  it('is unknown outside the table', () => {
    expect(snapMaxAllotment('2024-01-01', 'contiguous', 1)).toBeUndefined();
    expect(() => snapMaxAllotment(FY27, 'contiguous', -1)).toThrow(RangeError);
  });
});
