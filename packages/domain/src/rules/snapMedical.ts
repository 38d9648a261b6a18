import { type DatedRow, type RuleSource, rowOn } from './period.js';
import type { StateCode } from './regions.js';

// Standard medical deduction (SMD): a state demonstration under 7 CFR 273.9(d)(3) lets a
// household with an elderly or disabled member and medical costs over $35 deduct a standard
// amount, or its actual costs over $35 when they are higher. Amounts as the state manuals print
// them, transcribed via the PolicyEngine US parameter
// (gov/usda/snap/income/deductions/excess_medical_expense/standard.yaml); states without a row
// use the federal rule, actual costs over $35 (decision 0303).
export interface SnapStandardMedical extends DatedRow {
  state: StateCode;
  /** Monthly dollars deducted for medical costs over $35. */
  amount: number;
}

const FRAC: RuleSource = {
  title:
    'FRAC, The SNAP Standard Medical Deduction for Older Adults and People With Disabilities (state table)',
  url: 'https://frac.org/wp-content/uploads/SNAP-SMD-National-Report-1.pdf',
};
const from = '2025-10-01';
const row = (state: StateCode, amount: number, source: RuleSource = FRAC): SnapStandardMedical => ({
  state,
  amount,
  from,
  source,
});

export const snapStandardMedicalRows: readonly SnapStandardMedical[] = [
  row('AL', 175),
  row('AR', 138),
  row('AZ', 145, {
    title: 'Arizona DES, Cash and Nutrition Assistance Manual, NA Medical Expenses and Deduction',
    url: 'https://dbmefaapolicy.azdes.gov/FAA5/NA_Medical_Expenses_and_Deduction.html',
  }),
  row('CA', 150, {
    title: 'California DSS, All County Letter 24-59: CalFresh standard medical deduction of $150',
    url: 'https://cdss.ca.gov/Portals/9/Additional-Resources/Letters-and-Notices/ACLs/2024/24-59.pdf',
  }),
  row('CO', 165, {
    title: 'Colorado 10 CCR 2506-1, SNAP rule 4.407.61(A)',
    url: 'https://www.sos.state.co.us/CCR/GenerateRulePdf.do?ruleVersionId=10492&fileName=10%20CCR%202506-1',
  }),
  row('GA', 136),
  row('IA', 125),
  row('ID', 144),
  row('IL', 185),
  row('KS', 175),
  row('LA', 161, {
    title: 'Louisiana DCFS, SNAP standard medical deduction of $161',
    url: 'https://www.dcfs.louisiana.gov/news/as-extra-snap-benefits-end-recipients-encouraged-to-update-info-assess-options',
  }),
  row('MA', 155),
  row('MI', 165, {
    title: 'Michigan DHHS, Bridges Eligibility Manual BEM 554, Standard Medical Deduction',
    url: 'https://dhhs.michigan.gov/olmweb/ex/BP/Public/BEM/554.pdf',
  }),
  row('MO', 135),
  row('ND', 200),
  row('NH', 115),
  row('OR', 170, {
    title: 'Oregon OAR 461-160-0430(1)(d)(B), SNAP standard medical deduction',
    url: 'https://oregon.public.law/rules/oar_461-160-0430',
  }),
  row('RI', 183),
  row('SC', 175),
  row('SD', 180),
  row('TX', 135),
  row('VA', 200),
  row('VT', 156),
  row('WY', 138),
];

/** The state's standard medical deduction on the day, or undefined (federal rule). */
export function snapStandardMedical(
  date: Date | string,
  state: StateCode,
): SnapStandardMedical | undefined {
  return rowOn(
    snapStandardMedicalRows.filter((r) => r.state === state),
    date,
  );
}
