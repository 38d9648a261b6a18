import type { StateCode } from './regions.js';

// CMS, "State Medicaid, CHIP and BHP Income Eligibility Standards (for selected MAGI groups, based
// on state decisions as of December 1, 2023)", every state and DC, in percent of the federal
// poverty level as CMS prints it: BEFORE the 5 % MAGI disregard (42 CFR 435.603(d)(4)), which
// the estimate adds. Columns: infants under 1, ages 1-5, ages 6-18, separate CHIP (upper limit),
// pregnant (Medicaid), pregnant (CHIP), parents and caretaker relatives, adults 19-64.
// Departures from the printed cells, each on purpose:
// - "Expansion to adults" prints 200 % for MN and NY: 133 % is Medicaid and 133-200 % is the Basic
//   Health Program (CMS note 11), so the Medicaid cell here is 133.
// - WI prints "No/95 %": not the ACA expansion, a section 1115 waiver covers adults to 95 %.
// - Parent limits CMS marks "($)" are dollar amounts by household size that CMS converted to the
//   highest percent of any size (CMS note 4): kept as that percent, listed in PARENTS_IN_DOLLARS.
export type CmsRow = readonly [
  state: StateCode,
  childrenUnder1: number,
  children1to5: number,
  children6to18: number,
  separateChip: number | null,
  pregnant: number,
  pregnantChip: number | null,
  parents: number,
  adults: number | null,
];

export const CMS_ROWS_2023_12_01: readonly CmsRow[] = [
  ['AK', 203, 203, 203, null, 200, null, 130, 133],
  ['AL', 141, 141, 141, 312, 141, null, 13, null],
  ['AR', 142, 142, 142, 211, 209, null, 13, 133],
  ['AZ', 147, 141, 133, 200, 156, null, 106, 133],
  ['CA', 261, 261, 261, null, 208, null, 109, 133],
  ['CO', 142, 142, 142, 260, 195, 260, 68, 133],
  ['CT', 196, 196, 196, 318, 258, null, 155, 133],
  ['DC', 319, 319, 319, null, 319, null, 216, 210],
  ['DE', 212, 142, 133, 212, 212, null, 87, 133],
  ['FL', 206, 140, 133, 210, 191, null, 24, null],
  ['GA', 205, 149, 133, 247, 220, null, 28, null],
  ['HI', 308, 308, 308, null, 191, null, 105, 133],
  ['IA', 375, 167, 167, 302, 375, null, 44, 133],
  ['ID', 142, 142, 133, 185, 133, null, 19, 133],
  ['IL', 313, 313, 313, null, 208, null, 133, 133],
  ['IN', 208, 158, 158, 250, 208, null, 15, 133],
  ['KS', 166, 149, 133, 250, 166, null, 33, null],
  ['KY', 213, 213, 213, null, 195, 213, 19, 133],
  ['LA', 212, 212, 212, 250, 133, null, 19, 133],
  ['MA', 200, 150, 150, 300, 200, null, 133, 133],
  ['MD', 317, 317, 317, null, 259, null, 123, 133],
  ['ME', 300, 300, 300, null, 209, null, 100, 133],
  ['MI', 212, 212, 212, null, 195, null, 54, 133],
  ['MN', 283, 275, 275, null, 278, null, 133, 133],
  ['MO', 196, 150, 150, 300, 196, 300, 15, 133],
  ['MS', 194, 143, 133, 209, 194, null, 19, null],
  ['MT', 143, 143, 143, 261, 157, null, 24, 133],
  ['NC', 211, 211, 211, null, 196, null, 36, 133],
  ['ND', 170, 170, 170, null, 170, null, 43, 133],
  ['NE', 213, 213, 213, null, 194, null, 58, 133],
  ['NH', 318, 318, 318, null, 196, null, 55, 133],
  ['NJ', 194, 142, 142, 350, 194, 200, 26, 133],
  ['NM', 300, 300, 240, null, 250, null, 37, 133],
  ['NV', 160, 160, 133, 200, 160, null, 26, 133],
  ['NY', 218, 149, 149, 400, 218, null, 133, 133],
  ['OH', 206, 206, 206, null, 200, null, 90, 133],
  ['OK', 205, 205, 205, null, 205, null, 33, 133],
  ['OR', 185, 133, 133, 300, 185, null, 33, 133],
  ['PA', 215, 157, 133, 314, 215, null, 33, 133],
  ['RI', 261, 261, 261, null, 190, 253, 116, 133],
  ['SC', 208, 208, 208, null, 194, null, 62, null],
  ['SD', 182, 182, 182, 204, 133, null, 46, 133],
  ['TN', 195, 142, 133, 250, 195, null, 84, null],
  ['TX', 198, 144, 133, 201, 198, null, 12, null],
  ['UT', 139, 139, 133, 200, 139, null, 36, 133],
  ['VA', 143, 143, 143, 200, 143, 200, 49, 133],
  ['VT', 312, 312, 312, null, 208, null, 43, 133],
  ['WA', 210, 210, 210, 312, 193, null, 33, 133],
  ['WI', 301, 186, 151, 301, 301, null, 95, 95],
  ['WV', 158, 141, 133, 300, 185, 300, 16, 133],
  ['WY', 200, 200, 200, null, 154, null, 45, null],
];

/** States whose parent limit is a dollar amount (CMS marks it "($)"). */
export const PARENTS_IN_DOLLARS: readonly StateCode[] = [
  'AK',
  'AR',
  'FL',
  'GA',
  'IA',
  'ID',
  'IN',
  'KY',
  'MO',
  'MS',
  'NC',
  'ND',
  'NH',
  'NJ',
  'NM',
  'NV',
  'OK',
  'OR',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WV',
  'WY',
];

/** Separate CHIP only from age 1: "(1 up to 19)" in CMS's CHIP column (note 2). */
export const CHIP_FROM_AGE_1: readonly StateCode[] = ['DE', 'FL', 'IA', 'WI'];

/** Ages 19 and 20 covered up to these limits (CMS notes 7 and 8). */
export const AGES_19_20: Partial<Record<StateCode, number>> = { DC: 216, FL: 24, MA: 150, ME: 300 };
