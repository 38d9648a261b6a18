import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classifyDocument.js';

// Decision 0705: a W-2 printed beside an earnings summary (gross pay, year to date, 'your
// final pay statement') is a W-2: its own markers (title, OMB number, box labels) outweigh the
// summary's pay-stub words. Generated: each way the markers are printed or read, with and
// without the summary.

const SUMMARY = [
  '2024 W-2 and EARNINGS SUMMARY',
  'These amounts should match your final pay statement of the year.',
  'Regular              Gross Pay        41,000.00',
  'Year to date         Federal income tax withheld     3,100.00',
];

const TITLES: [string, string[]][] = [
  ['title wrapped by OCR', ['W-2   Wage and Tax', 'Copy C for employee records   Statement']],
  ['OMB number', ['Copy C for employee records        OMB No. 1545-0008']],
  ['OMB number as OCR reads it', ['Copy 2 -- To Be Filed        OMB N0. 15450008']],
  ['title and OMB', ['Form W-2 Wage and Tax Statement', 'OMB No. 1545-0008']],
];

const BOXES = [
  ['1 Wages, tips, other comp.      2 Federal income tax withheld'],
  ['1 Wages, tips, other compensation', '5 Medicare wages and tips   7 Social security tips'],
];

describe('a W-2 beside an earnings summary', () => {
  const cases = TITLES.flatMap(([name, title]) =>
    BOXES.flatMap((boxes, box) =>
      [true, false].map((summary) => ({
        name: `${name} | boxes ${box + 1} | ${summary ? 'with' : 'without'} summary`,
        text: [...title, ...(summary ? SUMMARY : []), ...boxes].join('\n'),
      })),
    ),
  );
  it.each(cases)('$name', ({ text }) => {
    expect(classifyDocument(text).documentClass).toBe('w2');
  });

  it('leaves a pay stub that names W-2 wages a pay stub', () => {
    const stub = [
      'Earnings Statement      Pay Period 03/01/2025 - 03/14/2025',
      'Gross Pay   1,380.00   YTD 8,280.00',
      'W-2 wages   1,300.00   Medicare   20.01   Social security   85.56',
      'Net Pay     1,090.12',
    ].join('\n');
    expect(classifyDocument(stub).documentClass).toBe('pay_stub');
  });
});
