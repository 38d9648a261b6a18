import type { MedicaidStateLimits } from './medicaid.js';
import type { StateCode } from './regions.js';

// Rows as printed in CMS's eligibility-levels table (state decisions as of 2023-12-01): under 1,
// 1-5, 6-18, separate CHIP, pregnant (Medicaid), pregnant (CHIP), parents, expansion adults.
// Parent limits CMS marks "($)" (a dollar amount whose percent of FPL moves every year) are null:
// "depends on your state". Only the states whose rows could be read from the official page are listed; for the others
// the lookup answers "depends on your state". Left out because a later change was reported and
// no official table of the new figures was found: DC (adult and parent limits lowered
// 2026-01-01, news reports), Alaska (pregnant, 2024), Arizona (CHIP, 2024), Iowa (infants, 2025).
type Row = [
  StateCode,
  number,
  number,
  number,
  number | null,
  number,
  number | null,
  number | null,
  number | null,
  string?,
];

const ROWS: readonly Row[] = [
  ['AL', 141, 141, 141, 312, 141, null, 13, null],
  ['AR', 142, 142, 142, 211, 209, null, null, 133],
  ['CA', 261, 261, 261, null, 208, null, 109, 133, 'Separate CHIP: see the note on the CMS page.'],
  ['CO', 142, 142, 142, 260, 195, 260, 68, 133],
  ['CT', 196, 196, 196, 318, 258, null, 155, 133],
  ['DE', 212, 142, 133, 212, 212, null, 87, 133, 'Separate CHIP for ages 1 up to 19.'],
  ['FL', 206, 140, 133, 210, 191, null, null, null, 'Separate CHIP for ages 1 up to 19.'],
  [
    'GA',
    205,
    149,
    133,
    247,
    220,
    null,
    null,
    null,
    'Georgia Pathways covers some other adults who meet a work requirement.',
  ],
  ['HI', 308, 308, 308, null, 191, null, 105, 133],
  ['ID', 142, 142, 133, 185, 133, null, null, 133],
  ['IL', 313, 313, 313, null, 208, null, 133, 133],
  ['IN', 208, 158, 158, 250, 208, null, null, 133],
  ['KS', 166, 149, 133, 250, 166, null, 33, null],
  ['KY', 213, 213, 213, null, 195, 213, null, 133],
  ['LA', 212, 212, 212, 250, 133, null, 19, 133],
  ['ME', 300, 300, 300, null, 209, null, 100, 133],
];

export interface MedicaidStateRow extends MedicaidStateLimits {
  from: string;
  to?: string;
}

export const medicaidStateTable: readonly MedicaidStateRow[] = ROWS.map(
  ([
    state,
    childrenUnder1,
    children1to5,
    children6to18,
    separateChip,
    pregnant,
    pregnantChip,
    parents,
    adults,
    note,
  ]) => ({
    state,
    from: '2023-12-01',
    childrenUnder1,
    children1to5,
    children6to18,
    separateChip,
    pregnant,
    pregnantChip,
    parents,
    adults,
    ...(note ? { note } : {}),
  }),
);
