import { type RuleSource, rowOn } from './period.js';
import type { StateCode } from './regions.js';
import type { TanfStateRules } from './tanf.js';

/** Where a family applies when the state has no row: the federal directory of state TANF offices. */
export const TANF_STATE_DIRECTORY: RuleSource = {
  title: 'HHS Administration for Children and Families, Help for Families: state TANF programs',
  url: 'https://www.acf.hhs.gov/ofa/map/about/help-families',
};

export interface TanfStateRow extends TanfStateRules {
  from: string;
  to?: string;
}

function agency(title: string, url: string): RuleSource {
  return { title, url };
}

// The ten most populous states. A maximum grant is given only where a state source for it was
// found; otherwise the row names the program and its agency and the amount "depends on your state".
export const tanfStateTable: readonly TanfStateRow[] = [
  {
    state: 'CA',
    from: '1998-01-01',
    programName: 'CalWORKs',
    agency: agency(
      'California Department of Social Services, CalWORKs',
      'https://www.cdss.ca.gov/calworks',
    ),
  },
  {
    state: 'TX',
    from: '2025-10-01',
    to: '2026-09-30',
    programName: 'TANF',
    maxGrantFamilyOf3: 382,
    source: {
      title:
        'Texas Health and Human Services, Texas Works Handbook C-110, TANF maximum grants (one caretaker, 3 people)',
      url: 'https://www.hhs.texas.gov/handbooks/texas-works-handbook/c-110-tanf',
    },
    agency: agency(
      'Texas Health and Human Services, TANF Cash Help',
      'https://www.hhs.texas.gov/services/financial/cash/tanf-cash-help',
    ),
  },
  {
    state: 'TX',
    from: '2026-10-01',
    programName: 'TANF',
    agency: agency(
      'Texas Health and Human Services, TANF Cash Help',
      'https://www.hhs.texas.gov/services/financial/cash/tanf-cash-help',
    ),
  },
  {
    state: 'FL',
    from: '1998-01-01',
    programName: 'Temporary Cash Assistance',
    agency: agency(
      'Florida Department of Children and Families, Temporary Cash Assistance',
      'https://www.myflfamilies.com/services/public-assistance/temporary-cash-assistance',
    ),
  },
  {
    state: 'NY',
    from: '1998-01-01',
    programName: 'Family Assistance',
    agency: agency(
      'New York OTDA, Temporary Assistance',
      'https://otda.ny.gov/programs/temporary-assistance/',
    ),
  },
  {
    state: 'PA',
    from: '1998-01-01',
    programName: 'TANF cash assistance',
    agency: agency(
      'Pennsylvania Department of Human Services, Cash Assistance',
      'https://www.pa.gov/services/dhs/apply-for-cash-assistance-tanf',
    ),
  },
  {
    state: 'IL',
    from: '1998-01-01',
    programName: 'TANF',
    agency: agency(
      'Illinois Department of Human Services, TANF',
      'https://www.dhs.state.il.us/page.aspx?item=30357',
    ),
  },
  {
    state: 'OH',
    from: '1998-01-01',
    programName: 'Ohio Works First',
    agency: agency(
      'Ohio Department of Job and Family Services, Cash Assistance',
      'https://jfs.ohio.gov/cash-food-and-health',
    ),
  },
  {
    state: 'GA',
    from: '1997-01-01',
    programName: 'TANF',
    maxGrantFamilyOf3: 280,
    source: {
      title:
        'Georgia DFCS, TANF Policy Manual (PAMMS), Appendix A: Financial Standards (family maximum)',
      url: 'https://pamms.dhs.ga.gov/dfcs/tanf/appendix-a/',
    },
    agency: agency(
      'Georgia DFCS, Temporary Assistance for Needy Families',
      'https://dfcs.georgia.gov/services/temporary-assistance-needy-families',
    ),
  },
  {
    state: 'NC',
    from: '2024-01-01',
    programName: 'Work First',
    // 50 % of the $544 need standard for 3 people.
    maxGrantFamilyOf3: 272,
    source: {
      title:
        'NC DHHS, Work First Manual WF-114 Income and Budgeting (Change No. 04-2023, January 1, 2024)',
      url: 'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf',
    },
    agency: agency(
      'NC DHHS, Work First Family Assistance',
      'https://www.ncdhhs.gov/divisions/social-services/work-first-family-assistance',
    ),
  },
  {
    state: 'MI',
    from: '2024-12-01',
    programName: 'Family Independence Program (FIP)',
    maxGrantFamilyOf3: 583,
    source: {
      title: 'Michigan DHHS, Reference Table 210: FIP Monthly Assistance Payment Standard',
      url: 'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/RF/Public/RFT/210.pdf',
    },
    agency: agency(
      'Michigan DHHS, Cash Assistance',
      'https://www.michigan.gov/mdhhs/assistance-programs/cash',
    ),
  },
];

export interface TanfAnswer {
  state: StateCode;
  /** Undefined: "depends on your state" — send the applicant to `agency`. */
  rules?: TanfStateRow;
  agency: RuleSource;
}

/** TANF rules for a state on a day; without a row, only where to apply. */
export function tanfFor(state: StateCode, date: Date | string): TanfAnswer {
  const rules = rowOn(
    tanfStateTable.filter((row) => row.state === state),
    date,
  );
  return rules ? { state, rules, agency: rules.agency } : { state, agency: TANF_STATE_DIRECTORY };
}
