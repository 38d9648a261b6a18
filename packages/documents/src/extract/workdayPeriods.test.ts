import { describe, expect, it } from 'vitest';
import { findDates } from './dates.js';
import { row } from './layoutRow.test-util.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

// Layout seen on a public sample stub (Je-re-bloo/pdf-samples, paystub3.png, "Money
// Instructor" earnings statement; outside tuning material, decisions 0700/0704): a header band
// 'PAY PERIOD  PAY DATE' over '9/7-9/18  9/25', the period printed without years and as its
// working days only (Monday 7 to Friday 18 September 2020: two working weeks, biweekly).

function headerBandStub(period: string, payDate: string): string {
  return [
    'Money Instructor, INC.                          EARNINGS STATEMENT',
    row([
      [0, 'EMPLOYEE NAME'],
      [40, 'SOCIAL SEC NO.'],
      [60, 'PAY PERIOD'],
      [76, 'PAY DATE'],
    ]),
    row([
      [0, 'John Doe'],
      [40, 'XXX-XX-1234'],
      [60, period],
      [76, payDate],
    ]),
    row([
      [0, 'INCOME'],
      [20, 'RATE'],
      [30, 'HOURS'],
      [40, 'CURRENT TOTAL'],
    ]),
    row([
      [0, 'Gross Income'],
      [20, '20.00'],
      [30, '40.00'],
      [40, '800.00'],
    ]),
    row([
      [0, 'NET INCOME'],
      [40, '577.84'],
    ]),
  ].join('\n');
}

const labelledStub = (label: string, period: string) =>
  `Acme Tools LLC\nEarnings Statement\n${label} ${period}\nGross Pay   $800.00   $4,000.00\nNet Pay   $577.84`;

const frequencyOf = (text: string) => extractPayStub(toLines(text)).income[0]?.frequency;

describe('a pay period printed without years or as its working days', () => {
  // [period as printed, cycle]. Without years the weekdays are unknown: 5 or 12 days are a
  // week's or two weeks' working days unless they end on the 15th or a month's last day
  // (a first, partial twice-a-month period); other lengths follow the calendar rules.
  const withoutYears: [string, string][] = [
    ['9/7-9/18', 'biweekly'],
    ['9/7 - 9/18', 'biweekly'],
    ['09/07 to 09/18', 'biweekly'],
    ['9/7\u20139/18', 'biweekly'],
    ['12/28-1/8', 'biweekly'],
    ['9/7-9/11', 'weekly'],
    ['9/7-9/13', 'weekly'],
    ['9/7-9/20', 'biweekly'],
    ['9/1-9/15', 'semimonthly'],
    ['9/16-9/30', 'semimonthly'],
    ['9/1-9/30', 'monthly'],
    ['9/4-9/15', 'unknown'],
    ['9/19-9/30', 'unknown'],
    ['9/7-9/17', 'unknown'],
    ['9/7-9/26', 'unknown'],
    ['13/7-9/18', 'unknown'],
  ];
  it.each(withoutYears)('header band: %s is %s', (period, cycle) => {
    expect(frequencyOf(headerBandStub(period, '9/25'))).toBe(cycle);
  });
  it.each(withoutYears)('labelled: Pay Period: %s is %s', (period, cycle) => {
    expect(frequencyOf(labelledStub('Pay Period:', period))).toBe(cycle);
  });

  // With years, the weekdays decide: Monday to Friday only.
  const withYears: [string, string][] = [
    ['09/07/2020 - 09/18/2020', 'biweekly'],
    ['09/07/2020 - 09/11/2020', 'weekly'],
    ['09/08/2020 - 09/19/2020', 'unknown'],
    ['09/09/2020 - 09/13/2020', 'unknown'],
    ['09/07/2020 - 09/20/2020', 'biweekly'],
  ];
  it.each(withYears)('Pay Period: %s is %s', (period, cycle) => {
    expect(frequencyOf(labelledStub('Pay Period:', period))).toBe(cycle);
  });

  it('a cycle from a period without years is shown to confirm (under 0.7)', () => {
    const income = extractPayStub(toLines(headerBandStub('9/7-9/18', '9/25'))).income[0]!;
    expect(income.amountCents).toBe(80000);
    expect(income.fieldConfidence?.frequency).toBeLessThan(0.7);
  });

  it('never reads the tail of a range without years as a date', () => {
    expect(findDates('9/7-9/18')).toEqual([]);
    expect(findDates('9/7/20-9/18/20').map((date) => date.iso)).toEqual([
      '2020-09-07',
      '2020-09-18',
    ]);
  });
});
