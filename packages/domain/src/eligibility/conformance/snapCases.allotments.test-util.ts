import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// Published maximum allotments: a household with no income gets the maximum for its size.
// Each `steps` is the computation by 7 CFR 273.9-273.10 with the figures of the cited tables.
export const allotmentsCases: readonly SnapCase[] = [
  {
    id: 'A26-1',
    title: 'FY 2026, 1 person, no income: the published maximum $298',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: { state: 'UT', members: [{ age: 30, relationship: 'self' }] },
    expected: { eligible: true, amount: 298 },
    steps:
      'gross $0; gross <= $1696; - 20% earned $0 - standard $209 = $0; net $0; net <= $1305; $298 - 30% ($0) = $298',
  },
  {
    id: 'A26-2',
    title: 'FY 2026, 2 people, no income: the published maximum $546',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 546 },
    steps:
      'gross $0; gross <= $2292; - 20% earned $0 - standard $209 = $0; net $0; net <= $1763; $546 - 30% ($0) = $546',
  },
  {
    id: 'A26-3',
    title: 'FY 2026, 3 people, no income: the published maximum $785',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 785 },
    steps:
      'gross $0; gross <= $2888; - 20% earned $0 - standard $209 = $0; net $0; net <= $2221; $785 - 30% ($0) = $785',
  },
  {
    id: 'A26-4',
    title: 'FY 2026, 4 people, no income: the published maximum $994',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 994 },
    steps:
      'gross $0; gross <= $3483; - 20% earned $0 - standard $223 = $0; net $0; net <= $2680; $994 - 30% ($0) = $994',
  },
  {
    id: 'A26-5',
    title: 'FY 2026, 5 people, no income: the published maximum $1183',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1183 },
    steps:
      'gross $0; gross <= $4079; - 20% earned $0 - standard $261 = $0; net $0; net <= $3138; $1183 - 30% ($0) = $1183',
  },
  {
    id: 'A26-6',
    title: 'FY 2026, 6 people, no income: the published maximum $1421',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1421 },
    steps:
      'gross $0; gross <= $4675; - 20% earned $0 - standard $299 = $0; net $0; net <= $3596; $1421 - 30% ($0) = $1421',
  },
  {
    id: 'A26-7',
    title: 'FY 2026, 7 people, no income: the published maximum $1571',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1571 },
    steps:
      'gross $0; gross <= $5271; - 20% earned $0 - standard $299 = $0; net $0; net <= $4055; $1571 - 30% ($0) = $1571',
  },
  {
    id: 'A26-8',
    title: 'FY 2026, 8 people, no income: the published maximum $1789',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1789 },
    steps:
      'gross $0; gross <= $5867; - 20% earned $0 - standard $299 = $0; net $0; net <= $4513; $1789 - 30% ($0) = $1789',
  },
  {
    id: 'A26-10',
    title: 'FY 2026, 10 people, no income: $1,789 + 2 x $218',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'KS',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 2225 },
    steps:
      'gross $0; gross <= $7059; - 20% earned $0 - standard $299 = $0; net $0; net <= $5431; $2225 - 30% ($0) = $2225',
  },
  {
    id: 'A27-1',
    title: 'FY 2027, 1 person, no income: the published maximum',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: { state: 'UT', members: [{ age: 30, relationship: 'self' }] },
    expected: { eligible: true, amount: 306 },
    steps:
      'gross $0; gross <= $1729; - 20% earned $0 - standard $217 = $0; net $0; net <= $1330; $306 - 30% ($0) = $306',
  },
  {
    id: 'A27-4',
    title: 'FY 2027, 4 people, no income: the published maximum',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1023 },
    steps:
      'gross $0; gross <= $3575; - 20% earned $0 - standard $229 = $0; net $0; net <= $2750; $1023 - 30% ($0) = $1023',
  },
  {
    id: 'A27-8',
    title: 'FY 2027, 8 people, no income: the published maximum',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1841 },
    steps:
      'gross $0; gross <= $6037; - 20% earned $0 - standard $308 = $0; net $0; net <= $4644; $1841 - 30% ($0) = $1841',
  },
  {
    id: 'A27-9',
    title: 'FY 2027, 9 people, no income: the published maximum',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 2066 },
    steps:
      'gross $0; gross <= $6653; - 20% earned $0 - standard $308 = $0; net $0; net <= $5118; $2066 - 30% ($0) = $2066',
  },
  {
    id: 'A26-AK4',
    title: 'FY 2026 Alaska (urban schedule), 4 people, no income: $1,285',
    sources: [S.cola26ak, S.cfr],
    asOf: FY26,
    request: {
      state: 'AK',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1285 },
    steps:
      'gross $0; BBCE 200% (limit $6699): categorical; - 20% earned $0 - standard $358 = $0; net $0; $1285 - 30% ($0) = $1285',
  },
  {
    id: 'A26-HI4',
    title: 'FY 2026 Hawaii, 4 people, no income: $1,689',
    sources: [S.cola26ak, S.cfr],
    asOf: FY26,
    request: {
      state: 'HI',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
    },
    expected: { eligible: true, amount: 1689 },
    steps:
      'gross $0; BBCE 200% (limit $6164): categorical; net test still applies; - 20% earned $0 - standard $295 = $0; net $0; net <= $3082; $1689 - 30% ($0) = $1689',
  },
];
