import { describe, expect, it } from 'vitest';
import { povertyGuideline } from '../rules/poverty.js';
import { regionOf, type StateCode } from '../rules/regions.js';
import { estimateHousehold } from './estimate.js';
import { type EstimateRequestInput, estimateRequestSchema } from './schema.js';

// Person-level Medicaid and CHIP results just under and just over each state limit, through the
// estimate. Limits are typed here from the sources (percent of the poverty level before the 5 %
// MAGI disregard, which the engine must add: 42 CFR 435.603(d)(4)), not read from the table.
const NOW = '2026-11-25';
const MID_2025 = '2025-06-01';
const SOURCES = {
  cms: 'CMS, Medicaid, CHIP & BHP Eligibility Levels (state decisions as of 2023-12-01), https://www.medicaid.gov/medicaid/national-medicaid-chip-program-information/medicaid-childrens-health-insurance-program-basic-health-program-eligibility-levels',
  ia: 'Iowa SF 2251, Iowa Code 249A.3(1)(l): infants and pregnant women 215 % from 2025-01-01, https://www.legis.iowa.gov/legislation/BillBook?ga=90&ba=SF2251',
  dc: 'DC HBX, Proposed Extension of Existing Loss of Medicaid SEP (November 2025): adults and parents 133 % from 2026-01-01, https://hbx.dc.gov',
  ak: 'Alaska Department of Health, SB 58: pregnant women 225 % from 2024-02-01 (reported by KINY), https://localfirstmediagroup.com/alaska-pregnant-women-medicaid-changes-take-effect-thursday/',
  az: 'AHCCCS KidsCare 225 % from 2024-04-01 (reported by KJZZ, 2024-02-20), https://www.kjzz.org/2024-02-20/content-1871834-arizona-families-can-apply-expanded-kids-health-care-plans-starting-march-1',
  nd: 'North Dakota HHS: children up to 200 % (205 % with the disregard) from 2024-04-01, https://hhs.nd.gov/human-services/medicaid/children',
  kff: 'KFF State Health Facts, Medicaid and CHIP income limits for pregnant women (January 2025), https://www.kff.org/affordable-care-act/state-indicator/medicaid-and-chip-income-eligibility-limits-for-pregnant-women-as-a-percent-of-the-federal-poverty-level/',
  nv: 'CMS, Nevada state plan amendment NV-25-0006: pregnant women 200 % from 2025-07-01, https://www.medicaid.gov/medicaid-spa/2025-05-07/179381',
} as const;

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

// [state, day, source, limits]; a missing group is not tested for that state (adult: none).
const CASES: readonly [StateCode, string, keyof typeof SOURCES, Limits][] = [
  ['AL', NOW, 'cms', { infant: 141, young: 141, older: 141, chip: 312, pregnant: 141, parent: 13 }],
  ['AK', NOW, 'ak', { infant: 203, older: 203, pregnant: 225, adult: 133 }],
  ['AZ', NOW, 'az', { infant: 147, young: 141, older: 133, chip: 225, pregnant: 156, adult: 133 }],
  ['AR', NOW, 'cms', { infant: 142, chip: 211, pregnant: 209, adult: 133 }],
  ['CA', NOW, 'cms', { infant: 261, young: 261, older: 261, pregnant: 208, adult: 133 }],
  ['CO', NOW, 'cms', { infant: 142, chip: 260, pregnant: 195, pregnantChip: 260, adult: 133 }],
  ['CT', NOW, 'cms', { infant: 196, chip: 318, pregnant: 258, parent: 155, adult: 133 }],
  ['DC', MID_2025, 'cms', { infant: 319, pregnant: 319, parent: 216, adult: 210 }],
  ['DC', NOW, 'dc', { older: 319, pregnant: 319, adult: 133 }],
  ['FL', NOW, 'cms', { infant: 206, young: 140, older: 133, chip: 210, pregnant: 191, parent: 24 }],
  ['GA', NOW, 'cms', { infant: 205, young: 149, older: 133, chip: 247, pregnant: 220, parent: 28 }],
  ['IA', MID_2025, 'ia', { infant: 215, young: 167, chip: 302, pregnant: 215, adult: 133 }],
  ['IL', NOW, 'cms', { infant: 313, older: 313, pregnant: 208, adult: 133 }],
  ['KS', NOW, 'cms', { infant: 166, young: 149, older: 133, chip: 250, pregnant: 166, parent: 33 }],
  ['KY', NOW, 'cms', { young: 213, pregnant: 195, pregnantChip: 213, adult: 133 }],
  ['MA', NOW, 'cms', { infant: 200, young: 150, chip: 300, pregnant: 200, adult: 133 }],
  ['MI', NOW, 'cms', { older: 212, pregnant: 195, adult: 133 }],
  ['MN', NOW, 'cms', { older: 275, pregnant: 278, adult: 133 }],
  ['MS', NOW, 'cms', { infant: 194, young: 143, older: 133, chip: 209, pregnant: 194, parent: 19 }],
  ['MO', NOW, 'cms', { older: 150, chip: 300, pregnant: 196, pregnantChip: 300, adult: 133 }],
  ['NV', NOW, 'nv', { young: 160, older: 133, chip: 200, pregnant: 200, adult: 133 }],
  ['NJ', NOW, 'cms', { infant: 194, chip: 350, pregnant: 194, pregnantChip: 200, adult: 133 }],
  ['NY', NOW, 'cms', { infant: 218, young: 149, chip: 400, pregnant: 218, adult: 133 }],
  ['NC', NOW, 'cms', { older: 211, pregnant: 196, adult: 133 }],
  ['ND', NOW, 'nd', { infant: 200, older: 200, pregnant: 170, adult: 133 }],
  ['OH', NOW, 'cms', { young: 206, pregnant: 200, adult: 133 }],
  ['PA', NOW, 'cms', { infant: 215, young: 157, older: 133, chip: 314, pregnant: 215 }],
  ['RI', NOW, 'cms', { infant: 261, pregnant: 190, pregnantChip: 253, adult: 133 }],
  ['SC', NOW, 'cms', { infant: 208, older: 208, pregnant: 194, parent: 62 }],
  ['TN', NOW, 'kff', { infant: 195, young: 142, older: 133, chip: 250, pregnant: 250, parent: 84 }],
  ['TX', NOW, 'cms', { infant: 198, young: 144, older: 133, chip: 201, pregnant: 198, parent: 12 }],
  ['UT', NOW, 'cms', { infant: 139, older: 133, chip: 200, pregnant: 139, adult: 133 }],
  ['VA', NOW, 'cms', { older: 143, chip: 200, pregnant: 143, pregnantChip: 200, adult: 133 }],
  ['WA', NOW, 'kff', { older: 210, chip: 312, pregnant: 210, adult: 133 }],
  ['WI', NOW, 'cms', { infant: 301, young: 186, older: 151, chip: 301, pregnant: 301, adult: 95 }],
  ['WV', NOW, 'cms', { older: 133, chip: 300, pregnant: 185, pregnantChip: 300, adult: 133 }],
  ['WY', NOW, 'cms', { infant: 200, pregnant: 154, parent: 45 }],
];

const self = { age: 30, relationship: 'self' } as const;
const child = (age: number) => ({ age, relationship: 'child' }) as const;
type Members = EstimateRequestInput['members'];

/** Who each program lists when member 0 earns `percent` of the poverty line for `size` people. */
function listedAt(state: StateCode, day: string, members: Members, size: number, percent: number) {
  const guideline = povertyGuideline(day, regionOf(state), size)!;
  const amount = Math.round((guideline * percent) / 12) / 100;
  const request = estimateRequestSchema.parse({
    state,
    asOf: day,
    members,
    incomes: [{ member: 0, kind: 'wages', amount, frequency: 'monthly' }],
  });
  const programs = estimateHousehold(request, day).programs;
  return (name: string) => programs.find((p) => p.program === name)!.members;
}

// The household, who is tested (member index) and the program that should list them.
const GROUPS: Record<keyof Limits, { members: Members; tested: number; program: string }> = {
  infant: { members: [self, child(0)], tested: 1, program: 'medicaid' },
  young: { members: [self, child(3)], tested: 1, program: 'medicaid' },
  older: { members: [self, child(10)], tested: 1, program: 'medicaid' },
  chip: { members: [self, child(10)], tested: 1, program: 'chip' },
  pregnant: { members: [{ ...self, pregnant: true }], tested: 0, program: 'medicaid' },
  pregnantChip: { members: [{ ...self, pregnant: true }], tested: 0, program: 'chip' },
  parent: { members: [self, child(5)], tested: 0, program: 'medicaid' },
  adult: { members: [self], tested: 0, program: 'medicaid' },
};

function listed(state: StateCode, day: string, group: keyof Limits, percent: number): boolean {
  const { members, tested, program } = GROUPS[group];
  // A pregnant woman's household counts the unborn child (42 CFR 435.603(b)).
  const size = members.length + (group.startsWith('pregnant') ? 1 : 0);
  return listedAt(state, day, members, size, percent)(program).includes(tested);
}

const rows = CASES.flatMap(([state, day, source, limits]) =>
  (Object.entries(limits) as [keyof Limits, number][]).map(
    ([group, limit]) => [state, day, group, limit, SOURCES[source]] as const,
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
  const members: Members = [
    { age: 40, relationship: 'parent' },
    { age: 17, relationship: 'self', pregnant: true },
  ];

  it.each([
    ['TX', 137, { medicaid: true, chip: false }],
    ['TX', 202, { medicaid: true, chip: false }],
    ['TX', 204, { medicaid: false, chip: true }],
    ['TX', 207, { medicaid: false, chip: false }],
    ['CO', 264, { medicaid: false, chip: true }],
    ['CO', 266, { medicaid: false, chip: false }],
  ] as const)('%s at %i percent of the poverty level', (state, percent, expected) => {
    // Her household counts her unborn child: 3.
    const programMembers = listedAt(state, NOW, members, 3, percent);
    expect({
      medicaid: programMembers('medicaid').includes(1),
      chip: programMembers('chip').includes(1),
    }).toEqual(expected);
  });
});

// CMS notes 2, 7 and 8: Iowa's separate CHIP starts at age 1 (infants: Medicaid 215 % from
// 2025); Maine covers ages 19 and 20 up to 300 %, Florida up to 24 %.
describe('CHIP from age 1 and young adults 19 and 20', () => {
  const parentOf = (age: number): Members => [{ age: 45, relationship: 'self' }, child(age)];

  it.each([
    ['IA', MID_2025, 0, 250, { medicaid: false, chip: false }],
    ['IA', MID_2025, 1, 250, { medicaid: false, chip: true }],
    ['ME', NOW, 19, 250, { medicaid: true, chip: false }],
    ['ME', NOW, 20, 310, { medicaid: false, chip: false }],
    ['FL', NOW, 20, 28, { medicaid: true, chip: false }],
    ['FL', NOW, 19, 30, { medicaid: false, chip: false }],
    ['TX', NOW, 19, 28, { medicaid: false, chip: false }],
  ] as const)('%s on %s, age %i at %i percent', (state, day, age, percent, expected) => {
    const programMembers = listedAt(state, day, parentOf(age), 2, percent);
    expect({
      medicaid: programMembers('medicaid').includes(1),
      chip: programMembers('chip').includes(1),
    }).toEqual(expected);
  });
});
