import { FY26, FY27, S, type SnapCase } from './snapCases.test-util.js';

// State standard utility allowances (FY 2026 FNS table), the estimates that must say they are a lower bound, and categorical eligibility (BBCE rows, SSI, TANF).
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
