import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// Each deduction of 7 CFR 273.9(d) (earned income, standard, dependent care, child support paid, medical over $35, excess shelter with and without the cap), pay frequencies, the resource limits and the minimum benefit.
// Each `steps` is the computation by 7 CFR 273.9-273.10 with the figures of the cited tables.
export const deductionsCases: readonly SnapCase[] = [
  {
    id: 'D26-med',
    title: 'FY 2026, one person 72, Social Security $1,000, medical $135: $100 medical deduction',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 72, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1000, frequency: 'monthly' }],
      expenses: { medical: 135 },
    },
    expected: { eligible: true, amount: 90 },
    steps:
      'gross $1000; - 20% earned $0 - standard $209 - medical over $35 $100 = $691; net $691; net <= $1305; $298 - 30% ($208) = $90',
  },
  {
    id: 'D26-med35',
    title: 'FY 2026, one person 72, medical $35: no medical deduction (over $35 only)',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 72, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1000, frequency: 'monthly' }],
      expenses: { medical: 35 },
    },
    expected: { eligible: true, amount: 60 },
    steps:
      'gross $1000; - 20% earned $0 - standard $209 = $791; net $791; net <= $1305; $298 - 30% ($238) = $60',
  },
  {
    id: 'D26-med-young',
    title: 'FY 2026, one person 30, medical $200: not elderly or disabled, no deduction',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'pension', amount: 1000, frequency: 'monthly' }],
      expenses: { medical: 200 },
    },
    expected: { eligible: true, amount: 60 },
    steps:
      'gross $1000; gross <= $1696; - 20% earned $0 - standard $209 = $791; net $791; net <= $1305; $298 - 30% ($238) = $60',
  },
  {
    id: 'D26-dc',
    title: 'FY 2026, parent and 2 children, wages $2,000, dependent care $300',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2000, frequency: 'monthly' }],
      expenses: { dependentCare: 300 },
    },
    expected: { eligible: true, amount: 457 },
    steps:
      'gross $2000; gross <= $2888; - 20% earned $400 - standard $209 - dependent care $300 = $1091; net $1091; net <= $2221; $785 - 30% ($328) = $457',
  },
  {
    id: 'D26-cs',
    title: 'FY 2026, 2 people, wages $1,500, child support paid $200',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1500, frequency: 'monthly' }],
      expenses: { childSupportPaid: 200 },
    },
    expected: { eligible: true, amount: 308 },
    steps:
      'gross $1500; gross <= $2292; - 20% earned $300 - standard $209 - child support $200 = $791; net $791; net <= $1763; $546 - 30% ($238) = $308',
  },
  {
    id: 'D26-cap',
    title: 'FY 2026, 3 people, wages $2,000, rent $1,500 + heating SUA: shelter capped at $744',
    sources: [S.cola26, S.sua26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2000, frequency: 'monthly' }],
      expenses: { rent: 1500, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 590 },
    steps:
      'gross $2000; gross <= $2888; - 20% earned $400 - standard $209 = $1391; utility allowance $514; shelter $2014 - half $695.5 = $1318.5 capped $744; net $647; net <= $2221; $785 - 30% ($195) = $590',
  },
  {
    id: 'D26-nocap',
    title: 'FY 2026, couple with a member 67, $1,400, rent $1,200 + heating SUA: no cap',
    sources: [S.cola26, S.sua26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 67, relationship: 'self' },
        { age: 58, relationship: 'spouse' },
      ],
      incomes: [{ member: 0, kind: 'social_security', amount: 1400, frequency: 'monthly' }],
      expenses: { rent: 1200, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 524 },
    steps:
      'gross $1400; - 20% earned $0 - standard $209 = $1191; utility allowance $514; shelter $1714 - half $595.5 = $1118.5 (no cap: elderly/disabled); net $72.5; net <= $1763; $546 - 30% ($22) = $524',
  },
  {
    id: 'D27-cap',
    title:
      'FY 2027, 4 people, wages $2,400, mortgage $1,300, tax $150, insurance $100: capped at $769',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 2400, frequency: 'monthly' }],
      expenses: { mortgage: 1300, propertyTax: 150, homeInsurance: 100 },
    },
    expected: { eligible: true, amount: 727 },
    steps:
      'gross $2400; gross <= $3575; - 20% earned $480 - standard $229 = $1691; shelter $1550 - half $845.5 = $704.5; net $986.5; net <= $2750; $1023 - 30% ($296) = $727',
  },
  {
    id: 'D27-nocap',
    title: 'FY 2027, disabled adult, SSDI $1,100, rent $1,400: excess shelter uncapped',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'MO',
      members: [{ age: 50, relationship: 'self', disabled: true }],
      incomes: [{ member: 0, kind: 'social_security', amount: 1100, frequency: 'monthly' }],
      expenses: { rent: 1400 },
    },
    expected: { eligible: true, amount: 306 },
    steps:
      'gross $1100; - 20% earned $0 - standard $217 = $883; shelter $1400 - half $441.5 = $958.5 (no cap: elderly/disabled); net $0; net <= $1330; $306 - 30% ($0) = $306',
  },
  {
    id: 'D26-all',
    title:
      'FY 2026, 4 people, wages $2,200 and child support received $300, dependent care $200, child support paid $100, rent $900',
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
      incomes: [
        { member: 0, kind: 'wages', amount: 2200, frequency: 'monthly' },
        { member: 0, kind: 'child_support', amount: 300, frequency: 'monthly' },
      ],
      expenses: { rent: 900, dependentCare: 200, childSupportPaid: 100 },
    },
    expected: { eligible: true, amount: 572 },
    steps:
      'gross $2500; gross <= $3483; - 20% earned $440 - standard $223 - dependent care $200 - child support $100 = $1537; shelter $900 - half $768.5 = $131.5; net $1405.5; net <= $2680; $994 - 30% ($422) = $572',
  },
  {
    id: 'D26-weekly',
    title: 'FY 2026, one person, $350 a week (x 52 / 12 = $1,516.67), rent $700',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 350, frequency: 'weekly' }],
      expenses: { rent: 700 },
    },
    expected: { eligible: true, amount: 56 },
    steps:
      'gross $1516.67; gross <= $1696; - 20% earned $303.33 - standard $209 = $1004.34; shelter $700 - half $502.17 = $197.83; net $806.51; net <= $1305; $298 - 30% ($242) = $56',
  },
  {
    id: 'D26-biweekly',
    title: 'FY 2026, 3 people, $900 every two weeks (x 26 / 12 = $1,950), rent $1,000',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 900, frequency: 'biweekly' }],
      expenses: { rent: 1000 },
    },
    expected: { eligible: true, amount: 477 },
    steps:
      'gross $1950; gross <= $2888; - 20% earned $390 - standard $209 = $1351; shelter $1000 - half $675.5 = $324.5; net $1026.5; net <= $2221; $785 - 30% ($308) = $477',
  },
  {
    id: 'D26-self',
    title: 'FY 2026, 2 people, net self-employment $1,200 (earned: 20 % deduction)',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'self_employment', amount: 1200, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 320 },
    steps:
      'gross $1200; gross <= $2292; - 20% earned $240 - standard $209 = $751; net $751; net <= $1763; $546 - 30% ($226) = $320',
  },
  {
    id: 'D26-assets',
    title: 'FY 2026, 2 people, no income, savings $3,500 over the $3,000 limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      assets: 3500,
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $0; gross <= $2292; - 20% earned $0 - standard $209 = $0; net $0; net <= $1763; assets $3500 > $3000; $546 - 30% ($0) = $546',
  },
  {
    id: 'D26-assets-ed',
    title: 'FY 2026, one person 66, savings $4,500 = the elderly/disabled limit',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 66, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'social_security', amount: 900, frequency: 'monthly' }],
      assets: 4500,
    },
    expected: { eligible: true, amount: 90 },
    steps:
      'gross $900; - 20% earned $0 - standard $209 = $691; net $691; net <= $1305; assets $4500 <= $4500; $298 - 30% ($208) = $90',
  },
  {
    id: 'M26-1',
    title: 'FY 2026, one person, pension $1,200: $298 - $329 < 0, minimum $24',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'pension', amount: 1200, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 24 },
    steps:
      'gross $1200; gross <= $1696; - 20% earned $0 - standard $209 = $991; net $991; net <= $1305; $298 - 30% ($298) = $0; minimum $24',
  },
  {
    id: 'M27-2',
    title: 'FY 2027, 2 people, unemployment $1,650: minimum $25',
    sources: [S.cola27, S.cfr],
    asOf: FY27,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'unemployment', amount: 1650, frequency: 'monthly' }],
    },
    expected: { eligible: true, amount: 132 },
    steps:
      'gross $1650; gross <= $2345; - 20% earned $0 - standard $217 = $1433; net $1433; net <= $1804; $562 - 30% ($430) = $132',
  },
  {
    id: 'M26-3',
    title: 'FY 2026, 3 people, pension $2,700: net $2,491 over the limit, not eligible',
    sources: [S.cola26, S.cfr],
    asOf: FY26,
    request: {
      state: 'UT',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'pension', amount: 2700, frequency: 'monthly' }],
    },
    expected: { eligible: false, amount: 0 },
    steps:
      'gross $2700; gross <= $2888; - 20% earned $0 - standard $209 = $2491; net $2491; net > $2221; $785 - 30% ($748) = $37',
  },
];
