import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// The gross income limits at and $1 over, and the net test only for elderly or disabled households at and $1 over the limit.
// Each `steps` is the computation by 7 CFR 273.9-273.10 with the figures of the cited tables.
export const limitsCases: readonly SnapCase[] = [
  {
    id: 'B26-1-at',
    title: 'FY 2026, 1 person, wages at the gross limit $1696: passes',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1696, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $1696; gross <= $1696; - 20% earned $339.2 - standard $209 = $1147.8; net $1147.8; net <= $1305; $298 - 30% ($345) = $0; minimum $24',
  },
  {
    id: 'B26-1-over',
    title: 'FY 2026, 1 person, wages $1 over the gross limit $1696: fails',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1697, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1697; gross > $1696; - 20% earned $339.4 - standard $209 = $1148.6; net $1148.6; net <= $1305; $298 - 30% ($345) = $0',
  },
  {
    id: 'B26-2-at',
    title: 'FY 2026, 2 people, wages at the gross limit $2292: passes',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2292, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 58 },
    steps:
      'gross $2292; gross <= $2292; - 20% earned $458.4 - standard $209 = $1624.6; net $1624.6; net <= $1763; $546 - 30% ($488) = $58',
  },
  {
    id: 'B26-2-over',
    title: 'FY 2026, 2 people, wages $1 over the gross limit $2292: fails',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2293, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2293; gross > $2292; - 20% earned $458.6 - standard $209 = $1625.4; net $1625.4; net <= $1763; $546 - 30% ($488) = $58',
  },
  {
    id: 'B26-3-at',
    title: 'FY 2026, 3 people, wages at the gross limit $2888: passes',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2888, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 154 },
    steps:
      'gross $2888; gross <= $2888; - 20% earned $577.6 - standard $209 = $2101.4; net $2101.4; net <= $2221; $785 - 30% ($631) = $154',
  },
  {
    id: 'B26-3-over',
    title: 'FY 2026, 3 people, wages $1 over the gross limit $2888: fails',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2889, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2889; gross > $2888; - 20% earned $577.8 - standard $209 = $2102.2; net $2102.2; net <= $2221; $785 - 30% ($631) = $154',
  },
  {
    id: 'B26-4-at',
    title: 'FY 2026, 4 people, wages at the gross limit $3483: passes',
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
      incomes: [{ member: 0, kind: 'wages', amount: 3483, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 224 },
    steps:
      'gross $3483; gross <= $3483; - 20% earned $696.6 - standard $223 = $2563.4; net $2563.4; net <= $2680; $994 - 30% ($770) = $224',
  },
  {
    id: 'B26-4-over',
    title: 'FY 2026, 4 people, wages $1 over the gross limit $3483: fails',
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
      incomes: [{ member: 0, kind: 'wages', amount: 3484, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $3484; gross > $3483; - 20% earned $696.8 - standard $223 = $2564.2; net $2564.2; net <= $2680; $994 - 30% ($770) = $224',
  },
  {
    id: 'B27-1-at',
    title: 'FY 2027, 1 person, wages at the gross limit $1729: passes',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1729, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 25 },
    steps:
      'gross $1729; gross <= $1729; - 20% earned $345.8 - standard $217 = $1166.2; net $1166.2; net <= $1330; $306 - 30% ($350) = $0; minimum $25',
  },
  {
    id: 'B27-1-over',
    title: 'FY 2027, 1 person, wages $1 over the gross limit $1729: fails',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1730, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1730; gross > $1729; - 20% earned $346 - standard $217 = $1167; net $1167; net <= $1330; $306 - 30% ($351) = $0',
  },
  {
    id: 'B27-2-at',
    title: 'FY 2027, 2 people, wages at the gross limit $2345: passes',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2345, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 64 },
    steps:
      'gross $2345; gross <= $2345; - 20% earned $469 - standard $217 = $1659; net $1659; net <= $1804; $562 - 30% ($498) = $64',
  },
  {
    id: 'B27-2-over',
    title: 'FY 2027, 2 people, wages $1 over the gross limit $2345: fails',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2346, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2346; gross > $2345; - 20% earned $469.2 - standard $217 = $1659.8; net $1659.8; net <= $1804; $562 - 30% ($498) = $64',
  },
  {
    id: 'B27-3-at',
    title: 'FY 2027, 3 people, wages at the gross limit $2960: passes',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2960, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 162 },
    steps:
      'gross $2960; gross <= $2960; - 20% earned $592 - standard $217 = $2151; net $2151; net <= $2277; $808 - 30% ($646) = $162',
  },
  {
    id: 'B27-3-over',
    title: 'FY 2027, 3 people, wages $1 over the gross limit $2960: fails',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2961, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2961; gross > $2960; - 20% earned $592.2 - standard $217 = $2151.8; net $2151.8; net <= $2277; $808 - 30% ($646) = $162',
  },
  {
    id: 'B27-4-at',
    title: 'FY 2027, 4 people, wages at the gross limit $3575: passes',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 3575, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 233 },
    steps:
      'gross $3575; gross <= $3575; - 20% earned $715 - standard $229 = $2631; net $2631; net <= $2750; $1023 - 30% ($790) = $233',
  },
  {
    id: 'B27-4-over',
    title: 'FY 2027, 4 people, wages $1 over the gross limit $3575: fails',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 3576, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $3576; gross > $3575; - 20% earned $715.2 - standard $229 = $2631.8; net $2631.8; net <= $2750; $1023 - 30% ($790) = $233',
  },
  {
    id: 'C26-1-at',
    title: 'FY 2026, one person 65, Social Security $1,514: net $1,305 = the net limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 65, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1514, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $1514; - 20% earned $0 - standard $209 = $1305; net $1305; net <= $1305; $298 - 30% ($392) = $0; minimum $24',
  },
  {
    id: 'C26-1-over',
    title: 'FY 2026, one person 65, Social Security $1,515: net $1 over the limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 65, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1515, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1515; - 20% earned $0 - standard $209 = $1306; net $1306; net > $1305; $298 - 30% ($392) = $0',
  },
  {
    id: 'C26-2-at',
    title: 'FY 2026, couple 70 and 68, pensions $1,972: net $1,763 = the net limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'KS',
      members: [
        { age: 70, relationship: 'self' },
        { age: 68, relationship: 'spouse' },
      ],
      incomes: [
        { member: 0, kind: 'pension', amount: 1200, frequency: 'monthly' },
        { member: 1, kind: 'social_security', amount: 772, frequency: 'monthly' },
      ],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $1972; - 20% earned $0 - standard $209 = $1763; net $1763; net <= $1763; $546 - 30% ($529) = $17; minimum $24',
  },
  {
    id: 'C26-2-over',
    title: 'FY 2026, couple 70 and 68, $1,973: net $1 over the limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'KS',
      members: [
        { age: 70, relationship: 'self' },
        { age: 68, relationship: 'spouse' },
      ],
      incomes: [
        { member: 0, kind: 'pension', amount: 1200, frequency: 'monthly' },
        { member: 1, kind: 'social_security', amount: 773, frequency: 'monthly' },
      ],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1973; - 20% earned $0 - standard $209 = $1764; net $1764; net > $1763; $546 - 30% ($530) = $16',
  },
  {
    id: 'C27-1-at',
    title: 'FY 2027, disabled adult, SSDI $1,547: net $1,330 = the net limit',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [{ age: 45, relationship: 'self', disabled: true }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1547, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 25 },
    steps:
      'gross $1547; - 20% earned $0 - standard $217 = $1330; net $1330; net <= $1330; $306 - 30% ($399) = $0; minimum $25',
  },
  {
    id: 'C27-1-over',
    title: 'FY 2027, disabled adult, SSDI $1,548: net $1 over',
    sources: [S.cola27, S.poverty26, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [{ age: 45, relationship: 'self', disabled: true }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1548, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1548; - 20% earned $0 - standard $217 = $1331; net $1331; net > $1330; $306 - 30% ($400) = $0',
  },
  {
    id: 'C26-gross-over',
    title:
      'FY 2026, one person 67, $1,900 Social Security (over 130 %) with rent: gross test skipped, net under',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 67, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1900, frequency: 'monthly' }],
      expenses: { rent: 1100, utilities: 'included_in_rent' },
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $1900; - 20% earned $0 - standard $209 = $1691; shelter $1100 - half $845.5 = $254.5; net $1436.5; net > $1305; $298 - 30% ($431) = $0',
  },
];
