import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RuleSource } from '../../rules/period.js';
import { povertyGuidelineYear } from '../../rules/poverty.js';
import { snapFigures } from '../../rules/snap.js';
import { SNAP_BBCE_SOURCE } from '../../rules/snapBbce.js';
import { snapStandardMedical } from '../../rules/snapMedical.js';
import { snapUtilityYears } from '../../rules/snapUtilityYears.js';
import { SNAP_NON_CITIZEN_SOURCE } from '../snapHousehold.js';

// Issue 17's conformance suite for SNAP: worked households whose expected results come from the
// published tables (FNS COLA memos, the FNS SUA table, the FNS BBCE chart, the HHS poverty
// guidelines) and the computation of 7 CFR 273.9-273.10, written out in each case's `steps`.
// The cases are data, one JSON object a line, in snapCases.jsonl.
/** A day in FY 2026 before any state re-bases its BBCE limits on the 2026 guidelines. */
export const FY26 = '2025-12-01';
export const FY27 = '2026-11-25';

export const S = {
  cola26: snapFigures(FY26)!.source,
  cola26ak: {
    title: 'USDA FNS, SNAP FY 2026 COLA: Alaska (urban) and Hawaii allotments and deductions',
    url: 'https://www.fns.usda.gov/snap/allotment/COLA',
  },
  cola27: snapFigures(FY27)!.source,
  cola27ak: {
    title:
      'USDA FNS, SNAP FY 2027 COLA memo (August 21, 2026), pages 4-7: Alaska (urban) and Hawaii, as PolicyEngine transcribes them',
    url: 'https://www.fns.usda.gov/snap/allotment/cola/fy27',
  },
  cola27size: {
    title:
      'USDA FNS, SNAP FY 2027 COLA memo (August 21, 2026), maximum allotments to "18 or more", as PolicyEngine transcribes them',
    url: 'https://www.fns.usda.gov/snap/allotment/cola/fy27',
  },
  poverty25: povertyGuidelineYear(2025)!.source,
  poverty26: povertyGuidelineYear(2026)!.source,
  sua26: snapUtilityYears[0]!.source,
  ca27: snapUtilityYears[1]!.states.CA!.source!,
  il27: snapUtilityYears[1]!.states.IL!.source!,
  bbce: SNAP_BBCE_SOURCE,
  noncitizen: SNAP_NON_CITIZEN_SOURCE,
  smdCA: snapStandardMedical(FY26, 'CA')!.source,
  smdAZ: snapStandardMedical(FY26, 'AZ')!.source,
  smdFRAC: snapStandardMedical(FY26, 'TX')!.source,
  // FNS's table of the allotment for each whole-dollar net income, FY 2026, as Missouri DSS
  // publishes it; its rows were read via PolicyEngine's test file that cites it (decision 0481).
  issuance26: {
    title:
      'USDA FNS, SNAP Basis of Coupon/EBT Issuance table, 48 States and DC, effective October 1, 2025 (Missouri DSS copy)',
    url: 'https://dssmanuals.mo.gov/wp-content/uploads/2022/09/snap-basis-issuance-table.pdf',
  },
  cfr: {
    title: '7 CFR 273.9 (income and deductions) and 273.10 (benefit computation)',
    url: 'https://www.ecfr.gov/current/title-7/subtitle-B/chapter-II/subchapter-C/part-273',
  },
} as const satisfies Record<string, RuleSource>;

const caseSchema = z.object({
  id: z.string(),
  title: z.string(),
  sources: z.array(z.enum(Object.keys(S) as [keyof typeof S])).min(1),
  asOf: z.iso.date(),
  // Checked in full by estimateRequestSchema when the test runs the case.
  request: z.looseObject({ state: z.string(), members: z.array(z.unknown()).min(1) }),
  expected: z.object({
    eligible: z.boolean(),
    /** Monthly allotment in dollars (0 when not eligible). */
    amount: z.number().int().min(0),
    /** The state's allowance is not fully known here: the estimate must say it may be higher. */
    lowerBound: z.literal(true).optional(),
    /** An official table's figure: the estimate must match it to the dollar. */
    exact: z.literal(true).optional(),
  }),
  steps: z.string(),
});
export type SnapCase = z.infer<typeof caseSchema>;

/** The conformance cases, each line parsed and checked. */
export function snapCases(): SnapCase[] {
  return readFileSync(new URL('./snapCases.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => caseSchema.parse(JSON.parse(line)));
}
