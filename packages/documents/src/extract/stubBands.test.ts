import { describe, expect, it } from 'vitest';
import { money, row } from './layoutRow.test-util.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

// Layouts seen on public sample stubs (decision 0704): an earnings table with a deductions
// table printed beside it on the same lines, a totals band at the foot, header bands with the
// values a line or two below, the employer's block printed at the foot.

const read = (text: string) => extractPayStub(toLines(text));

describe('an earnings table with a deductions table beside it', () => {
  const currents = ['Total', 'Current', 'CURRENT TOTAL', 'CURRENTTOTAL', 'Amount'];
  const grossLabels = ['Gross Earnings', 'Gross Pay', 'Gross Income'];
  const cases = currents.flatMap((current) =>
    grossLabels.flatMap((gross) =>
      [false, true].map((dollar) => ({
        name: `${current} / ${gross} / $${dollar}`,
        current,
        gross,
        dollar,
      })),
    ),
  );
  it.each(cases)('$name', ({ current, gross, dollar }) => {
    const text = [
      'Northwind Traders LLC',
      row([
        [0, 'Earnings'],
        [22, 'Rate'],
        [30, 'Hours'],
        [40, current],
        [56, 'YTD'],
        [64, 'Deductions'],
        [86, 'Current'],
        [98, 'YTD'],
      ]),
      row([
        [0, gross],
        [22, money(1500, dollar)],
        [30, '40'],
        [40, money(60000, dollar)],
        [56, money(240000, dollar)],
        [64, 'Federal Tax'],
        [86, money(3581, dollar)],
        [98, money(14324, dollar)],
      ]),
      row([
        [64, 'Medicare'],
        [86, money(870, dollar)],
        [98, money(3480, dollar)],
      ]),
      'Pay Frequency: Weekly',
    ].join('\n');
    const stub = read(text);
    expect(stub.payStub?.grossCents).toBe(60000);
    expect(stub.payStub?.ytdGrossCents).toBe(240000);
  });
});

describe('a totals band at the foot of the stub', () => {
  const bandGross = ['Current Total', 'CURRENT TOTAL', 'Gross', 'Total Gross', 'Gross Pay'];
  const firstRows = ['Gross Wages', 'Regular Earnings', 'Regular'];
  const cases = bandGross.flatMap((label) =>
    firstRows.flatMap((first) =>
      [2, 3].map((gap) => ({ name: `${label} / ${first} / gap ${gap}`, label, first, gap })),
    ),
  );
  it.each(cases)('$name', ({ label, first, gap }) => {
    // OCR may set two band names one space apart ('CURRENT TOTAL CURRENT DEDUCTIONS').
    const band = [
      [0, 'YTD Gross'],
      [20, 'YTD Deductions'],
      [40, 'YTD Net Pay'],
      [56, label],
      [56 + label.length + gap - 1, 'Current Deductions'],
      [90, 'Net Pay'],
    ] as [number, string][];
    const text = [
      'Acme Fabrication LLC',
      row([
        [0, 'Income'],
        [20, 'Rate'],
        [30, 'Hours'],
        [40, 'Current Total'],
      ]),
      row([
        [0, first],
        [20, '37.00'],
        [30, '80.00'],
        [40, '2,960.00'],
      ]),
      row([
        [0, 'Overtime'],
        [20, '51.50'],
        [30, '2.00'],
        [40, '103.00'],
      ]),
      row([
        [0, 'Bonus'],
        [40, '100.00'],
      ]),
      row(band),
      row([
        [0, '75,912.00'],
        [20, '17,901.35'],
        [40, '58,010.65'],
        [56, '3,163.00'],
        [76, '745.89'],
        [90, '2,417.11'],
      ]),
    ].join('\n');
    const stub = read(text);
    expect(stub.payStub?.grossCents).toBe(316300);
    expect(stub.payStub?.ytdGrossCents).toBe(7591200);
    expect(stub.income[0]?.amountCents).toBe(316300);
  });
});

describe('pay cycle and period in a header band', () => {
  const labels = ['Pay Schedule', 'Pay Frequency', 'Pay Cycle'];
  const words: [string, string][] = [
    ['Weekly', 'weekly'],
    ['Bi-Weekly', 'biweekly'],
    ['Semi-Monthly', 'semimonthly'],
  ];
  it.each(labels.flatMap((label) => words.map(([word, cycle]) => ({ label, word, cycle }))))(
    '$label: $word under the label, the employee name alone on the line between',
    ({ label, word, cycle }) => {
      const text = [
        'Design Studio LLC',
        row([
          [0, 'Employee Information'],
          [40, 'Pay Date'],
          [56, 'Amount Due'],
          [72, label],
        ]),
        row([[0, 'George Mathew']]),
        row([
          [0, '1839 Echo Lane'],
          [40, 'Jan 06, 2023'],
          [56, '$600.00'],
          [72, word],
        ]),
      ].join('\n');
      expect(read(text).payStub?.statedCycle).toBe(cycle);
    },
  );

  it.each([
    ['Pay Record:', '05/22/2017 - 06/04/2017', 'biweekly'],
    ['Cycle:', '2023-08-16 - 2023-08-31', 'semimonthly'],
    ['Pay Cycle:', '2023-08-01 - 2023-08-07', 'weekly'],
  ])('%s %s is the period', (label, dates, cycle) => {
    const text = [
      'Avalon Accounting Inc.',
      row([
        [0, label],
        [30, dates],
      ]),
      'Gross Pay   5,516.67',
    ].join('\n');
    expect(read(text).payStub?.datesCycle).toBe(cycle);
  });
});

describe('the payer on a stub', () => {
  it.each(['Sample Company Name', 'Company Name', 'Employer Name'])(
    '%s over the company address and the employee address: never an address line',
    (heading) => {
      const text = [
        row([
          [0, heading],
          [51, 'Employee Name'],
        ]),
        row([
          [0, '123 E Indian School Rd Phoenix, AZ 85014'],
          [51, '123 N. McAllister Ave Tempe, AZ 85281'],
        ]),
        'Gross Pay   2,960.00',
      ].join('\n');
      const payer = read(text).payer;
      expect(payer === undefined || !/\d/.test(payer)).toBe(true);
    },
  );

  it.each(['weekly', 'Bi-Weekly', 'hourly'])(
    'a labelled value (%s) at the top is no payer',
    (value) => {
      const text = [
        'Pay Stub',
        'Employee Information',
        row([
          [0, 'Pay Frequency:'],
          [40, value],
        ]),
        row([
          [0, 'Paid Type:'],
          [40, 'hourly'],
        ]),
        'Gross Income   $5,000.00',
      ].join('\n');
      expect(read(text).payer).toBeUndefined();
    },
  );

  it.each([
    'EMPLOYER INFORMATION',
    'Employer Information:',
    'Company Details',
    'EMPLOYER NAME/ADDRESS',
  ])('the employer block at the foot under %s', (heading) => {
    const text = [
      'SAMPLE PAY STUB - CONFIDENTIAL',
      'EMPLOYEE: MARIA RODRIGUEZ',
      'GROSS PAY:     $1,850.00',
      'NET PAY:       $1,237.72',
      '-----------------------------------',
      heading,
      '-----------------------------------',
      'NYC Metro Services Corp',
      '123 Main Street',
      'Brooklyn, NY 11201',
    ].join('\n');
    expect(read(text).payer).toBe('NYC Metro Services Corp');
  });
});
