import { z } from 'zod';
import cmsRows from './medicaidCmsRows.json' with { type: 'json' };
import { STATE_CODES, type StateCode } from './regions.js';

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

/** The table's rows, one a state (medicaidCmsRows.json), checked as they are read. */
const cmsRowSchema = z.tuple([
  z.enum(STATE_CODES),
  z.number(),
  z.number(),
  z.number(),
  z.number().nullable(),
  z.number(),
  z.number().nullable(),
  z.number(),
  z.number().nullable(),
]);

export const CMS_ROWS_2023_12_01: readonly CmsRow[] = z.array(cmsRowSchema).parse(cmsRows);

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
