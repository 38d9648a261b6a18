import type { IncomeFrequency } from '@benefits/domain';
import type { DocumentClass } from '../../classify/documentClasses.js';
import { addDays } from '../format.js';
import type { PageLayout } from '../layout.js';

/** How often pay arrives as the document's truth, or 'unknown' when the document gives no cue. */
export type TruthFrequency = IncomeFrequency | 'unknown';

/** Ground truth of one real-layout document: what a careful person reads from it. */
export interface RealTruth {
  kind: DocumentClass;
  payer: string;
  category: string;
  /** The amount per period as printed (gross pay, a weekly benefit, a year's box 1). */
  periodCents: number;
  frequency: TruthFrequency;
  /** Per month, when the frequency is known. */
  monthlyCents?: number;
  /** Fraud indicator types a genuine document must not raise: always none here. */
  fraud: string[];
  /** Bank statements: deposits the applicant must classify (ATM, cheque), never summed in. */
  toClassify?: number;
}

/** A form field drawn as an AcroForm text field in the PDF and as ink in a photo. */
export interface FormField {
  name: string;
  x: number;
  /** Top of the field, points from the page's top. */
  y: number;
  width: number;
  height: number;
  value: string;
}

/** One real-layout document, written here in the layout of a public specimen (see SOURCES.md). */
export interface RealDocument {
  id: string;
  /** The specimen layout it follows: adp, paychex, gusto, quickbooks, workday, irs-w2, ... */
  layout: string;
  pages: PageLayout[];
  /** AcroForm fields of a fillable form (page 1). */
  fields?: FormField[];
  truth: RealTruth;
}

const PER_YEAR: Record<Exclude<TruthFrequency, 'unknown'>, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annual: 1,
};

/** Monthly amount of a periodic amount, or undefined when the frequency is unknown. */
export function monthlyOf(cents: number, frequency: TruthFrequency): number | undefined {
  if (frequency === 'unknown') return undefined;
  return Math.round((cents * PER_YEAR[frequency]) / 12);
}

/** The truth of a document that pays one amount at a known frequency, no fraud, no extras. */
export function periodicTruth(
  truth: Pick<RealTruth, 'kind' | 'payer' | 'category' | 'periodCents'> & {
    frequency: IncomeFrequency;
  },
): RealTruth {
  const monthlyCents = monthlyOf(truth.periodCents, truth.frequency);
  return { ...truth, ...(monthlyCents ? { monthlyCents } : {}), fraud: [] };
}

export type Cycle = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** First and last day of the pay period that ends a few days before the pay date. */
export function periodFor(cycle: Cycle, payDate: string): { start: string; end: string } {
  const end = addDays(payDate, -4);
  if (cycle === 'weekly') return { start: addDays(end, -6), end };
  if (cycle === 'biweekly') return { start: addDays(end, -13), end };
  const month = end.slice(0, 8);
  if (cycle === 'monthly') return { start: `${month}01`, end: addDays(`${month}01`, 27) };
  // Twice a month: the last half month ended by then (1st-15th, else the 16th to the end of
  // the month before, February's 16th-28th among them).
  const monthEnd = addDays(addDays(`${month}01`, 32).slice(0, 8).concat('01'), -1);
  const secondHalfEnd = end === monthEnd ? end : addDays(`${month}01`, -1);
  if (end !== monthEnd && Number(end.slice(8)) >= 15) {
    return { start: `${month}01`, end: `${month}15` };
  }
  return { start: `${secondHalfEnd.slice(0, 8)}16`, end: secondHalfEnd };
}

/** Pay periods in the year up to a pay date: the year-to-date multiplier. */
export function periodsSoFar(cycle: Cycle, payDate: string): number {
  const day =
    (Date.parse(`${payDate}T00:00:00Z`) - Date.parse(`${payDate.slice(0, 4)}-01-01`)) / 86_400_000;
  const length = { weekly: 7, biweekly: 14, semimonthly: 15.2, monthly: 30.4 }[cycle];
  return Math.max(1, Math.floor(day / length) + 1);
}

export interface PayLine {
  label: string;
  rateCents?: number;
  /** Hundredths of an hour. */
  hours?: number;
  cents: number;
}

export interface PayMath {
  earnings: PayLine[];
  gross: number;
  taxes: [string, number][];
  other: [string, number][];
  net: number;
  periods: number;
}

/** Earnings, taxes and net pay that add up to the cent. */
export function payMath(
  rateCents: number,
  hours: number,
  overtimeHours: number,
  cycle: Cycle,
  payDate: string,
  salaryCents?: number,
): PayMath {
  const earnings: PayLine[] = [];
  if (salaryCents !== undefined) earnings.push({ label: 'Salary', cents: salaryCents });
  else
    earnings.push({
      label: 'Regular',
      rateCents,
      hours,
      cents: Math.round((rateCents * hours) / 100),
    });
  if (overtimeHours > 0) {
    const rate = Math.round(rateCents * 1.5);
    earnings.push({
      label: 'Overtime',
      rateCents: rate,
      hours: overtimeHours,
      cents: Math.round((rate * overtimeHours) / 100),
    });
  }
  const gross = earnings.reduce((sum, line) => sum + line.cents, 0);
  const taxes: [string, number][] = [
    ['Federal Income Tax', Math.round(gross * 0.083)],
    ['Social Security Tax', Math.round(gross * 0.062)],
    ['Medicare Tax', Math.round(gross * 0.0145)],
    ['State Income Tax', Math.round(gross * 0.036)],
  ];
  const other: [string, number][] = [
    ['401(k)', Math.round(gross * 0.04)],
    ['Dental', 1250],
  ];
  const deducted = [...taxes, ...other].reduce((sum, [, cents]) => sum + cents, 0);
  return {
    earnings,
    gross,
    taxes,
    other,
    net: gross - deducted,
    periods: periodsSoFar(cycle, payDate),
  };
}
