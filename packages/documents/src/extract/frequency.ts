import type { IncomeFrequency } from '@benefits/domain';
import { daysBetween } from './dates.js';

/** How often pay arrives: the domain's frequencies, semimonthly (24 a year) among them. */
export type PayCycle = IncomeFrequency;

const STATED: [RegExp, PayCycle][] = [
  [/\bsemi[\s-]?monthly\b|\btwice (a|per) month\b|\b24 (pays|periods)\b/i, 'semimonthly'],
  [
    /\bbi[\s-]?weekly\b|\bevery (two|2|other) weeks?\b|\bfortnightly\b|\b26 (pays|periods)\b/i,
    'biweekly',
  ],
  [/\bweekly\b|\bevery week\b|\b52 (pays|periods)\b/i, 'weekly'],
  [/\bmonthly\b|\bevery month\b|\bonce a month\b/i, 'monthly'],
  [/\b(annual(ly)?|yearly)\b/i, 'annual'],
];

const LABELLED =
  /\b(pay\s*(frequency|cycle|period\s*type|schedule|group)|frequency)\b[:\s]*([a-z0-9\s-]{4,24})/gi;

/**
 * The pay cycle a document states next to a label ('Pay Frequency', 'Pay Cycle', 'Pay
 * Schedule', Workday's 'Pay Group: US Biweekly Pay Group'). Only a labelled statement counts:
 * 'monthly' elsewhere (a monthly premium) says nothing about pay.
 */
export function statedPayCycle(text: string): PayCycle | undefined {
  for (const labelled of text.matchAll(LABELLED)) {
    const value = labelled[3] ?? '';
    const cycle = STATED.find(([pattern]) => pattern.test(value))?.[1];
    if (cycle) return cycle;
  }
  return undefined;
}

/** Last day of an ISO date's month (28-31). */
function lastDayOfMonth(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A period that is one half of a calendar month: the 1st to the 15th, or the 16th to the
 * month's last day. February's second half is 13 or 14 days long, the length of a biweekly
 * period, so the calendar decides before the length does.
 */
function isHalfMonth(start: string, end: string): boolean {
  if (start.slice(0, 7) !== end.slice(0, 7)) return false;
  const first = Number(start.slice(8));
  const last = Number(end.slice(8));
  return (first === 1 && last === 15) || (first === 16 && last === lastDayOfMonth(end));
}

/**
 * The pay cycle implied by a pay period's first and last days (inclusive): a half month
 * (1st-15th, 16th-end, February's 16th-28th included) semimonthly; otherwise by length, 7 days
 * weekly, 13-14 biweekly, 15-16 semimonthly, 28-31 monthly. Other lengths: unknown.
 */
export function payCycleFromPeriod(start: string, end: string): PayCycle | undefined {
  if (isHalfMonth(start, end)) return 'semimonthly';
  const days = daysBetween(start, end) + 1;
  if (days >= 6 && days <= 8) return 'weekly';
  if (days >= 13 && days <= 14) return 'biweekly';
  if (days >= 15 && days <= 16) return 'semimonthly';
  if (days >= 28 && days <= 31) return 'monthly';
  return undefined;
}

/**
 * A period printed as its working days only: Monday to Friday of one week (5 days) or of two
 * (12 days), as some stubs print it ('9/7-9/18'). With the year known, the weekdays must be
 * Monday and Friday. Without it, the length decides, unless the period ends on the 15th or a
 * month's last day, where a first, partial twice-a-month period ends. Other lengths: unknown.
 */
export function payCycleFromWorkdays(
  start: string,
  end: string,
  yearKnown: boolean,
): PayCycle | undefined {
  const days = daysBetween(start, end) + 1;
  const cycle = days === 5 ? 'weekly' : days === 12 ? 'biweekly' : undefined;
  if (!cycle) return undefined;
  if (yearKnown) {
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday(start) === 1 && weekday(end) === 5 ? cycle : undefined;
  }
  return isSemimonthlyPayday(end) ? undefined : cycle;
}

/** The 1st, the 15th or the month's last day: the days twice-a-month pay is dated. */
function isSemimonthlyPayday(date: string): boolean {
  const day = Number(date.slice(8));
  return day === 1 || day === 15 || day === lastDayOfMonth(date);
}

/**
 * The pay cycle implied by successive pay dates (a bank statement's deposits from one payer).
 * Biweekly pay comes every 14 days exactly; twice-a-month pay on two days of each month, so
 * its gaps wander from 13 to 17 days (the 15th to the 28th of February, the 15th to the 31st).
 * Gaps of 13-17 days that are mostly not 14 are semimonthly. One date alone implies nothing.
 */
export function payCycleFromDates(dates: readonly string[]): PayCycle | undefined {
  const sorted = [...dates].sort();
  if (sorted.length < 2) return undefined;
  const gaps = sorted.slice(1).map((date, index) => daysBetween(sorted[index]!, date));
  const gap = [...gaps].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)]!;
  if (gap >= 6 && gap <= 8) return 'weekly';
  if (gaps.every((each) => each >= 13 && each <= 17)) {
    if (sorted.every(isSemimonthlyPayday)) return 'semimonthly';
    const fortnights = gaps.filter((each) => each === 14).length;
    return fortnights * 2 > gaps.length ? 'biweekly' : 'semimonthly';
  }
  if (gap >= 13 && gap <= 15) return 'biweekly';
  if (gap >= 28 && gap <= 31) return 'monthly';
  return undefined;
}
