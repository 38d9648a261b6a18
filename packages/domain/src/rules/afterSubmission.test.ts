import { describe, expect, it } from 'vitest';
import { benefitIds } from '../catalogs/benefits.js';
import {
  afterSubmissionRows,
  type NextStepsProgram,
  nextStepsAfterSubmission,
  nextStepsProgramOf,
} from './afterSubmission.js';
import { ruleFacts } from './facts.js';
import { nextDay } from './period.js';

const DAY = '2026-11-25';

// Each case cites the rule it checks (eCFR, current text).
describe('nextStepsAfterSubmission: decision time limits', () => {
  it.each([
    // 7 CFR 273.2(g)(1): 30 days. https://www.ecfr.gov/current/title-7/part-273/section-273.2
    ['snap', false, { kind: 'days', days: 30 }],
    // 7 CFR 273.2(i)(3)(i): the 7th calendar day after filing when expedited.
    ['snap', true, { kind: 'expedited', days: 7, normalDays: 30 }],
    // 42 CFR 435.912(c)(3)(ii): 45 days. https://www.ecfr.gov/current/title-42/part-435/section-435.912
    ['medicaid-magi', false, { kind: 'days', days: 45 }],
    ['medicaid-magi', true, { kind: 'days', days: 45 }],
    // 42 CFR 435.912(c)(3)(i): 90 days on the basis of disability.
    ['medicaid-non-magi', false, { kind: 'disability', days: 45, disabilityDays: 90 }],
    // 42 CFR 457.340(d)(1): CHIP follows 435.912.
    ['chip', false, { kind: 'days', days: 45 }],
    // 7 CFR 246.7(f)(2): 20 days, 10 for pregnant women at special risk and migrant families.
    ['wic', false, { kind: 'sooner', days: 20, soonerDays: 10 }],
    // 42 U.S.C. 602: TANF processes are the state's.
    ['tanf', false, { kind: 'stateSets' }],
    ['tanf', true, { kind: 'stateSets' }],
  ] as const)('%s (expedited %s) -> %o', (benefit, expedited, decision) => {
    const [steps] = nextStepsAfterSubmission([benefit], { date: DAY, expedited });
    expect(steps?.decision).toEqual(decision);
  });
});

describe('nextStepsAfterSubmission: interview, papers, changes', () => {
  it.each([
    // 7 CFR 273.2(e): an interview before certification; 273.2(f)(5)(i): at least 10 days.
    ['snap', 'required', 10, 'snap'],
    // 42 CFR 435.907(d): no in-person interview for MAGI; 435.952: papers only when needed.
    ['medicaid-magi', 'noOffice', null, 'health'],
    ['medicaid-non-magi', 'mayAsk', null, 'health'],
    ['chip', 'noOffice', null, 'health'],
    // 7 CFR 246.7: a certification visit.
    ['wic', 'visit', null, 'wic'],
    ['tanf', 'stateSets', null, 'tanf'],
  ] as const)('%s -> %s, %s days for papers, %s changes', (benefit, interview, days, changes) => {
    const [steps] = nextStepsAfterSubmission([benefit], { date: DAY });
    expect(steps).toMatchObject({ benefit, interview, documentDays: days, changes });
  });

  it('is not expedited unless the application says so', () => {
    const [steps] = nextStepsAfterSubmission(['snap'], { date: DAY });
    expect(steps?.decision.kind).toBe('days');
  });

  it('keeps the order asked for, once each', () => {
    const steps = nextStepsAfterSubmission(['wic', 'snap', 'wic', 'medicaid-magi'], {
      date: new Date('2026-11-25T23:00:00Z'),
    });
    expect(steps.map((step) => step.benefit)).toEqual(['wic', 'snap', 'medicaid-magi']);
  });

  it('cites the no-interview rule for MAGI Medicaid only', () => {
    const [magi, nonMagi] = nextStepsAfterSubmission(['medicaid-magi', 'medicaid-non-magi'], {
      date: DAY,
    });
    expect(magi?.sources.map((source) => source.title).join()).toContain('435.907');
    expect(nonMagi?.sources.map((source) => source.title).join()).not.toContain('435.907');
    expect(nonMagi?.sources[0]?.title).toContain('435.912');
  });

  it('leaves out a program before its rules were in effect', () => {
    const steps = nextStepsAfterSubmission([...benefitIds], { date: '2013-12-31' });
    expect(steps.map((step) => step.program)).toEqual(['snap', 'tanf', 'wic']);
    expect(nextStepsAfterSubmission(['tanf'], { date: '1996-08-21' })).toEqual([]);
  });
});

describe('afterSubmissionRows in the rule facts (what the chat may quote)', () => {
  it('states each time limit with its source', () => {
    const facts = ruleFacts(DAY);
    expect(facts['snap.decisionDays']).toMatchObject({ value: 30, unit: 'days' });
    expect(facts['snap.decisionDays']?.source.title).toContain('273.2(g)');
    expect(facts['snap.verificationDays']?.value).toBe(10);
    expect(facts['medicaid.decisionDays']?.value).toBe(45);
    expect(facts['medicaid.disabilityDecisionDays']?.value).toBe(90);
    expect(facts['chip.decisionDays']?.value).toBe(45);
    expect(facts['wic.decisionDays']?.value).toBe(20);
    expect(facts['wic.soonerDecisionDays']?.value).toBe(10);
    expect(facts['medicaid.verificationDays']).toBeUndefined();
  });

  it('has no Medicaid or CHIP time limit before 2014', () => {
    const facts = ruleFacts('2013-12-31');
    expect(facts['medicaid.decisionDays']).toBeUndefined();
    expect(facts['snap.decisionDays']?.value).toBe(30);
  });
});

describe('afterSubmissionRows', () => {
  it('covers every benefit with a sourced row in effect today', () => {
    for (const benefit of benefitIds) {
      const [steps] = nextStepsAfterSubmission([benefit], { date: DAY });
      expect(steps?.program).toBe(nextStepsProgramOf[benefit]);
      for (const source of steps?.sources ?? []) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('leaves no gap or overlap within a program', () => {
    const programs = new Set<NextStepsProgram>(afterSubmissionRows.map((row) => row.program));
    for (const program of programs) {
      const rows = afterSubmissionRows.filter((row) => row.program === program);
      for (const [index, row] of rows.entries()) {
        const next = rows[index + 1];
        if (next) expect(next.from).toBe(nextDay(row.to ?? ''));
        else expect(row.to).toBeUndefined();
      }
    }
  });
});
