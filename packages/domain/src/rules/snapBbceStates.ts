import type { RuleSource } from './period.js';
import type { SnapBbceRow } from './snapBbceTypes.js';

// Each state's BBCE rule in force from the first day the SNAP tables cover (2025-10-01), as the
// FNS BBCE chart prints it, transcribed via the PolicyEngine US parameters
// (policyengine_us/parameters/gov/hhs/tanf/non_cash), which cite the chart, the USDA ERS SNAP
// Policy Database and the state notices named on the rows below (decision 0302).
// grossPercent null: no BBCE (the federal tests apply).
export const SNAP_BBCE_SOURCE: RuleSource = {
  title: 'USDA FNS, SNAP Broad-Based Categorical Eligibility (state chart)',
  url: 'https://www.fns.usda.gov/snap/broad-based-categorical-eligibility',
};
const from = '2025-10-01';
const NONE = { grossPercent: null } as const;
const ALL_200 = { grossPercent: 200 } as const;
const state = (
  code: SnapBbceRow['state'],
  rule: Omit<SnapBbceRow, 'state' | 'from' | 'source'>,
  source = SNAP_BBCE_SOURCE,
): SnapBbceRow => ({
  state: code,
  from,
  source,
  ...rule,
});

export const snapBbceRows: readonly SnapBbceRow[] = [
  state('AL', {
    grossPercent: 130,
    elderlyDisabledGrossPercent: 200,
    netTest: 'elderlyDisabled',
    elderlyDisabledMeansEveryone: true,
  }),
  state('AK', ALL_200, {
    title: 'Alaska DPA, SNAP Broad-Based Categorical Eligibility FAQ (from July 1, 2025)',
    url: 'https://health.alaska.gov/media/vw0lsl2m/bbce-faq.pdf',
  }),
  { state: 'AZ', from, to: '2026-02-28', source: SNAP_BBCE_SOURCE, grossPercent: 185 },
  {
    state: 'AZ',
    from: '2026-03-01',
    // Arizona DES's Cash and Nutrition Assistance Policy Manual ("from benefit month 03/2026 ...
    // 200 % of the FPL") is not publicly linkable; the FNS chart is the address given.
    source: {
      title:
        'Arizona DES, Cash and Nutrition Assistance Policy Manual: expanded categorical eligibility at 200 % of the FPL from benefit month 03/2026 (via the FNS BBCE chart)',
      url: SNAP_BBCE_SOURCE.url,
    },
    grossPercent: 200,
  },
  state('AR', NONE),
  state('CA', { grossPercent: 200, netTest: 'all' }),
  state('CO', ALL_200),
  state('CT', ALL_200),
  state('DE', ALL_200),
  state('DC', ALL_200),
  state('FL', ALL_200),
  state('GA', {
    grossPercent: 130,
    elderlyDisabledGrossPercent: 200,
    elderlyDisabledMeansEveryone: true,
  }),
  state('HI', { grossPercent: 200, netTest: 'all' }),
  state('ID', {
    grossPercent: 130,
    elderlyDisabledGrossPercent: null,
    assetLimit: 5_000,
    netTest: 'elderlyDisabled',
  }),
  state('IL', { grossPercent: 165, elderlyDisabledGrossPercent: 200 }),
  state('IN', {
    grossPercent: 130,
    elderlyDisabledGrossPercent: null,
    assetLimit: 5_000,
    netTest: 'all',
  }),
  state('IA', { grossPercent: 160 }),
  state('KS', NONE),
  state('KY', ALL_200),
  state('LA', { grossPercent: 200, netTest: 'all' }),
  state(
    'ME',
    { grossPercent: 200, guidelineMonth: 1 },
    {
      title: 'Maine 10-144 CMR Ch. 301 (Food Supplement Program), section 999-3 Chart 4',
      url: 'https://www.maine.gov/dhhs/ofi/programs-services/food-supplement',
    },
  ),
  state('MD', ALL_200),
  state(
    'MA',
    { grossPercent: 200, guidelineMonth: 2 },
    {
      title:
        'Massachusetts DTA, SNAP Helpful Charts and Figures (200 % column effective February 1)',
      url: 'https://eohhs.ehs.state.ma.us/DTA/PolicyOnline/olg%20docs/guides/Helpful%20Charts%20and%20Figures.pdf',
    },
  ),
  state('MI', ALL_200),
  state('MN', { grossPercent: 200, elderlyDisabledGrossPercent: null, netTest: 'elderlyDisabled' }),
  state('MS', NONE),
  state('MO', NONE),
  state('MT', ALL_200),
  state('NE', {
    grossPercent: 165,
    elderlyDisabledGrossPercent: null,
    assetLimit: 25_000,
    netTest: 'elderlyDisabled',
  }),
  state('NV', ALL_200),
  state('NH', ALL_200),
  state('NJ', { grossPercent: 185 }),
  state('NM', ALL_200, {
    title: 'New Mexico HCA, SNAP gross income limit raised to 200 % of poverty (October 1, 2024)',
    url: 'https://www.hca.nm.gov/2024/09/23/governor-expands-snap-access-increases-benefits-for-new-mexicans/',
  }),
  state(
    'NY',
    {
      grossPercent: 130,
      elderlyDisabledGrossPercent: 200,
      earnedIncomePercent: 150,
      dependentCarePercent: 200,
    },
    {
      title: 'New York OTDA, 16-ADM-06 Expansion of Categorical Eligibility for SNAP Households',
      url: 'https://otda.ny.gov/policy/directives/2016/ADM/16-ADM-06.pdf',
    },
  ),
  state('NC', ALL_200),
  state('ND', { grossPercent: 200, netTest: 'all' }),
  state('OH', { grossPercent: 130, elderlyDisabledGrossPercent: 200 }),
  state('OK', { grossPercent: 130, elderlyDisabledGrossPercent: null, netTest: 'elderlyDisabled' }),
  state(
    'OR',
    { grossPercent: 200, guidelineMonth: 3 },
    {
      title: 'Oregon OAR 461-155-0180(6), 200 % standard updated every March',
      url: 'https://ch461rules.odhs.oregon.gov/rules/461-155-0180.pdf',
    },
  ),
  state('PA', ALL_200),
  state('RI', { grossPercent: 185, elderlyDisabledGrossPercent: 200, netTest: 'all' }),
  state('SC', {
    grossPercent: 130,
    elderlyDisabledGrossPercent: 200,
    elderlyDisabledMeansEveryone: true,
  }),
  state('SD', NONE),
  state('TN', NONE),
  state('TX', { grossPercent: 165, assetLimit: 5_000 }),
  state('UT', NONE),
  state('VT', { grossPercent: 185 }),
  state('VA', ALL_200),
  state(
    'WA',
    { grossPercent: 200, guidelineMonth: 4 },
    {
      title:
        'WAC 388-414-0001(2)(a)(ii), categorical eligibility at 200 % of the current guidelines from April 1',
      url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=388-414-0001',
    },
  ),
  state('WV', ALL_200),
  state('WI', ALL_200),
  state('WY', NONE),
];
