import { MEDICAID_LEVELS_SOURCE, type MedicaidStateLimits } from './medicaid.js';
import {
  AGES_19_20,
  CHIP_FROM_AGE_1,
  CMS_ROWS_2023_12_01,
  type CmsRow,
  PARENTS_IN_DOLLARS,
} from './medicaidCmsRows.js';
import { MEDICAID_CHANGES } from './medicaidLaterRows.js';
import { type DatedRow, previousDay } from './period.js';
import type { StateCode } from './regions.js';

// One typed table of Medicaid and CHIP limits per state and period: CMS's rows (state decisions
// as of 2023-12-01) for all 50 states and DC, then each later dated change, each row with its
// source. Percent of the poverty level before the 5 % MAGI disregard (42 CFR 435.603(d)(4)).

export interface MedicaidStateRow extends MedicaidStateLimits, DatedRow {}

/** Notes that go with CMS's rows (the table's own footnotes, and waivers the cells don't show). */
const CMS_NOTES: Partial<Record<StateCode, string>> = {
  CA: 'A separate CHIP covers some children up to age 2 statewide, and to age 19 in three counties, up to 317 % (CMS note 6); not estimated here.',
  GA: 'Georgia Pathways covers some other adults up to 100 % who meet a work requirement (section 1115 waiver); not estimated here.',
  MN: 'Children up to age 2 are covered up to 283 % (CMS note 10). Adults over 133 % up to 200 % may get MinnesotaCare, the Basic Health Program (CMS note 11).',
  NY: 'Adults over 133 % up to 200 % may get the Essential Plan, the Basic Health Program (CMS note 11).',
  OK: 'A section 1115 demonstration covers some other low-income adults (CMS note 9).',
  SC: 'Not expanded; a section 1115 demonstration covers some other low-income adults (CMS note 9).',
  UT: 'A section 1115 demonstration covers some other low-income adults (CMS note 9).',
  WI: 'Adults: not the ACA expansion; a section 1115 waiver covers adults up to 95 % (CMS note 9).',
};

/** CMS's cells in the order of its columns (medicaidCmsRows.ts). */
const CMS_COLUMNS = [
  'childrenUnder1',
  'children1to5',
  'children6to18',
  'separateChip',
  'pregnant',
  'pregnantChip',
  'parents',
  'adults',
] as const;

function cmsRow([state, ...cells]: CmsRow): MedicaidStateRow {
  const note = CMS_NOTES[state];
  const youngAdults = AGES_19_20[state];
  const limits = Object.fromEntries(CMS_COLUMNS.map((column, i) => [column, cells[i]]));
  return {
    ...(limits as Pick<MedicaidStateRow, (typeof CMS_COLUMNS)[number]>),
    state,
    from: '2023-12-01',
    source: MEDICAID_LEVELS_SOURCE,
    ...(PARENTS_IN_DOLLARS.includes(state) ? { parentsDollarBased: true } : {}),
    ...(CHIP_FROM_AGE_1.includes(state) ? { separateChipFromAge: 1 } : {}),
    ...(youngAdults ? { ages19to20: youngAdults } : {}),
    ...(note ? { note } : {}),
  };
}

/** A state's rows, oldest first: each change closes the row before it on the day before. */
function stateRows(first: MedicaidStateRow): MedicaidStateRow[] {
  const rows = [first];
  // medicaidLaterRows.ts lists each state's changes oldest first (a test checks the order).
  const changes = MEDICAID_CHANGES.filter((change) => change.state === first.state);
  for (const change of changes) {
    const before = rows.at(-1)!;
    before.to = previousDay(change.from);
    const { to: _closed, ...carried } = before;
    rows.push({
      ...carried,
      ...change.cells,
      from: change.from,
      source: change.source,
      ...(change.note ? { note: change.note } : {}),
    });
  }
  return rows;
}

export const medicaidStateTable: readonly MedicaidStateRow[] = CMS_ROWS_2023_12_01.flatMap((row) =>
  stateRows(cmsRow(row)),
);
