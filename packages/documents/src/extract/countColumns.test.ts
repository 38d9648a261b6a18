import { describe, expect, it } from 'vitest';
import { headerColumns } from './columns.js';
import { row } from './layoutRow.test-util.js';
import { extractPayStub } from './payStub.js';
import { droppedPoints } from './payStubRows.js';
import { toLines } from './textLines.js';

// Small phone photos of the real-layout Paychex and Workday stubs (corpus/real paychex-3 and
// workday-3, photo-small; decision 0967): OCR read 'Current' as 'Tarrent' and dropped decimal
// points ('2350476', '91670'), and the Hours cell (86.67) of the gross row was taken as the gross
// at 0.85. Each case names the layout it stands for.

const read = (text: string) => extractPayStub(toLines(text));
const gross = (text: string) => {
  const fields = read(text);
  return {
    cents: fields.payStub?.grossCents,
    confidence: fields.income[0]?.fieldConfidence?.amount,
  };
};

// [layout, header cells, gross row cells]: the current cell is unreadable (dropped points).
const HOURS_LAYOUTS: [string, [number, string][], [number, string][]][] = [
  [
    'Paychex (Rate Hours Current YTD Hours YTD Amount)',
    [
      [4, 'EARNINGS'],
      [32, 'Rate'],
      [44, 'Hours'],
      [56, 'Current'],
      [72, 'YTD Hours'],
      [88, 'YTD Amount'],
    ],
    [
      [4, 'Gross Earnings'],
      [44, '86.67'],
      [56, '2350476'],
      [72, '43338'],
      [88, '1252380'],
    ],
  ],
  [
    'Workday (Description Hours Rate Amount YTD)',
    [
      [4, 'Description'],
      [40, 'Hours'],
      [52, 'Rate'],
      [64, 'Amount'],
      [80, 'YTD'],
    ],
    [
      [4, 'Earnings Total'],
      [40, '43.00'],
      [64, '91670'],
      [80, '1008370'],
    ],
  ],
  [
    'ADP (rate hours this period year to date)',
    [
      [4, 'Earnings'],
      [20, 'rate'],
      [30, 'hours'],
      [42, 'this period'],
      [58, 'year to date'],
    ],
    [
      [4, 'Gross Pay'],
      [30, '80.00'],
      [42, '163200'],
      [58, '1958400'],
    ],
  ],
];

describe('a figure under an Hours or Rate column is never the gross', () => {
  it.each(HOURS_LAYOUTS)('%s', (_, header, cells) => {
    const { cents, confidence } = gross([row(header), row(cells)].join('\n'));
    const hours = Number(cells[1]![1].replace('.', ''));
    expect(cents).not.toBe(hours);
    if (cents !== undefined) expect(confidence).toBeLessThan(0.7);
  });

  it.each(HOURS_LAYOUTS)(
    '%s: the current cell read as printed is the gross',
    (_, header, cells) => {
      // Every digit run printed with its point ('2350476' as '23,504.76').
      const printed = cells.map(([at, text]): [number, string] => [
        at,
        /^\d+$/.test(text)
          ? (Number(text) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
          : text,
      ]);
      const want = Number(cells[2]![1]);
      expect(gross([row(header), row(printed)].join('\n'))).toEqual({
        cents: want,
        confidence: 0.95,
      });
    },
  );
});

describe('column names OCR garbled in small print', () => {
  it.each([
    ['Paychex', 'Tarrent'],
    ['Paychex', 'Curent'],
    ['Workday', 'Cument'],
    ['ADP', 'Currert'],
  ])('%s: %s is the current column', (_, name) => {
    const text = [
      row([
        [4, 'EARNINGS'],
        [30, 'Rate'],
        [42, 'Hours'],
        [54, name],
        [70, 'YTD Amount'],
      ]),
      row([
        [4, 'Gross Earnings'],
        [42, '86.67'],
        [54, '2,504.76'],
        [70, '12,523.80'],
      ]),
    ].join('\n');
    expect(gross(text)).toEqual({ cents: 250476, confidence: 0.95 });
  });

  it.each([
    ['Hors', 'hours'],
    ['Hours', 'hours'],
    ['Parent', 'other'],
    ['Currency', 'current'],
  ])('%s is read as %s', (name, kind) => {
    const columns = headerColumns(
      row([
        [4, 'Earnings'],
        [30, name],
        [44, 'Amount'],
        [58, 'YTD'],
      ]),
    );
    expect(columns?.[0]?.kind).toBe(kind);
  });

  it("Workday's 'Current and YTD Totals' is a title, not two columns", () => {
    expect(headerColumns('   Current and YTD Totals')).toBeUndefined();
    expect(headerColumns('   Current & YTD Totals')).toBeUndefined();
    expect(headerColumns('   this period yearto date')?.map((column) => column.kind)).toEqual([
      'current',
      'ytd',
    ]);
  });
});

describe('decimal points OCR dropped make a row unsure', () => {
  it.each([
    [
      'Workday photo, points dropped beside a kept one',
      '   4000    2080    8200    9,064.00',
      true,
    ],
    ['Paychex photo, a six-digit run', '   28.90   86.67   250476', true],
    ['whole dollars with a comma', '   80    2,300    27,600', false],
    ['hours and a year beside cents', '   80.00   2025   1,200.00', true],
    ['printed with points', '   80.00   15.00   1,200.00', false],
    ['a date and cents', '   03/14/2025   1,200.00', false],
  ])('%s', (_, cells, dropped) => {
    expect(droppedPoints(cells)).toBe(dropped);
  });

  it('Workday photo: the lone regular row with dropped points is asked, not pre-filled', () => {
    const text = [
      row([[4, 'Earnings']]),
      row([
        [4, 'Regular'],
        [60, '4000'],
        [72, '2080'],
        [84, '8200'],
        [96, '9,064.00'],
      ]),
      row([
        [4, 'Earnings Total'],
        [84, '91670'],
        [96, '1008370'],
      ]),
    ].join('\n');
    expect(gross(text).confidence).toBeLessThan(0.7);
  });
});

describe('gross - deductions = net checks a gross read unsurely', () => {
  // QuickBooks-like rows without a header: gross read by order (current first), 0.75.
  const stub = (net: string) =>
    [
      row([
        [4, 'Gross Pay'],
        [40, '1,200.00'],
        [56, '14,400.00'],
      ]),
      row([
        [4, 'Total Deductions:'],
        [40, '200.00'],
      ]),
      row([
        [4, 'Net Pay:'],
        [40, net],
      ]),
    ].join('\n');

  it('agreeing: pre-filled, still under what fraud checks trust', () => {
    const { confidence } = gross(stub('1,000.00'));
    expect(confidence).toBeGreaterThanOrEqual(0.7);
    expect(confidence).toBeLessThan(0.85);
  });

  it('disagreeing: asked', () => {
    expect(gross(stub('1,100.00')).confidence).toBeLessThan(0.7);
  });

  it('a gross read surely is left for the fraud checks', () => {
    const text = [
      row([
        [4, 'Earnings'],
        [40, 'Current'],
        [56, 'YTD'],
      ]),
      row([
        [4, 'Gross Pay'],
        [40, '1,200.00'],
        [56, '14,400.00'],
      ]),
      row([
        [4, 'Total Deductions:'],
        [40, '200.00'],
      ]),
      row([
        [4, 'Net Pay:'],
        [40, '1,100.00'],
      ]),
    ].join('\n');
    expect(gross(text).confidence).toBe(0.95);
  });
});

describe('a gross not read, its net + deductions standing on the page with points dropped', () => {
  // Paychex photo layout: the gross row unreadable, the regular row's current cell '250476'.
  const stub = (regular: string) =>
    [
      row([
        [4, 'EARNINGS'],
        [30, 'Rate'],
        [42, 'Hours'],
        [54, 'Tarrent'],
        [70, 'YTD Amount'],
      ]),
      row([
        [4, 'Reguiar'],
        [30, '2890'],
        [42, '86.67'],
        [54, regular],
        [70, '1252380'],
      ]),
      row([
        [4, 'Gross Eamings'],
        [42, '86.67'],
        [54, '2350476'],
        [70, '1252380'],
      ]),
      row([
        [4, 'Total Withholdings'],
        [54, '602.38'],
      ]),
      row([
        [4, 'NET PAY'],
        [54, '1,902.38'],
      ]),
    ].join('\n');

  it('is that figure, asked to confirm', () => {
    expect(gross(stub('250476'))).toEqual({ cents: 250476, confidence: 0.6 });
  });

  it.each(['260476', '2504'])('%s: the sum stands nowhere, so no gross is offered', (regular) => {
    expect(gross(stub(regular)).cents).toBeUndefined();
  });
});
