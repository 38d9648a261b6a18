import { describe, expect, it } from 'vitest';
import { povertyGuideline } from '../rules/poverty.js';
import { regionOf, type StateCode } from '../rules/regions.js';
import { estimateHousehold } from './estimate.js';
import { type EstimateRequestInput, estimateRequestSchema } from './schema.js';

// Person-level Medicaid and CHIP results just under and just over each state limit, through the
// estimate. Limits are typed here from the sources (percent of the poverty level before the 5 %
// MAGI disregard, which the engine must add: 42 CFR 435.603(d)(4)), not read from the table.
const FY27 = '2026-11-25';
const CMS =
  'CMS, Medicaid, CHIP & BHP Eligibility Levels (state decisions as of 2023-12-01), https://www.medicaid.gov/medicaid/national-medicaid-chip-program-information/medicaid-childrens-health-insurance-program-basic-health-program-eligibility-levels';
const IOWA = 'Iowa SF 2251, Iowa Code 249A.3(1)(l), from 2025-01-01';
const DC_2026 =
  'DC HBX, loss of Medicaid SEP (November 2025): adults and parents 133 % from 2026-01-01';
const AK_2024 = 'Alaska SB 58: pregnant women 225 % from 2024-02-01';
const AZ_2024 = 'AHCCCS KidsCare 225 % from 2024-04-01';
const ND_2024 = 'ND HHS: children up to 200 % (205 % with the disregard) from 2024-04-01';
const KFF = 'KFF, Medicaid and CHIP limits for pregnant women, January 2025';
const NV_2025 = 'CMS, Nevada SPA NV-25-0006: pregnant women 200 %';

interface Limits {
  infant?: number;
  young?: number;
  older?: number;
  chip?: number;
  pregnant?: number;
  pregnantChip?: number;
  parent?: number;
  adult?: number;
}

// [state, day, limits, source]; a missing group is not tested for that state (adult: none).
const CASES: readonly [StateCode, string, Limits, string][] = [
  [
    'AL',
    '2026-11-25',
    { infant: 141, young: 141, older: 141, chip: 312, pregnant: 141, parent: 13 },
    CMS,
  ],
  ['AK', '2026-11-25', { infant: 203, older: 203, pregnant: 225, adult: 133 }, AK_2024],
  [
    'AZ',
    '2026-11-25',
    { infant: 147, young: 141, older: 133, chip: 225, pregnant: 156, adult: 133 },
    AZ_2024,
  ],
  ['AR', '2026-11-25', { infant: 142, chip: 211, pregnant: 209, adult: 133 }, CMS],
  ['CA', '2026-11-25', { infant: 261, young: 261, older: 261, pregnant: 208, adult: 133 }, CMS],
  [
    'CO',
    '2026-11-25',
    { infant: 142, chip: 260, pregnant: 195, pregnantChip: 260, adult: 133 },
    CMS,
  ],
  ['CT', '2026-11-25', { infant: 196, chip: 318, pregnant: 258, parent: 155, adult: 133 }, CMS],
  ['DC', '2025-06-01', { infant: 319, pregnant: 319, parent: 216, adult: 210 }, CMS],
  ['DC', '2026-11-25', { older: 319, pregnant: 319, adult: 133 }, DC_2026],
  [
    'FL',
    '2026-11-25',
    { infant: 206, young: 140, older: 133, chip: 210, pregnant: 191, parent: 24 },
    CMS,
  ],
  [
    'GA',
    '2026-11-25',
    { infant: 205, young: 149, older: 133, chip: 247, pregnant: 220, parent: 28 },
    CMS,
  ],
  ['IA', '2025-06-01', { infant: 215, young: 167, chip: 302, pregnant: 215, adult: 133 }, IOWA],
  ['IL', '2026-11-25', { infant: 313, older: 313, pregnant: 208, adult: 133 }, CMS],
  [
    'KS',
    '2026-11-25',
    { infant: 166, young: 149, older: 133, chip: 250, pregnant: 166, parent: 33 },
    CMS,
  ],
  ['KY', '2026-11-25', { young: 213, pregnant: 195, pregnantChip: 213, adult: 133 }, CMS],
  ['MA', '2026-11-25', { infant: 200, young: 150, chip: 300, pregnant: 200, adult: 133 }, CMS],
  ['MI', '2026-11-25', { older: 212, pregnant: 195, adult: 133 }, CMS],
  ['MN', '2026-11-25', { older: 275, pregnant: 278, adult: 133 }, CMS],
  [
    'MS',
    '2026-11-25',
    { infant: 194, young: 143, older: 133, chip: 209, pregnant: 194, parent: 19 },
    CMS,
  ],
  [
    'MO',
    '2026-11-25',
    { older: 150, chip: 300, pregnant: 196, pregnantChip: 300, adult: 133 },
    CMS,
  ],
  ['NV', '2026-11-25', { young: 160, older: 133, chip: 200, pregnant: 200, adult: 133 }, NV_2025],
  [
    'NJ',
    '2026-11-25',
    { infant: 194, chip: 350, pregnant: 194, pregnantChip: 200, adult: 133 },
    CMS,
  ],
  ['NY', '2026-11-25', { infant: 218, young: 149, chip: 400, pregnant: 218, adult: 133 }, CMS],
  ['NC', '2026-11-25', { older: 211, pregnant: 196, adult: 133 }, CMS],
  ['ND', '2026-11-25', { infant: 200, older: 200, pregnant: 170, adult: 133 }, ND_2024],
  ['OH', '2026-11-25', { young: 206, pregnant: 200, adult: 133 }, CMS],
  ['PA', '2026-11-25', { infant: 215, young: 157, older: 133, chip: 314, pregnant: 215 }, CMS],
  ['RI', '2026-11-25', { infant: 261, pregnant: 190, pregnantChip: 253, adult: 133 }, CMS],
  ['SC', '2026-11-25', { infant: 208, older: 208, pregnant: 194, parent: 62 }, CMS],
  [
    'TN',
    '2026-11-25',
    { infant: 195, young: 142, older: 133, chip: 250, pregnant: 250, parent: 84 },
    KFF,
  ],
  [
    'TX',
    '2026-11-25',
    { infant: 198, young: 144, older: 133, chip: 201, pregnant: 198, parent: 12 },
    CMS,
  ],
  ['UT', '2026-11-25', { infant: 139, older: 133, chip: 200, pregnant: 139, adult: 133 }, CMS],
  [
    'VA',
    '2026-11-25',
    { older: 143, chip: 200, pregnant: 143, pregnantChip: 200, adult: 133 },
    CMS,
  ],
  ['WA', '2026-11-25', { older: 210, chip: 312, pregnant: 210, adult: 133 }, KFF],
  [
    'WI',
    '2026-11-25',
    { infant: 301, young: 186, older: 151, chip: 301, pregnant: 301, adult: 95 },
    CMS,
  ],
  [
    'WV',
    '2026-11-25',
    { older: 133, chip: 300, pregnant: 185, pregnantChip: 300, adult: 133 },
    CMS,
  ],
  ['WY', '2026-11-25', { infant: 200, pregnant: 154, parent: 45 }, CMS],
];

const self = { age: 30, relationship: 'self' } as const;
const child = (age: number) => ({ age, relationship: 'child' }) as const;

// Who is tested (member index), the household, the program and where the person is listed.
const GROUPS: Record<keyof Limits, { members: EstimateRequestInput['members']; program: string }> =
  {
    infant: { members: [self, child(0)], program: 'medicaid' },
    young: { members: [self, child(3)], program: 'medicaid' },
    older: { members: [self, child(10)], program: 'medicaid' },
    chip: { members: [self, child(10)], program: 'chip' },
    pregnant: { members: [{ ...self, pregnant: true }], program: 'medicaid' },
    pregnantChip: { members: [{ ...self, pregnant: true }], program: 'chip' },
    parent: { members: [self, child(5)], program: 'medicaid' },
    adult: { members: [self], program: 'medicaid' },
  };
const TESTED = {
  infant: 1,
  young: 1,
  older: 1,
  chip: 1,
  pregnant: 0,
  pregnantChip: 0,
  parent: 0,
  adult: 0,
};

/** Whether the tested person is listed in the program at `percent` of the poverty level. */
function listed(state: StateCode, day: string, group: keyof Limits, percent: number): boolean {
  const { members, program } = GROUPS[group];
  // A pregnant woman's household counts the unborn child (42 CFR 435.603(b)).
  const size = members.length + (group.startsWith('pregnant') ? 1 : 0);
  const guideline = povertyGuideline(day, regionOf(state), size)!;
  const amount = Math.round((guideline * percent) / 12) / 100;
  const request = estimateRequestSchema.parse({
    state,
    asOf: day,
    members,
    incomes: [{ member: 0, kind: 'wages', amount, frequency: 'monthly' }],
  });
  const result = estimateHousehold(request, day).programs.find((p) => p.program === program)!;
  return result.members.includes(TESTED[group]);
}

const rows = CASES.flatMap(([state, day, limits, source]) =>
  (Object.entries(limits) as [keyof Limits, number][]).map(
    ([group, limit]) => [state, day, group, limit, source] as const,
  ),
);

describe('Medicaid and CHIP by state: just under and just over each limit', () => {
  it('samples at least 25 states and every group', () => {
    expect(new Set(CASES.map(([state]) => state)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map(([, , group]) => group))).toEqual(new Set(Object.keys(GROUPS)));
  });

  it.each(rows)(
    '%s on %s, %s: limit %i percent plus the 5-point disregard (%s)',
    (state, day, group, limit) => {
      expect(listed(state, day, group, limit + 5 - 0.5)).toBe(true);
      expect(listed(state, day, group, limit + 5 + 0.5)).toBe(false);
    },
  );
});

// 42 CFR 435.116 (pregnant women) and 435.118 (children): a pregnant 17-year-old may qualify in
// either group. Texas (CMS): ages 6-18 133 %, pregnant 198 %, separate CHIP 201 %; Colorado:
// CHIP 260 % for children and for pregnancy.
describe('a pregnant teen', () => {
  const teen = (state: StateCode, percent: number) => {
    const members = [
      { age: 40, relationship: 'parent' },
      { age: 17, relationship: 'self', pregnant: true },
    ] as const;
    // The teen's household counts her unborn child: 3.
    const amount = Math.round((povertyGuideline(FY27, 'contiguous', 3)! * percent) / 12) / 100;
    const request = estimateRequestSchema.parse({
      state,
      asOf: FY27,
      members,
      incomes: [{ member: 0, kind: 'wages', amount, frequency: 'monthly' }],
    });
    const programs = estimateHousehold(request, FY27).programs;
    const listed = (name: string) => programs.find((p) => p.program === name)!.members.includes(1);
    return { medicaid: listed('medicaid'), chip: listed('chip') };
  };

  it.each([
    ['TX', 137, { medicaid: true, chip: false }],
    ['TX', 202, { medicaid: true, chip: false }],
    ['TX', 204, { medicaid: false, chip: true }],
    ['TX', 207, { medicaid: false, chip: false }],
    ['CO', 264, { medicaid: false, chip: true }],
    ['CO', 266, { medicaid: false, chip: false }],
  ] as const)('%s at %i percent of the poverty level', (state, percent, expected) => {
    expect(teen(state, percent)).toEqual(expected);
  });
});
