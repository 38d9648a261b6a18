import {
  type Cycle,
  monthlyOf,
  type PayMath,
  payMath,
  periodFor,
  type RealTruth,
} from './truth.js';

/** What a pay stub says, before a vendor's layout draws it. */
export interface StubSpec {
  id: string;
  employer: string;
  employerStreet: string;
  employerCity: string;
  employee: string;
  employeeStreet: string;
  employeeCity: string;
  cycle: Cycle;
  /** What the stub shows of the cycle: the word, the period's dates, or only the pay date. */
  shows: 'stated' | 'dates' | 'nothing';
  payDate: string;
  rateCents: number;
  hours: number;
  overtimeHours: number;
  salaryCents?: number;
  /** Font size of the body (7 for small print). */
  size?: number;
}

export interface StubData extends StubSpec {
  math: PayMath;
  start: string;
  end: string;
}

export const cycleWords: Record<Cycle, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  semimonthly: 'Semi-Monthly',
  monthly: 'Monthly',
};

export function stubData(spec: StubSpec): StubData {
  const { start, end } = periodFor(spec.cycle, spec.payDate);
  const math = payMath(
    spec.rateCents,
    spec.hours,
    spec.overtimeHours,
    spec.cycle,
    spec.payDate,
    spec.salaryCents,
  );
  return { ...spec, math, start, end };
}

/** The truth of a stub: its gross pay, and the cycle only where the stub shows it. */
export function stubTruth(data: StubData): RealTruth {
  const frequency = data.shows === 'nothing' ? 'unknown' : data.cycle;
  const monthly = monthlyOf(data.math.gross, frequency);
  return {
    kind: 'pay_stub',
    payer: data.employer,
    category: 'wages',
    periodCents: data.math.gross,
    frequency,
    ...(monthly !== undefined ? { monthlyCents: monthly } : {}),
    fraud: [],
  };
}

/** Whole dollars as '$1,200' (the way salaried stubs and letters print them). */
export function wholeDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}
