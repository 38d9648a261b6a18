import { type RuleSource, stateRowOn } from './period.js';
import type { StateCode } from './regions.js';
import { TANF_FEDERAL_SOURCE, type TanfStateRules, type TanfTimeLimit } from './tanf.js';

// TANF for the ten most populous states (decision 0286): the most a family gets a month by size,
// the income limit for a family of 3 and the time limit, each from the state's manual, code or
// letter named in `source` (figures transcribed via PolicyEngine's parameter files, which cite
// them). A row holds from `from` to `to`; a figure a state adjusts on a date we cannot confirm
// is left out of the next row, so the answer is "depends on your state", never an old figure.

/** Where a family applies when the state has no row: the federal directory of state TANF offices. */
export const TANF_STATE_DIRECTORY: RuleSource = {
  title: 'HHS Administration for Children and Families, Help for Families: state TANF programs',
  url: 'https://www.acf.hhs.gov/ofa/map/about/help-families',
};

export interface TanfStateRow extends TanfStateRules {
  from: string;
  to?: string;
}

const src = (title: string, url: string): RuleSource => ({ title, url });
const federal60: TanfTimeLimit = { lifetimeMonths: 60, source: TANF_FEDERAL_SOURCE };

const CA = {
  state: 'CA',
  programName: 'CalWORKs',
  grantArea: 'Region 1 counties, non-exempt family',
  grantFrom: '2024-10-01',
  maxGrantBySize: [734, 930, 1_175, 1_416, 1_659, 1_902, 2_145, 2_389],
  source: src(
    'California DSS, All County Letter 24-55, CalWORKs Maximum Aid Payment chart effective October 1, 2024',
    'https://cdss.ca.gov/Portals/9/Additional-Resources/Letters-and-Notices/ACLs/2024/24-55.pdf',
  ),
  timeLimit: {
    lifetimeMonths: 60,
    source: src(
      'Cal. Welfare and Institutions Code 11454 (60-month CalWORKs limit)',
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC&sectionNum=11454',
    ),
  },
  agency: src(
    'California Department of Social Services, CalWORKs',
    'https://www.cdss.ca.gov/calworks',
  ),
} as const satisfies Omit<TanfStateRules, 'incomeLimit'>;

// CalWORKs applicants' income test: the Minimum Basic Standard of Adequate Care (Region 1).
const caMbsac = (familyOf3: number, letter: string, url: string) => ({
  kind: 'dollars' as const,
  familyOf3,
  source: src(`California DSS, ${letter}, Minimum Basic Standard of Adequate Care (Region 1)`, url),
});

const TX = {
  state: 'TX',
  programName: 'TANF',
  // Texas Works Handbook C-110: applicants' income must be under the recognizable needs (25 % of
  // the budgetary needs, $751 for a caretaker and 2 children).
  incomeLimit: {
    kind: 'dollars',
    familyOf3: 188,
    source: src(
      'Texas Works Handbook C-110, TANF: recognizable needs (caretaker without second parent, 3 people)',
      'https://www.hhs.texas.gov/handbooks/texas-works-handbook/c-110-tanf',
    ),
  },
  timeLimit: {
    lifetimeMonths: 60,
    shorterMonths: [12, 24, 36],
    source: src(
      'Texas Works Handbook A-2510, State time limits (12, 24 or 36 months) and the 60-month lifetime limit',
      'https://www.hhs.texas.gov/handbooks/texas-works-handbook/a-2510-general-policy',
    ),
  },
  agency: src(
    'Texas Health and Human Services, TANF Cash Help',
    'https://www.hhs.texas.gov/services/financial/cash/tanf-cash-help',
  ),
} as const satisfies TanfStateRules;

const OH = {
  state: 'OH',
  programName: 'Ohio Works First',
  incomeLimit: {
    kind: 'percentOfPoverty',
    percent: 50,
    source: src(
      'Ohio Revised Code 5107.10(D)(1)(a): initial eligibility at 50 % of the poverty guidelines',
      'https://codes.ohio.gov/ohio-revised-code/section-5107.10',
    ),
  },
  timeLimit: {
    lifetimeMonths: 36,
    source: src(
      'Ohio Administrative Code 5101:1-23-01, OWF time-limited receipt of assistance (36 months)',
      'https://codes.ohio.gov/ohio-administrative-code/rule-5101:1-23-01',
    ),
  },
  agency: src(
    'Ohio Department of Job and Family Services, Cash Assistance',
    'https://jfs.ohio.gov/cash-food-and-health',
  ),
} as const satisfies TanfStateRules;

// Ohio raises the OWF payments each January 1 by the Social Security cost-of-living adjustment
// of the October before (ORC 5107.04). ODJFS raises the previous year's payments and rounds to
// the dollar: ACT 270's 2020 payments are ACT 268's 2019 payments times 1.016, every size
// (decision 0480). 2025 and 2026 are computed that way from ACT 294's 2024 payments.
const ohioYear = (
  year: number,
  maxGrantBySize: readonly number[],
  title: string,
  url: string,
): TanfStateRow => ({
  ...OH,
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  maxGrantBySize,
  source: src(title, url),
});

export const tanfStateTable: readonly TanfStateRow[] = [
  {
    ...CA,
    from: '2024-10-01',
    to: '2025-06-30',
    incomeLimit: caMbsac(
      1_829,
      'All County Letter 24-37 (July 1, 2024)',
      'https://www.cdss.ca.gov/Portals/9/Additional-Resources/Letters-and-Notices/ACLs/2024/24-37.pdf',
    ),
  },
  {
    ...CA,
    from: '2025-07-01',
    to: '2026-06-30',
    incomeLimit: caMbsac(1_892, 'MBSAC effective July 1, 2025', 'https://www.cdss.ca.gov/calworks'),
  },
  {
    ...CA,
    from: '2026-07-01',
    incomeLimit: caMbsac(
      1_960,
      'All County Letter 26-39 (July 1, 2026)',
      'https://www.cdss.ca.gov/Portals/9/Additional-Resources/Letters-and-Notices/ACLs/2026/26-39.pdf',
    ),
  },
  {
    ...TX,
    from: '2025-10-01',
    to: '2026-09-30',
    maxGrantBySize: [159, 331, 382, 459, 510, 586, 636, 724],
    grantArea: 'one caretaker, no second parent',
    source: src(
      'Texas Works Handbook C-110, TANF maximum grants (caretaker without second parent), October 1, 2025',
      'https://www.hhs.texas.gov/handbooks/texas-works-handbook/c-110-tanf',
    ),
  },
  // Texas adjusts its grants each October 1; the FY 2027 amounts are not confirmed here.
  { ...TX, from: '2026-10-01' },
  {
    state: 'FL',
    from: '1996-10-01',
    programName: 'Temporary Cash Assistance',
    maxGrantBySize: [180, 241, 303, 364, 426, 487, 549, 610],
    grantArea: 'shelter costs over $50 a month',
    source: src(
      'Florida DCF, ESS Program Policy Manual Appendix A-5, Temporary Cash Assistance income standards',
      'https://ffic.myflfamilies.com/manual/essfiles/30441.pdf',
    ),
    incomeLimit: {
      kind: 'percentOfPoverty',
      percent: 185,
      source: src(
        'Florida Statutes 414.095: gross income under 185 % of the federal poverty level',
        'https://www.flsenate.gov/Laws/Statutes/2024/414.095',
      ),
    },
    timeLimit: {
      lifetimeMonths: 48,
      shorterMonths: [24],
      withinMonths: 60,
      source: src(
        'Florida Statutes 414.105, time limitations of temporary cash assistance',
        'https://www.flsenate.gov/Laws/Statutes/2024/414.105',
      ),
    },
    agency: src(
      'Florida Department of Children and Families, Temporary Cash Assistance',
      'https://www.myflfamilies.com/services/public-assistance/temporary-cash-assistance',
    ),
  },
  {
    state: 'NY',
    from: '2012-10-01',
    programName: 'Family Assistance',
    // Basic allowance + the New York City shelter maximum + home energy and supplemental energy.
    maxGrantBySize: [460.1, 574.5, 789, 951.7, 1_119.7, 1_238.2],
    grantArea: 'New York City, with the most shelter allowance',
    source: src(
      '18 NYCRR 352.1-352.3 (basic, shelter and energy allowances) and the NY TANF State Plan 2024-2026',
      'https://otda.ny.gov/policy/tanf/TANF-State-Plan-2024-2026.pdf',
    ),
    timeLimit: federal60,
    agency: src(
      'New York OTDA, Temporary Assistance',
      'https://otda.ny.gov/programs/temporary-assistance/',
    ),
  },
  {
    state: 'PA',
    from: '1990-01-01',
    programName: 'TANF cash assistance',
    maxGrantBySize: [215, 330, 421, 514, 607, 687],
    grantArea: 'county group 1',
    source: src(
      '55 Pa. Code 183.91 and PA DHS Cash Assistance Handbook 168, Appendix B (family size allowance)',
      'http://services.dpw.state.pa.us/oimpolicymanuals/cash/168_Determining_Eligibility_and_Payment_Amount/168_Appendix_B.htm',
    ),
    incomeLimit: {
      kind: 'dollars',
      familyOf3: 614,
      source: src(
        'PA DHS Cash Assistance Handbook 168, Appendix B: standard of need (county group 1, 3 people)',
        'http://services.dpw.state.pa.us/oimpolicymanuals/cash/168_Determining_Eligibility_and_Payment_Amount/168_Appendix_B.htm',
      ),
    },
    timeLimit: federal60,
    agency: src(
      'Pennsylvania Department of Human Services, Cash Assistance',
      'https://www.pa.gov/services/dhs/apply-for-cash-assistance-tanf',
    ),
  },
  {
    state: 'IL',
    from: '2023-10-01',
    programName: 'TANF',
    maxGrantPercentOfPoverty: 35,
    source: src(
      '89 Ill. Adm. Code 112.251 and IDHS Manual Release 23.30: payment level 35 % of the poverty level',
      'https://www.dhs.state.il.us/page.aspx?item=149890',
    ),
    // Income eligibility: net income under the payment level (the same 35 %).
    incomeLimit: {
      kind: 'percentOfPoverty',
      percent: 35,
      source: src(
        '89 Ill. Adm. Code 112.251, TANF payment levels',
        'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.251',
      ),
    },
    timeLimit: federal60,
    agency: src(
      'Illinois Department of Human Services, TANF',
      'https://www.dhs.state.il.us/page.aspx?item=30357',
    ),
  },
  ohioYear(
    2024,
    [363, 495, 608, 749, 877, 976, 1_091, 1_210],
    'ODJFS Action Change Transmittal Letter 294: OWF payments as of January 1, 2024 (3.2 % COLA)',
    'https://emanuals.jfs.ohio.gov/CashFoodAssist/CAM/ACT/ACT-294.stm',
  ),
  ohioYear(
    2025,
    [372, 507, 623, 768, 899, 1_000, 1_118, 1_240],
    'Ohio Revised Code 5107.04: the January 2024 OWF payments (ODJFS ACT 294) raised by the 2.5 % Social Security COLA for 2025, to the dollar',
    'https://codes.ohio.gov/ohio-revised-code/section-5107.04',
  ),
  ohioYear(
    2026,
    [382, 521, 640, 790, 924, 1_028, 1_149, 1_275],
    'Ohio Revised Code 5107.04: the 2025 OWF payments raised by the 2.8 % Social Security COLA for 2026, to the dollar',
    'https://codes.ohio.gov/ohio-revised-code/section-5107.04',
  ),
  // The 2027 COLA is not confirmed here: from January 2027 the grant "depends on your state".
  { ...OH, from: '2027-01-01' },
  {
    state: 'GA',
    from: '1997-01-01',
    programName: 'TANF',
    maxGrantBySize: [155, 235, 280, 330, 378, 410, 444, 470],
    source: src(
      'Georgia DFCS, TANF Policy Manual (PAMMS), Appendix A: Financial Standards (family maximum)',
      'https://pamms.dhs.ga.gov/dfcs/tanf/appendix-a/',
    ),
    incomeLimit: {
      kind: 'dollars',
      // Gross income ceiling: 185 % of the $424 standard of need for 3.
      familyOf3: 784,
      source: src(
        'Georgia DFCS, TANF Policy Manual (PAMMS), Appendix A: gross income ceiling',
        'https://pamms.dhs.ga.gov/dfcs/tanf/appendix-a/',
      ),
    },
    timeLimit: {
      lifetimeMonths: 48,
      source: src(
        'Georgia DFCS, TANF Policy Manual 1390, Lifetime Limit (48 months)',
        'https://pamms.dhs.ga.gov/dfcs/tanf/1390/',
      ),
    },
    agency: src(
      'Georgia DFCS, Temporary Assistance for Needy Families',
      'https://dfcs.georgia.gov/services/temporary-assistance-needy-families',
    ),
  },
  {
    state: 'NC',
    from: '2024-01-01',
    programName: 'Work First',
    // 50 % of the need standard.
    maxGrantBySize: [181, 236, 272, 297, 324, 349, 373, 386],
    source: src(
      'NC DHHS, Work First Manual WF-114 Income and Budgeting (Change No. 04-2023, January 1, 2024)',
      'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf',
    ),
    incomeLimit: {
      kind: 'dollars',
      familyOf3: 544,
      source: src(
        'NC DHHS, Work First Manual WF-114: need standard for 3 people',
        'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf',
      ),
    },
    timeLimit: {
      lifetimeMonths: 60,
      shorterMonths: [24],
      monthsOff: 36,
      source: src(
        'N.C. Gen. Stat. 108A-27.9, Work First time limits (24 months, then 36 months off; 60 in a lifetime)',
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_108A/GS_108A-27.9.html',
      ),
    },
    agency: src(
      'NC DHHS, Work First Family Assistance',
      'https://www.ncdhhs.gov/divisions/social-services/work-first-family-assistance',
    ),
  },
  {
    state: 'MI',
    from: '2024-12-01',
    programName: 'Family Independence Program (FIP)',
    maxGrantBySize: [363, 478, 583, 707, 822, 981, 1_072],
    source: src(
      'Michigan DHHS, Reference Table 210: FIP Monthly Assistance Payment Standard',
      'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/RF/Public/RFT/210.pdf',
    ),
    // BEM 518: income eligibility when budgetable income is under the payment standard.
    incomeLimit: {
      kind: 'dollars',
      familyOf3: 583,
      source: src(
        'Michigan DHHS, Bridges Eligibility Manual 518 with Reference Table 210 (payment standard for 3)',
        'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/518.pdf',
      ),
    },
    timeLimit: {
      lifetimeMonths: 48,
      source: src(
        'Michigan Compiled Laws 400.57r, FIP 48-month lifetime limit',
        'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-400-57r',
      ),
    },
    agency: src(
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
  const rules = stateRowOn(tanfStateTable, state, date);
  return rules ? { state, rules, agency: rules.agency } : { state, agency: TANF_STATE_DIRECTORY };
}
