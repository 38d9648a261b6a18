import type { BenefitId } from '../catalogs/benefits.js';
import { type DatedRow, type RuleSource, rowOn } from './period.js';
import { SNAP_EXPEDITED, SNAP_EXPEDITED_FROM } from './snapExpedited.js';

// Issue 18 item 5: what happens after an application is sent, per program, from the federal
// rules that set each program's steps and time limits. A row holds for its program from its
// `from` day (see decision 0360 for how those days were chosen).

export type NextStepsProgram = 'snap' | 'medicaid' | 'chip' | 'wic' | 'tanf';

/** How the applicant meets the office after applying. */
export type InterviewKind =
  /** SNAP: an interview before approval, in person or by phone (7 CFR 273.2(e)). */
  | 'required'
  /** MAGI Medicaid and CHIP: no in-person interview may be required (42 CFR 435.907(d)). */
  | 'noOffice'
  /** Medicaid for people 65+, blind or disabled: the office may ask questions. */
  | 'mayAsk'
  /** WIC: a certification visit, in person or as the WIC office allows (7 CFR 246.7). */
  | 'visit'
  /** TANF: each state sets its own steps. */
  | 'stateSets';

/** Which words tell the applicant how to report changes. */
export type ChangesKind = 'snap' | 'health' | 'wic' | 'tanf';

export interface AfterSubmissionRow extends DatedRow {
  program: NextStepsProgram;
  interview: InterviewKind;
  /** Calendar days from the day the application is filed to the decision; null: the state sets it. */
  decisionDays: number | null;
  /** Medicaid: the longer limit for someone who applies because of a disability. */
  disabilityDecisionDays?: number;
  /** WIC: the shorter limit for pregnant applicants and migrant farmworker families. */
  soonerDecisionDays?: number;
  /** SNAP: expedited service (7 CFR 273.2(i)(3)). */
  expeditedDays?: number;
  /** The least time the applicant gets to send papers asked for; null: the letter says. */
  documentDays: number | null;
  changes: ChangesKind;
  /** Further rules cited for the interview, papers and changes. */
  moreSources: readonly RuleSource[];
}

const ecfr = (title: 7 | 42, part: number, section: string) =>
  `https://www.ecfr.gov/current/title-${title}/part-${part}/section-${section}`;

export const afterSubmissionRows: readonly AfterSubmissionRow[] = [
  {
    program: 'snap',
    from: SNAP_EXPEDITED_FROM,
    interview: 'required',
    // 7 CFR 273.2(g)(1): benefits or a denial no later than 30 calendar days after filing.
    decisionDays: 30,
    expeditedDays: SNAP_EXPEDITED.days,
    // 7 CFR 273.2(f)(5)(i): at least 10 days to give the papers asked for.
    documentDays: 10,
    changes: 'snap',
    source: {
      title: '7 CFR 273.2(g), Normal processing standard (30 days)',
      url: ecfr(7, 273, '273.2'),
    },
    moreSources: [
      { title: '7 CFR 273.2(e), Interviews', url: ecfr(7, 273, '273.2') },
      { title: '7 CFR 273.2(f)(5), Verification: at least 10 days', url: ecfr(7, 273, '273.2') },
      { title: '7 CFR 273.2(i), Expedited service (7 days)', url: ecfr(7, 273, '273.2') },
      { title: '7 CFR 273.12, Reporting requirements', url: ecfr(7, 273, '273.12') },
    ],
  },
  {
    program: 'medicaid',
    // The Affordable Care Act eligibility rule, 77 FR 17144 (March 23, 2012), in effect 2014.
    from: '2014-01-01',
    interview: 'noOffice',
    // 42 CFR 435.912(c)(3): 90 days for applicants on the basis of disability, 45 for all others.
    decisionDays: 45,
    disabilityDecisionDays: 90,
    documentDays: null,
    changes: 'health',
    source: {
      title:
        '42 CFR 435.912(c)(3), Timely determination of eligibility (45 days, 90 for disability)',
      url: ecfr(42, 435, '435.912'),
    },
    moreSources: [
      { title: '42 CFR 435.907(d), No in-person interview (MAGI)', url: ecfr(42, 435, '435.907') },
      { title: '42 CFR 435.952, Verification of information', url: ecfr(42, 435, '435.952') },
      { title: '42 CFR 435.919, Changes in circumstances', url: ecfr(42, 435, '435.919') },
    ],
  },
  {
    program: 'chip',
    from: '2014-01-01',
    interview: 'noOffice',
    // 42 CFR 457.340(d)(1) applies the Medicaid limits of 435.912 to a separate CHIP.
    decisionDays: 45,
    documentDays: null,
    changes: 'health',
    source: {
      title: '42 CFR 457.340(d), Timely determinations (the 45 days of 435.912)',
      url: ecfr(42, 457, '457.340'),
    },
    moreSources: [{ title: '42 CFR 457.380, Verification', url: ecfr(42, 457, '457.380') }],
  },
  {
    program: 'wic',
    // 7 CFR part 246 as codified in 50 FR 6109 (February 13, 1985).
    from: '1985-02-13',
    interview: 'visit',
    // 7 CFR 246.7(f)(2): 20 days from the first request; 10 for pregnant women at special
    // nutritional risk and migrant farmworker families.
    decisionDays: 20,
    soonerDecisionDays: 10,
    documentDays: null,
    changes: 'wic',
    source: {
      title: '7 CFR 246.7(f)(2), Processing standards (20 days, 10 for some applicants)',
      url: ecfr(7, 246, '246.7'),
    },
    moreSources: [
      { title: '7 CFR 246.7(o), Physical presence at certification', url: ecfr(7, 246, '246.7') },
    ],
  },
  {
    program: 'tanf',
    // The Personal Responsibility and Work Opportunity Reconciliation Act of 1996 (TANF).
    from: '1996-08-22',
    interview: 'stateSets',
    decisionDays: null,
    documentDays: null,
    changes: 'tanf',
    source: {
      title: '42 U.S.C. 602, State TANF plans (each state sets its own process)',
      url: 'https://www.law.cornell.edu/uscode/text/42/602',
    },
    moreSources: [
      {
        title: 'HHS ACF, About TANF',
        url: 'https://www.acf.hhs.gov/ofa/programs/tanf/about',
      },
    ],
  },
];

/** The program whose rules a benefit follows. */
export const nextStepsProgramOf: Readonly<Record<BenefitId, NextStepsProgram>> = {
  snap: 'snap',
  'medicaid-magi': 'medicaid',
  'medicaid-non-magi': 'medicaid',
  chip: 'chip',
  wic: 'wic',
  tanf: 'tanf',
};

export type DecisionTime =
  | { kind: 'days'; days: number }
  | { kind: 'expedited'; days: number; normalDays: number }
  | { kind: 'disability'; days: number; disabilityDays: number }
  | { kind: 'sooner'; days: number; soonerDays: number }
  | { kind: 'stateSets' };

export interface ProgramNextSteps {
  benefit: BenefitId;
  program: NextStepsProgram;
  interview: InterviewKind;
  decision: DecisionTime;
  documentDays: number | null;
  changes: ChangesKind;
  sources: readonly RuleSource[];
}

function decisionTime(
  benefit: BenefitId,
  row: AfterSubmissionRow,
  expedited: boolean,
): DecisionTime {
  if (row.decisionDays === null) return { kind: 'stateSets' };
  if (expedited && row.expeditedDays !== undefined)
    return { kind: 'expedited', days: row.expeditedDays, normalDays: row.decisionDays };
  // Only Medicaid for people 65+, blind or disabled can be asked for on the basis of disability.
  if (benefit === 'medicaid-non-magi' && row.disabilityDecisionDays !== undefined)
    return {
      kind: 'disability',
      days: row.decisionDays,
      disabilityDays: row.disabilityDecisionDays,
    };
  if (row.soonerDecisionDays !== undefined)
    return { kind: 'sooner', days: row.decisionDays, soonerDays: row.soonerDecisionDays };
  return { kind: 'days', days: row.decisionDays };
}

/**
 * What happens next for each program applied for, under the rules in effect on the day the
 * application was sent, in the order given. `expedited`: the application is flagged for
 * 7-day SNAP service; false where the application does not say.
 * A program whose rules the table does not reach on that day is left out.
 */
export function nextStepsAfterSubmission(
  benefits: readonly BenefitId[],
  options: { date: Date | string; expedited?: boolean },
): ProgramNextSteps[] {
  const expedited = options.expedited ?? false;
  return [...new Set(benefits)].flatMap((benefit) => {
    const program = nextStepsProgramOf[benefit];
    const row = rowOn(
      afterSubmissionRows.filter((candidate) => candidate.program === program),
      options.date,
    );
    if (!row) return [];
    const nonMagi = benefit === 'medicaid-non-magi';
    return [
      {
        benefit,
        program,
        interview: nonMagi ? 'mayAsk' : row.interview,
        decision: decisionTime(benefit, row, expedited),
        documentDays: row.documentDays,
        changes: row.changes,
        // The no-interview rule (435.907(d)) is for MAGI Medicaid only.
        sources: [
          row.source,
          ...row.moreSources.filter((source) => !(nonMagi && source.title.includes('435.907'))),
        ],
      },
    ];
  });
}
