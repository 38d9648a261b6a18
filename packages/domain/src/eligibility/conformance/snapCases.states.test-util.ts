import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// State standard utility allowances: the FY 2026 FNS table and the FY 2027 state notices that could be read.
// Each `steps` is the computation by 7 CFR 273.9-273.10 with the figures of the cited tables.
export const statesCases: readonly SnapCase[] = [
  {
    id: 'S26-TX-hc',
    title: 'FY 2026 Texas, heating/cooling SUA $445; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TX',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 676 },
    steps:
      'gross $1600; BBCE 165% (limit $3665): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $445; shelter $1245 - half $535.5 = $709.5; net $361.5; $785 - 30% ($109) = $676',
  },
  {
    id: 'S26-TX-lua',
    title: 'FY 2026 Texas, limited utility allowance $400; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TX',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 663 },
    steps:
      'gross $1600; BBCE 165% (limit $3665): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $400; shelter $1200 - half $535.5 = $664.5; net $406.5; $785 - 30% ($122) = $663',
  },
  {
    id: 'S26-TX-ph',
    title: 'FY 2026 Texas, telephone $62; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TX',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'phone_only' },
    },
    expected: { eligible: true, amount: 561 },
    steps:
      'gross $1600; BBCE 165% (limit $3665): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $62; shelter $862 - half $535.5 = $326.5; net $744.5; $785 - 30% ($224) = $561',
  },
  {
    id: 'S26-NC-3',
    title: 'FY 2026 North Carolina, SUA by size: 3 people $768; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'NC',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 686 },
    steps:
      'gross $1600; BBCE 200% (limit $4442): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $768; shelter $1568 - half $535.5 = $1032.5 capped $744; net $327; $785 - 30% ($99) = $686',
  },
  {
    id: 'S26-NC-1',
    title: 'FY 2026 North Carolina, LUA by size: 1 person $392; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'NC',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 173 },
    steps:
      'gross $1600; BBCE 200% (limit $2609): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $392; shelter $1192 - half $535.5 = $656.5; net $414.5; $298 - 30% ($125) = $173',
  },
  {
    id: 'S26-AZ-4',
    title: 'FY 2026 Arizona, SUA by size: 4 people $438; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'AZ',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 889 },
    steps:
      'gross $1600; BBCE 185% (limit $4957): categorical; - 20% earned $320 - standard $223 = $1057; utility allowance $438; shelter $1238 - half $528.5 = $709.5; net $347.5; $994 - 30% ($105) = $889',
  },
  {
    id: 'S26-AZ-2',
    title: 'FY 2026 Arizona, LUA by size: 2 people $149; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'AZ',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 348 },
    steps:
      'gross $1600; BBCE 185% (limit $3261): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $149; shelter $949 - half $535.5 = $413.5; net $657.5; $546 - 30% ($198) = $348',
  },
  {
    id: 'S26-TN-5',
    title: 'FY 2026 Tennessee, SUA by size: 5 people $519; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'TN',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 1100 },
    steps:
      'gross $1600; gross <= $4079; - 20% earned $320 - standard $261 = $1019; utility allowance $519; shelter $1319 - half $509.5 = $809.5 capped $744; net $275; net <= $3138; $1183 - 30% ($83) = $1100',
  },
  {
    id: 'S26-VA-4',
    title: 'FY 2026 Virginia, SUA by size: 4 people $476; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'VA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 900 },
    steps:
      'gross $1600; BBCE 200% (limit $5359): categorical; - 20% earned $320 - standard $223 = $1057; utility allowance $476; shelter $1276 - half $528.5 = $747.5 capped $744; net $313; $994 - 30% ($94) = $900',
  },
  {
    id: 'S26-MA-2',
    title: 'FY 2026 Massachusetts, SUA $914; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'MA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 447 },
    steps:
      'gross $1600; BBCE 200% (limit $3525): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $914; shelter $1714 - half $535.5 = $1178.5 capped $744; net $327; $546 - 30% ($99) = $447',
  },
  {
    id: 'S26-ME-1',
    title: 'FY 2026 Maine, telephone $114; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'ME',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'phone_only' },
    },
    expected: { eligible: true, amount: 90 },
    steps:
      'gross $1600; BBCE 200% (limit $2609): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $114; shelter $914 - half $535.5 = $378.5; net $692.5; $298 - 30% ($208) = $90',
  },
  {
    id: 'S26-FL-3',
    title: 'FY 2026 Florida, LUA $348; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'FL',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 647 },
    steps:
      'gross $1600; BBCE 200% (limit $4442): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $348; shelter $1148 - half $535.5 = $612.5; net $458.5; $785 - 30% ($138) = $647',
  },
  {
    id: 'S26-PA-2',
    title: 'FY 2026 Pennsylvania, SUA $857; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'PA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 447 },
    steps:
      'gross $1600; BBCE 200% (limit $3525): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $857; shelter $1657 - half $535.5 = $1121.5 capped $744; net $327; $546 - 30% ($99) = $447',
  },
  {
    id: 'S26-OH-4',
    title: 'FY 2026 Ohio, LUA $479; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'OH',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 900 },
    steps:
      'gross $1600; BBCE 130% (limit $3483): categorical; - 20% earned $320 - standard $223 = $1057; utility allowance $479; shelter $1279 - half $528.5 = $750.5 capped $744; net $313; $994 - 30% ($94) = $900',
  },
  {
    id: 'S26-IL-3',
    title: 'FY 2026 Illinois, telephone $67; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'IL',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'phone_only' },
    },
    expected: { eligible: true, amount: 563 },
    steps:
      'gross $1600; BBCE 165% (limit $3665): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $67; shelter $867 - half $535.5 = $331.5; net $739.5; $785 - 30% ($222) = $563',
  },
  {
    id: 'S26-GA-2',
    title: 'FY 2026 Georgia, SUA $405; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'GA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 425 },
    steps:
      'gross $1600; BBCE 130% (limit $2292): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $405; shelter $1205 - half $535.5 = $669.5; net $401.5; $546 - 30% ($121) = $425',
  },
  {
    id: 'S26-CA-rent',
    title:
      'FY 2026 California, utilities included in the rent: no allowance; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'CA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'included_in_rent' },
    },
    expected: { eligible: true, amount: 304 },
    steps:
      'gross $1600; BBCE 200% (limit $3525): categorical; net test still applies; - 20% earned $320 - standard $209 = $1071; shelter $800 - half $535.5 = $264.5; net $806.5; net <= $1763; $546 - 30% ($242) = $304',
  },
  {
    id: 'S26-MI-1',
    title: 'FY 2026 Michigan, SUA $682; wages $1,600, rent $800',
    sources: [S.cola26, S.sua26, S.bbce, S.cfr],
    asOf: FY26,
    request: {
      state: 'MI',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 199 },
    steps:
      'gross $1600; BBCE 200% (limit $2609): categorical; - 20% earned $320 - standard $209 = $1071; utility allowance $682; shelter $1482 - half $535.5 = $946.5 capped $744; net $327; $298 - 30% ($99) = $199',
  },
  {
    id: 'S27-CA-hc',
    title:
      'FY 2027 California (CDSS ACIN I-40-26), heating/cooling SUA $686; 2 people, wages $1,600, rent $800',
    sources: [S.cola27, S.ca27, S.bbce, S.cfr],
    asOf: FY27,
    request: {
      state: 'CA',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'heating_cooling' },
    },
    expected: { eligible: true, amount: 473 },
    steps:
      'gross $1600; BBCE 200% (limit $3607): categorical; net test still applies; - 20% earned $320 - standard $217 = $1063; FY 2027 utility allowance $686; shelter $1486 - half $531.5 = $954.5 capped $769; net $294; net <= $1804; $562 - 30% ($89) = $473',
  },
  {
    id: 'S27-CA-ph',
    title: 'FY 2027 California, telephone allowance $21; one person, pension $900, rent $400',
    sources: [S.cola27, S.ca27, S.bbce, S.cfr],
    asOf: FY27,
    request: {
      state: 'CA',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [{ member: 0, kind: 'pension', amount: 900, frequency: 'monthly' }],
      expenses: { rent: 400, utilities: 'phone_only' },
    },
    expected: { eligible: true, amount: 124 },
    steps:
      'gross $900; BBCE 200% (limit $2660): categorical; net test still applies; - 20% earned $0 - standard $217 = $683; FY 2027 utility allowance $21; shelter $421 - half $341.5 = $79.5; net $603.5; net <= $1330; $306 - 30% ($182) = $124',
  },
  {
    id: 'S27-IL-lua',
    title:
      'FY 2027 Illinois (IDHS MR #26.26), limited allowance $472; 3 people, wages $1,600, rent $800',
    sources: [S.cola27, S.il27, S.bbce, S.cfr],
    asOf: FY27,
    request: {
      state: 'IL',
      members: [
        { age: 30, relationship: 'self' },
        { age: 6, relationship: 'child' },
        { age: 6, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 1600, frequency: 'monthly' }],
      expenses: { rent: 800, utilities: 'utilities_no_heat' },
    },
    expected: { eligible: true, amount: 711 },
    steps:
      'gross $1600; BBCE 165% (limit $3757): categorical; - 20% earned $320 - standard $217 = $1063; FY 2027 utility allowance $472; shelter $1272 - half $531.5 = $740.5; net $322.5; $808 - 30% ($97) = $711',
  },
];
