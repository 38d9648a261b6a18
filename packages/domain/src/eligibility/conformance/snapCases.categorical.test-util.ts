import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// Estimates that must say they are a lower bound (allowance not known, or lowest area), and categorical eligibility (BBCE rows, SSI, TANF).
// Each `steps` is the computation by 7 CFR 273.9-273.10 with the figures of the cited tables.
export const categoricalCases: readonly SnapCase[] = [
  {
    id: 'L26-NY',
    title: 'FY 2026 New York, heating SUA varies by area: rest-of-state $877 used (lower bound)',
    sources: [S.cola26, S.sua26, S.cfr],
    asOf: FY26,
    request: {
      state: 'NY',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 447, lowerBound: true },
    steps:
      'gross $1600; BBCE 150% (limit $2644): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $877 (lowest area: lower bound); shelter $1677 - half $535.5 = $1141.5 capped $744; net $327; $546 - 30% ($99) = $447',
  },
  {
    id: 'L26-HI',
    title: 'FY 2026 Hawaii, no single SUA (separate standards): left out (lower bound)',
    sources: [S.cola26ak, S.sua26, S.cfr],
    asOf: FY26,
    request: {
      state: 'HI',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 725, lowerBound: true },
    steps:
      'gross $1600; BBCE 200% (limit $4054): categorical; net test still applies; - 20% earned $320 - standard $295 = $985; utility allowance not known: lower bound; shelter $800 - half $492.5 = $307.5; net $677.5; net <= $2027; $929 - 30% ($204) = $725',
  },
  {
    id: 'L27-UT',
    title: 'FY 2027 Utah, heating SUA for FY 2027 not in the table: left out (lower bound)',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 569, lowerBound: true },
    steps:
      'gross $1600; gross <= $2960; - 20% earned $320 - standard $217 = $1063; FY 2027 utility allowance not known: lower bound; shelter $800 - half $531.5 = $268.5; net $794.5; net <= $2277; $808 - 30% ($239) = $569',
  },
  {
    id: 'K26-CO',
    title:
      'FY 2026 Colorado BBCE 200 %: one person, wages $2,500 (over 130 %), no net test: minimum $24',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'CO',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 2500, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $2500; BBCE 200% (limit $2609): categorical; - 20% earned $500 - standard $209 = $1791; net $1791; $298 - 30% ($538) = $0; minimum $24',
  },
  {
    id: 'K26-CO-over',
    title: 'FY 2026 Colorado, wages $2,610 over 200 % ($2,609): federal gross test fails',
    sources: [S.cola26, S.bbce, S.poverty25, S.cfr],
    asOf: FY26,
    request: {
      state: 'CO',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 2610, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2610; BBCE 200% not met; gross > $1696; - 20% earned $522 - standard $209 = $1879; net $1879; net > $1305; $298 - 30% ($564) = $0',
  },
  {
    id: 'K26-TX-assets',
    title: 'FY 2026 Texas BBCE 165 %, savings $4,000 under the $5,000 BBCE limit',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TX',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1000, frequency: 'monthly' }],
      assets: 4000,
    },
    expected: { eligible: true, amount: 368 },
    steps:
      'gross $1000; BBCE 165% (limit $2909): categorical; - 20% earned $200 - standard $209 = $591; net $591; $546 - 30% ($178) = $368',
  },
  {
    id: 'K26-TX-over',
    title: 'FY 2026 Texas, savings $6,000 over BBCE $5,000 and federal $3,000: not eligible',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TX',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1000, frequency: 'monthly' }],
      assets: 6000,
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1000; BBCE 165% not met; gross <= $2292; - 20% earned $200 - standard $209 = $591; net $591; net <= $1763; assets $6000 > $3000; $546 - 30% ($178) = $368',
  },
  {
    id: 'K26-ID-assets',
    title: 'FY 2026 Idaho BBCE asset limit $5,000: savings $5,500, not eligible',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'ID',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 800, frequency: 'monthly' }],
      assets: 5500,
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $800; BBCE 130% not met; gross <= $1696; - 20% earned $160 - standard $209 = $431; net $431; net <= $1305; assets $5500 > $3000; $298 - 30% ($130) = $168',
  },
  {
    id: 'K26-NY-earn',
    title: 'FY 2026 New York, earned income 150 % ($1,957): wages $1,900, no net test: minimum $24',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'NY',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1900, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $1900; BBCE 150% (limit $1957): categorical; - 20% earned $380 - standard $209 = $1311; net $1311; $298 - 30% ($394) = $0; minimum $24',
  },
  {
    id: 'K26-NY-unearned',
    title: 'FY 2026 New York, pension $1,800 over 130 % (no earnings): fails',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'NY',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'pension', amount: 1800, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1800; BBCE 130% not met; gross > $1696; - 20% earned $0 - standard $209 = $1591; net $1591; net > $1305; $298 - 30% ($478) = $0',
  },
  {
    id: 'K26-KS',
    title: 'FY 2026 Kansas (no BBCE), one person wages $1,800: gross test fails',
    sources: [S.cola26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'KS',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1800, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1800; gross > $1696; - 20% earned $360 - standard $209 = $1231; net $1231; net <= $1305; $298 - 30% ($370) = $0',
  },
  {
    id: 'K26-SSI',
    title: 'FY 2026, one person on SSI $994: categorically eligible',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 40, relationship: 'self', receivesSsi: true }],
      incomes: [{ member: 0, kind: 'ssi', amount: 994, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 62 },
    steps:
      'gross $994; all on TANF/SSI: categorical; - 20% earned $0 - standard $209 = $785; net $785; $298 - 30% ($236) = $62',
  },
  {
    id: 'K26-TANF',
    title: 'FY 2026, 3 people all on TANF, pension $3,000: categorical but $0, not eligible',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self', receivesTanf: true },
        { age: 5, relationship: 'child', receivesTanf: true },
        { age: 3, relationship: 'child', receivesTanf: true },
      ],
      incomes: [{ member: 0, kind: 'pension', amount: 3000, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $3000; all on TANF/SSI: categorical; - 20% earned $0 - standard $209 = $2791; net $2791; $785 - 30% ($838) = $0; $0: not eligible',
  },
  {
    id: 'K27-FL',
    title: 'FY 2027 Florida BBCE 200 %: 4 people, wages $4,000 (over the net limit), rent $1,500',
    sources: [S.cola27, S.bbce, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'FL',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 4000, frequency: 'monthly' }],
      expenses: { rent: 1500 },
    },
    expected: { eligible: true, amount: 136 },
    steps:
      'gross $4000; BBCE 200% (limit $5500): categorical; - 20% earned $800 - standard $229 = $2971; shelter $1500 - half $1485.5 = $14.5; net $2956.5; $1023 - 30% ($887) = $136',
  },
  {
    id: 'K27-AZ',
    title: 'FY 2027 Arizona BBCE 200 % (from 03/2026): 2 people, wages $3,000',
    sources: [S.cola27, S.bbce, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'AZ',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 3000, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 25 },
    steps:
      'gross $3000; BBCE 200% (limit $3607): categorical; - 20% earned $600 - standard $217 = $2183; net $2183; $562 - 30% ($655) = $0; minimum $25',
  },
];
