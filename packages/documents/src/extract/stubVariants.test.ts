import { describe, expect, it } from 'vitest';
import { row } from './layoutRow.test-util.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

/** Cells at least three spaces apart. */
const rowApart = (cells: [number, string][]) => row(cells, 3);

interface Variant {
  gross: string;
  header: [string, string, string, string];
  money: (cents: number) => string;
}

const GROSS_LABELS = [
  'Gross Pay',
  'GROSS PAY',
  'Gross Earnings',
  'Total Gross',
  'Gross Wages',
  'Total Earnings',
  'Gross',
  'Total Gross Pay',
  'Current Gross',
  'Gross Income',
];
const HEADERS: Variant['header'][] = [
  ['Rate', 'Hours', 'Current', 'YTD'],
  ['rate', 'hours', 'this period', 'year to date'],
  ['Hrs/Units', 'Rate', 'Amount', 'YTD Amount'],
  ['Hours', 'Rate', 'Curr Amt', 'YTD Amt'],
  ['Rate', 'Hours', 'Current Period', 'Y-T-D'],
  ['Units', 'Pay Rate', 'This Pay', 'Total to Date'],
];
const plain = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
const MONEY: [string, (cents: number) => string][] = [
  ['1,431.76', plain],
  ['$1,431.76', (cents) => `$${plain(cents)}`],
  ['1431.76', (cents) => (cents / 100).toFixed(2)],
  ['$ 1,431.76', (cents) => `$ ${plain(cents)}`],
];

/** A stub in a generic vendor layout: the rate and hours columns first (whichever order). */
function stubText({ gross, header, money }: Variant): string {
  const [first, second, current, ytd] = header;
  const hoursFirst = /hour|hrs|units/i.test(first);
  const cells = (label: string, rate: string, hours: string, now: string, year: string) =>
    rowApart([
      [0, label],
      [22, hoursFirst ? hours : rate],
      [34, hoursFirst ? rate : hours],
      [48, now],
      [64, year],
    ]);
  return [
    'BLUE HERON COFFEE CO',
    '77 LAKEVIEW ROAD',
    'DAYTON, OH 45402',
    rowApart([
      [0, 'Pay Period: 03/01/2025 - 03/15/2025'],
      [48, 'Check Date: 03/20/2025'],
    ]),
    rowApart([
      [0, 'Earnings'],
      [22, first],
      [34, second],
      [48, current],
      [64, ytd],
    ]),
    cells('Regular', '17.25', '80.00', money(138000), money(828000)),
    cells('Overtime', '25.88', '2.00', money(5176), money(31056)),
    cells(gross, '', '', money(143176), money(859056)),
    rowApart([
      [0, 'Federal Income Tax'],
      [48, money(10000)],
      [64, money(60000)],
    ]),
    rowApart([
      [0, 'Net Pay'],
      [48, money(105012)],
      [64, money(630072)],
    ]),
  ].join('\n');
}

describe('pay stub gross across label, header and amount wordings', () => {
  const cases = GROSS_LABELS.flatMap((gross) =>
    HEADERS.flatMap((header) =>
      MONEY.map(([name, money]) => ({
        name: `${gross} | ${header.join(' / ')} | ${name}`,
        gross,
        header,
        money,
      })),
    ),
  );
  it.each(cases)('$name', ({ gross, header, money }) => {
    const fields = extractPayStub(toLines(stubText({ gross, header, money })));
    expect(fields.income[0]).toMatchObject({ amountCents: 143176, frequency: 'semimonthly' });
    // Read by its column header, not by a guess from the order of the amounts.
    expect(fields.income[0]?.fieldConfidence?.amount).toBeGreaterThanOrEqual(0.9);
    expect(fields.payStub?.ytdGrossCents).toBe(859056);
    expect(fields.payer).toBe('BLUE HERON COFFEE CO');
  });
});

describe('pay stub rows as real layouts break them', () => {
  const head = [
    'RIVERBEND DENTAL GROUP LLC',
    'Pay Period: 03/02/2025 - 03/15/2025      Pay Date: 03/20/2025',
    rowApart([
      [0, 'Earnings'],
      [22, 'Hours'],
      [34, 'Current'],
      [48, 'YTD'],
    ]),
  ];
  const read = (...rows: string[]) => extractPayStub(toLines([...head, ...rows].join('\n')));

  it.each([
    ['whole dollars, no cents', ['2,300', '13,800']],
    ['whole dollars with $', ['$2,300', '$13,800']],
  ])('reads amounts in the current column without cents: %s', (_, [now, year]) => {
    const fields = read(
      rowApart([
        [0, 'Salary'],
        [22, '80.00'],
        [34, now!],
        [48, year!],
      ]),
      rowApart([
        [0, 'Gross Pay'],
        [34, now!],
        [48, year!],
      ]),
    );
    expect(fields.income[0]).toMatchObject({ amountCents: 230000, frequency: 'biweekly' });
    expect(fields.payStub?.ytdGrossCents).toBe(1380000);
  });

  it('never reads the hours column as money, even as whole numbers', () => {
    const fields = read(
      rowApart([
        [0, 'Gross Pay'],
        [22, '80'],
        [34, '2,300'],
        [48, '13,800'],
      ]),
    );
    expect(fields.income[0]?.amountCents).toBe(230000);
  });

  it.each([
    [
      'label then amounts on its second line',
      [
        'Gross',
        rowApart([
          [0, 'Pay'],
          [34, '1,431.76'],
          [48, '8,590.56'],
        ]),
      ],
    ],
    [
      'amounts on the first line of the label',
      [
        rowApart([
          [0, 'Total'],
          [34, '1,431.76'],
          [48, '8,590.56'],
        ]),
        'earnings',
      ],
    ],
    [
      'three-word label wrapped',
      [
        'Total Gross',
        rowApart([
          [0, 'Earnings'],
          [34, '1,431.76'],
          [48, '8,590.56'],
        ]),
      ],
    ],
  ])('reads a label broken across lines: %s', (_, rows) => {
    const fields = read(
      rowApart([
        [0, 'Regular'],
        [22, '80.00'],
        [34, '1,380.00'],
        [48, '8,280.00'],
      ]),
      rowApart([
        [0, 'Overtime'],
        [22, '2.00'],
        [34, '51.76'],
        [48, '310.56'],
      ]),
      ...rows,
    );
    expect(fields.income[0]).toMatchObject({ amountCents: 143176 });
    expect(fields.payStub?.ytdGrossCents).toBe(859056);
  });

  it('never joins a total row with the next section heading', () => {
    const fields = read(
      rowApart([
        [0, 'Gross Pay'],
        [34, '1,431.76'],
        [48, '8,590.56'],
      ]),
      rowApart([
        [0, 'Total'],
        [34, '1,431.76'],
        [48, '8,590.56'],
      ]),
      'Deductions',
      rowApart([
        [0, 'Federal Income Tax'],
        [34, '100.00'],
        [48, '600.00'],
      ]),
      rowApart([
        [0, 'Net Pay'],
        [34, '1,331.76'],
        [48, '7,990.56'],
      ]),
    );
    expect(fields.payStub?.deductionsCents).not.toBe(143176);
  });

  it.each(['Fed Taxable Gross', 'Taxable Gross', 'FICA Taxable Wages', 'Gross-Up'])(
    'never takes a taxable-wages row for the gross: %s',
    (label) => {
      const fields = read(
        rowApart([
          [0, label],
          [34, '1,331.76'],
          [48, '7,990.56'],
        ]),
        rowApart([
          [0, 'Total Gross'],
          [34, '1,431.76'],
          [48, '8,590.56'],
        ]),
      );
      expect(fields.income[0]?.amountCents).toBe(143176);
    },
  );

  it('reads the gross on a line that also names taxable wages', () => {
    const fields = read(
      rowApart([
        [0, 'Gross Pay'],
        [34, '1,431.76'],
        [48, '8,590.56'],
        [64, 'Fed Taxable Wages 1,331.76'],
      ]),
    );
    expect(fields.income[0]?.amountCents).toBe(143176);
  });

  it.each([
    ['S1,431.76', 'S8,590.56'],
    ['$1,431.76', 'S8,590.56'],
    ['S 1,431.76', '8,590.56'],
  ])('reads a dollar sign OCR took for an S: %s', (now, year) => {
    const fields = read(
      rowApart([
        [0, 'Gross Pay'],
        [34, now],
        [48, year],
      ]),
    );
    expect(fields.income[0]?.amountCents).toBe(143176);
    expect(fields.payStub?.ytdGrossCents).toBe(859056);
  });
});

describe('the payer on a stub', () => {
  const body = [
    'Pay Period: 03/02/2025 - 03/15/2025      Pay Date: 03/20/2025',
    'Gross Pay     $1,431.76',
  ];
  it.each([
    [
      [
        'Company Code   Loc/Dept   Number   Page',
        'RJ/ABC 12345678   017/   123456   1 of 1',
        'NORTHSTAR HOME CARE, INC.',
        '19 COMMERCE DRIVE',
      ],
    ],
    [['Paid by: Northstar Home Care, Inc.', 'Employee: Keisha M Brown']],
    [['Company Name:   Northstar Home Care, Inc.', 'Employee Name:   Keisha M Brown']],
    [
      [
        'Earnings Statement',
        'Paychex, Inc.',
        'Northstar Home Care, Inc.',
        '19 Commerce Drive   Tulsa, OK 74105',
      ],
    ],
  ])('%j', (top) => {
    const fields = extractPayStub(toLines([...top, ...body].join('\n')));
    expect(fields.payer?.replace(/[.,]/g, '').toLowerCase()).toBe('northstar home care inc');
  });
});
