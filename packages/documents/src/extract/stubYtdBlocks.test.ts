import { describe, expect, it } from 'vitest';
import { money, row } from './layoutRow.test-util.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

// Layouts seen on public sample stubs (decision 0942): a year-to-date block under its own
// heading, 'Gross YTD' with the year-to-date word after the label, a stub with no gross row
// but one regular-pay row, a value a text layer put a line above or below its label.

const read = (text: string) => extractPayStub(toLines(text));

describe('a year-to-date block under its own heading', () => {
  const headings = ['Year to Date Information', 'YTD TOTALS', 'Year-To-Date Summary', 'YTD'];
  const regulars = ['Regular', 'Regular Pay', 'REG', 'Salary'];
  const cases = headings.flatMap((heading) =>
    regulars.flatMap((regular) =>
      [false, true].map((dollar) => ({
        name: `${heading} / ${regular} / $${dollar}`,
        heading,
        regular,
        dollar,
      })),
    ),
  );
  it.each(cases)('$name', ({ heading, regular, dollar }) => {
    const text = [
      '                  Earnings Statement',
      row([
        [4, 'Earnings'],
        [60, 'Amount'],
      ]),
      row([
        [4, regular],
        [60, money(250000, dollar)],
      ]),
      row([[4, 'Taxes']]),
      row([
        [4, 'Federal Income Tax'],
        [60, money(30000, dollar)],
      ]),
      row([[4, heading]]),
      row([
        [4, 'Gross Pay'],
        [60, money(3000000, dollar)],
      ]),
      row([
        [4, 'Federal Income Tax'],
        [60, money(360000, dollar)],
      ]),
    ].join('\n');
    const stub = read(text).payStub!;
    expect(stub.grossCents).toBe(250000);
    expect(stub.ytdGrossCents).toBe(3000000);
  });

  it('a gross row above the heading stays the current gross', () => {
    const text = [
      row([
        [4, 'Gross Pay'],
        [60, '2,500.00'],
      ]),
      row([[4, 'Year to Date Information']]),
      row([
        [4, 'Gross Pay'],
        [60, '30,000.00'],
      ]),
    ].join('\n');
    expect(read(text).payStub).toMatchObject({ grossCents: 250000, ytdGrossCents: 3000000 });
  });
});

describe("the year-to-date word after the label ('Gross YTD')", () => {
  const ytdWords = ['YTD', 'Y-T-D', 'Year to Date'];
  const grossWords = ['Gross', 'Gross Pay', 'Total Gross'];
  const cases = ytdWords.flatMap((ytd) =>
    grossWords.map((gross) => ({ name: `${gross} ${ytd}`, ytd, gross })),
  );
  it.each(cases)('$name beside a regular-pay row', ({ ytd, gross }) => {
    const text = [
      'Acme Staffing LLC',
      row([
        [1, 'Description'],
        [36, 'Value'],
        [50, 'YTD TAXES'],
      ]),
      row([
        [1, 'REGULAR'],
        [36, '5,000.00'],
        [50, `${gross} ${ytd}`],
        [90, '60,000.00'],
      ]),
      row([
        [50, 'Fed Income Tax YTD'],
        [90, '9,600.00'],
      ]),
      row([
        [1, 'Fed Income Tax'],
        [36, '800.00'],
      ]),
    ].join('\n');
    const stub = read(text).payStub!;
    expect(stub.grossCents).toBe(500000);
    expect(stub.ytdGrossCents).toBe(6000000);
  });
});

describe('one regular-pay row and no gross row', () => {
  it.each([
    { name: 'regular alone', rows: [['Regular', '1,200.00']], gross: 120000 },
    { name: 'salary alone', rows: [['Salary', '3,541.67']], gross: 354167 },
    { name: 'hourly alone', rows: [['Hourly', '880.00']], gross: 88000 },
    { name: 'base pay alone', rows: [['Base Pay', '2,100.00']], gross: 210000 },
    {
      name: 'with overtime: not the gross',
      rows: [
        ['Regular', '1,200.00'],
        ['Overtime', '90.00'],
      ],
      gross: undefined,
    },
    {
      name: 'with a bonus: not the gross',
      rows: [
        ['Regular Pay', '1,200.00'],
        ['Bonus', '500.00'],
      ],
      gross: undefined,
    },
    {
      name: 'two regular rows (two weeks): not the gross',
      rows: [
        ['Regular Pay', '600.00'],
        ['Regular Pay', '600.00'],
      ],
      gross: undefined,
    },
  ])('$name', ({ rows, gross }) => {
    const text = [
      row([
        [4, 'Earnings'],
        [60, 'Amount'],
      ]),
      ...rows.map(([label, amount]) =>
        row([
          [4, label!],
          [60, amount!],
        ]),
      ),
      row([
        [4, 'Federal Income Tax'],
        [60, '100.00'],
      ]),
    ].join('\n');
    expect(read(text).payStub?.grossCents).toBe(gross);
  });
});

describe('a value a line above or below its label', () => {
  it.each([
    { name: 'above (a higher baseline)', above: true },
    { name: 'below', above: false },
  ])('$name', ({ above }) => {
    const value = row([[76, '$2076.92']]);
    const lines = [
      row([[2, 'Earnings']]),
      row([
        [2, 'Regular Earnings'],
        [57, '0.00'],
        [76, '$2076.92'],
      ]),
      ...(above ? [value, row([[2, 'Gross Pay']])] : [row([[2, 'Gross Pay']]), value]),
      row([[2, 'Deductions']]),
    ];
    const stub = read(lines.join('\n')).payStub;
    expect(stub?.grossCents).toBe(207692);
    // A value read beside its label is never sure enough for a fraud check (0.85).
    expect(stub?.confidence?.gross).toBeLessThan(0.85);
  });

  it('not when lone amounts stand both above and below', () => {
    const text = [row([[70, '$100.00']]), row([[2, 'Gross Pay']]), row([[70, '$200.00']])].join(
      '\n',
    );
    expect(read(text).payStub?.grossCents).toBeUndefined();
  });
});
