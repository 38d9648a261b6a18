import type { MedicaidStateLimits } from './medicaid.js';
import type { RuleSource } from './period.js';
import type { StateCode } from './regions.js';

// Changes after CMS's table (state decisions as of 2023-12-01), each from its first day with the
// source that dates it, in the same unit as CMS (percent of the poverty level BEFORE the 5 % MAGI
// disregard). A change replaces only the cells it names; the state's other cells carry on.
// Figures marked "via PolicyEngine" were transcribed from the public PolicyEngine-US parameters
// (gov/hhs/medicaid/eligibility/categories, gov/hhs/chip), which cite the source given here.
type LimitCells = Omit<MedicaidStateLimits, 'state' | 'note' | 'parentsDollarBased'>;

export interface MedicaidChange {
  state: StateCode;
  from: string;
  cells: Partial<LimitCells>;
  source: RuleSource;
  note?: string;
}

const KFF_PREGNANT: RuleSource = {
  title:
    'KFF State Health Facts, Medicaid and CHIP Income Eligibility Limits for Pregnant Women as a Percent of the Federal Poverty Level (January 2025, via PolicyEngine)',
  url: 'https://www.kff.org/affordable-care-act/state-indicator/medicaid-and-chip-income-eligibility-limits-for-pregnant-women-as-a-percent-of-the-federal-poverty-level/',
};

export const MEDICAID_CHANGES: readonly MedicaidChange[] = [
  {
    state: 'AK',
    from: '2024-02-01',
    cells: { pregnant: 225 },
    source: {
      title:
        'Alaska Department of Health: Pregnant Women Medicaid income limit raised from 200 % to 225 % of the poverty level (Senate Bill 58), reported by KINY, February 2024',
      url: 'https://localfirstmediagroup.com/alaska-pregnant-women-medicaid-changes-take-effect-thursday/',
    },
  },
  {
    state: 'AZ',
    from: '2024-04-01',
    cells: { separateChip: 225 },
    source: {
      title:
        'AHCCCS KidsCare limit raised from 200 % to 225 % of the poverty level (federal approval 2024-02-16, coverage from 2024-04-01), reported by KJZZ, 2024-02-20',
      url: 'https://www.kjzz.org/2024-02-20/content-1871834-arizona-families-can-apply-expanded-kids-health-care-plans-starting-march-1',
    },
  },
  {
    state: 'ND',
    from: '2024-04-01',
    cells: { childrenUnder1: 200, children1to5: 200, children6to18: 200 },
    source: {
      title:
        "North Dakota Health and Human Services, Children's Health Insurance Program: up to 205 % of the poverty level with the 5 % disregard, income levels effective April 1, 2024 (CHIP-funded Medicaid, via PolicyEngine)",
      url: 'https://hhs.nd.gov/human-services/medicaid/children',
    },
    note: 'Children up to 200 % are covered through CHIP-funded Medicaid.',
  },
  { state: 'TN', from: '2024-01-01', cells: { pregnant: 250 }, source: KFF_PREGNANT },
  { state: 'WA', from: '2024-11-01', cells: { pregnant: 210 }, source: KFF_PREGNANT },
  {
    state: 'IA',
    from: '2025-01-01',
    cells: { childrenUnder1: 215, pregnant: 215 },
    source: {
      title:
        'Iowa Senate File 2251 (2024), Iowa Code 249A.3(1)(l): infants and pregnant women up to 215 % of the poverty level (was 375 %), effective 2025-01-01',
      url: 'https://www.legis.iowa.gov/legislation/BillBook?ga=90&ba=SF2251',
    },
  },
  {
    state: 'NV',
    from: '2025-07-01',
    cells: { pregnant: 200 },
    source: {
      title:
        'CMS, Nevada Medicaid State Plan Amendment NV-25-0006: pregnant women up to 200 % of the poverty level (via PolicyEngine)',
      url: 'https://www.medicaid.gov/medicaid-spa/2025-05-07/179381',
    },
  },
  {
    state: 'DC',
    from: '2026-01-01',
    cells: { parents: 133, adults: 133 },
    source: {
      title:
        'DC Health Benefit Exchange Authority, Proposed Extension of Existing Loss of Medicaid SEP (November 2025): adults and parents over 138 % of the poverty level move from Medicaid to the Basic Health Program (via PolicyEngine)',
      url: 'https://hbx.dc.gov/sites/default/files/dc/sites/hbx/event_content/attachments/PROPOSED%20EXTENSION%20OF%20LOSS%20OF%20MEDICAID%20SEP%20Nov%202025_0.pdf',
    },
    note: 'Adults and parents over 133 % (138 % with the disregard) may get the Basic Health Program, not Medicaid.',
  },
];
