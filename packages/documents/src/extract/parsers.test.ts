import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../classify/classifyDocument.js';
import { findDates } from './dates.js';
import { payCycleFromDates, payCycleFromPeriod, statedPayCycle } from './frequency.js';
import { findAmounts } from './money.js';
import { namesMatch } from './names.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

const stub = (text: string) => extractPayStub(toLines(text));

describe('amounts', () => {
  it('reads $ signs, commas, OCR spacing, negatives; needs cents', () => {
    expect(findAmounts('Gross Pay   $1,234.56   $12,345.67').map((a) => a.cents)).toEqual([
      123456, 1234567,
    ]);
    expect(findAmounts('Net $ 1, 234.56')[0]?.cents).toBe(123456);
    expect(findAmounts('1478.40')[0]?.cents).toBe(147840);
    expect(findAmounts('20.831.50')[0]?.cents).toBe(2083150);
    expect(findAmounts('-52.34')[0]).toMatchObject({ cents: 5234, negative: true });
    expect(findAmounts('Employee ID 48213, year 2025, 80 hours')).toEqual([]);
  });
});

describe('dates and pay cycles', () => {
  it('reads numeric, ISO and written dates', () => {
    expect(
      findDates('03/14/2025 to 3-28-25, paid 2025-04-02 or April 4, 2025').map((d) => d.iso),
    ).toEqual(['2025-03-14', '2025-03-28', '2025-04-02', '2025-04-04']);
    expect(findDates('02/30/2025')).toEqual([]);
  });

  // Decision 0966: a one-table 'EARNINGS STATEMENT' image whose PAY PERIOD '01/08/19-01/14/19'
  // OCR read as '01/08119-01/14119' (outside tuning sample dsacms-sample-company).
  it.each([
    ['01/08119-01/14119', ['2019-01-08', '2019-01-14']],
    ['PAY PERIOD 03/0112025 - 03/1412025', ['2025-03-01', '2025-03-14']],
    ['Period 9/16l25 to 9/30|25', ['2025-09-16', '2025-09-30']],
    ['Pay Date 01/15/19', ['2019-01-15']],
  ])('reads a date whose second slash OCR took for a digit: %s', (line, dates) => {
    expect(findDates(line).map((d) => d.iso)).toEqual(dates);
  });

  it.each([
    ['Check 12/311205', 'three digits after the slash'],
    ['Paid 12/3111985', 'no year before 1990'],
    ['Hours 40/40100', 'no such month'],
    ['Ref 1234/56119', 'a longer number, not a month'],
    ['02/30119', 'no 30 February'],
  ])('reads no date from %s (%s)', (line) => {
    expect(findDates(line)).toEqual([]);
  });

  it('infers the cycle from the period length: 7, 14, 15-16, 28-31 days', () => {
    expect(payCycleFromPeriod('2025-03-01', '2025-03-07')).toBe('weekly');
    expect(payCycleFromPeriod('2025-03-01', '2025-03-14')).toBe('biweekly');
    expect(payCycleFromPeriod('2025-03-16', '2025-03-31')).toBe('semimonthly');
    expect(payCycleFromPeriod('2025-02-01', '2025-02-28')).toBe('monthly');
    expect(payCycleFromPeriod('2025-02-01', '2025-02-21')).toBeUndefined();
  });

  it('reads a stated cycle, Bi-Weekly before Weekly', () => {
    expect(statedPayCycle('Pay Frequency: Bi-Weekly')).toBe('biweekly');
    expect(statedPayCycle('Pay Cycle: Semi-Monthly')).toBe('semimonthly');
    expect(statedPayCycle('Frequency: Weekly')).toBe('weekly');
    expect(statedPayCycle('Paid weekly on Fridays')).toBeUndefined();
  });

  it.each([
    ['2025-02-16', '2025-02-28', 'semimonthly'],
    ['2024-02-16', '2024-02-29', 'semimonthly'],
    ['2025-04-16', '2025-04-30', 'semimonthly'],
    ['2025-05-01', '2025-05-15', 'semimonthly'],
    ['2025-03-16', '2025-03-29', 'biweekly'],
    ['2025-02-15', '2025-02-28', 'biweekly'],
    ['2025-03-26', '2025-04-10', 'semimonthly'],
  ])('a period %s to %s is %s (half months by the calendar)', (start, end, cycle) => {
    expect(payCycleFromPeriod(start, end)).toBe(cycle);
  });

  it.each([
    [['2025-03-07', '2025-03-21'], 'biweekly'],
    [['2025-01-03', '2025-01-17', '2025-01-31'], 'biweekly'],
    [['2025-02-15', '2025-02-28'], 'semimonthly'],
    [['2025-03-01', '2025-03-15'], 'semimonthly'],
    [['2025-03-14', '2025-03-31'], 'semimonthly'],
    [['2025-03-05', '2025-03-20', '2025-04-04', '2025-04-18'], 'semimonthly'],
    [['2025-03-07', '2025-03-14'], 'weekly'],
    [['2025-03-03', '2025-04-02'], 'monthly'],
    [['2025-03-03'], undefined],
  ])('pay dates %j are %s', (dates, cycle) => {
    expect(payCycleFromDates(dates)).toBe(cycle);
  });
});

describe('pay stub parser, tricky cases', () => {
  it('takes the current column when year-to-date comes first', () => {
    const fields = stub(`ACME LOGISTICS INC
Pay Period: 03/01/2025 - 03/14/2025   Pay Date: 03/21/2025
            YTD          CURRENT
Gross Pay   9,213.00     1,591.00
Net Pay     7,458.20     1,294.29`);
    expect(fields.payStub).toMatchObject({
      grossCents: 159100,
      ytdGrossCents: 921300,
      netCents: 129429,
    });
    expect(fields.income[0]).toMatchObject({ amountCents: 159100, frequency: 'biweekly' });
  });

  it('ignores a YTD-only row and a net pay banner above the gross', () => {
    const fields = stub(`SUNRISE GROCERY CO
NET PAY: $900.00
YTD Gross: $20,000.00
Gross Earnings   $1,200.00
Net Pay   $900.00`);
    expect(fields.payStub).toMatchObject({ grossCents: 120000, netCents: 90000 });
  });

  it('trusts a stated Bi-Weekly over dates that say otherwise, with less confidence', () => {
    const fields = stub(`ACME LOGISTICS INC
Pay Period: 03/01/2025 - 03/07/2025
Pay Frequency: Bi-Weekly
Gross Pay 1,000.00`);
    expect(fields.payStub).toMatchObject({ statedCycle: 'biweekly', datesCycle: 'weekly' });
    expect(fields.income[0]).toMatchObject({ frequency: 'biweekly' });
    expect(fields.income[0]?.fieldConfidence?.frequency).toBe(0.6);
  });

  it('sums deduction rows when there is no total', () => {
    const fields = stub(`ACME LOGISTICS INC
Gross Pay   1,000.00
Federal Income Tax   100.00
Medicare   14.50
Net Pay   885.50`);
    expect(fields.payStub?.deductionsCents).toBe(11450);
  });
});

describe('names', () => {
  it('tolerates case, order, middle initials and accents', () => {
    expect(namesMatch('LOPEZ, MARIA J', 'María', 'López')).toBe(true);
    expect(namesMatch('Maria J. Lopez', 'maria', 'LOPEZ')).toBe(true);
    expect(namesMatch('M Lopez', 'Maria', 'Lopez')).toBe(true);
    expect(namesMatch('Jose Lopez', 'Maria', 'Lopez')).toBe(false);
    expect(namesMatch('Maria J Lopez', 'Jose', 'Lopez')).toBe(false);
    expect(namesMatch('Maria Garcia', 'Maria', 'Lopez')).toBe(false);
  });
});

describe('classification', () => {
  it('does not take a pay stub for a Social Security letter', () => {
    const text =
      'EARNINGS STATEMENT Gross Pay 1,000.00 Social Security 62.00 Medicare 14.50 Net Pay 900.00';
    expect(classifyDocument(text).documentClass).toBe('pay_stub');
  });

  it('calls text with no cues other', () => {
    expect(classifyDocument('Grocery list: milk, eggs, bread')).toEqual({
      documentClass: 'other',
      confidence: 0.5,
    });
  });
});
