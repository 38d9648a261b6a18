import { describe, expect, it } from 'vitest';
import { depositsAddUp } from './bankStatement.js';
import { toLines } from './textLines.js';

const statement = (total: string, rows: string[]) =>
  [
    'Harbor Federal Credit Union',
    'Statement period: April 1, 2025 through April 30, 2025',
    `Deposits and other credits                     ${total}`,
    'Withdrawals and other debits                  -$1,492.20',
    'Deposits and other credits',
    'Date      Description                                  Amount       Balance',
    ...rows,
    'Withdrawals and other debits',
    'Date      Description                                  Amount',
    '04/02     CARD PURCHASE KROGER #512                    -87.42',
  ].join('\n');

const ROWS = [
  '04/09     SSA TREAS 310 XXSOC SEC                    1,358.00      2,562.18',
  '04/15     DEPOSIT CHECK #1042                          200.00      2,762.18',
  '04/22     TRANSFER FROM SHARE 01 SAVINGS               100.00      2,862.18',
];

describe("a statement's credit rows against its printed deposits total", () => {
  it('add up when every row was read', () => {
    expect(depositsAddUp(toLines(statement('$1,658.00', ROWS)))).toBe(true);
  });
  it("add up when a date's slash was read as a 7 (04715: a valid month and day, decision 0943)", () => {
    const rows = ROWS.map((row) => row.replace('04/15', '04715'));
    expect(depositsAddUp(toLines(statement('$1,658.00', rows)))).toBe(true);
  });
  it.each([
    [
      'a row whose date OCR misread past repair (0415)',
      ROWS.map((row) => row.replace('04/15', '0415')),
    ],
    ['a digit misread in an amount', ROWS.map((row) => row.replace('1,358.00', '1,858.00'))],
    ['a row missing', ROWS.slice(0, 2)],
  ])('do not add up with %s', (_, rows) => {
    expect(depositsAddUp(toLines(statement('$1,658.00', rows)))).toBe(false);
  });
  it('never count as complete without a printed total', () => {
    expect(depositsAddUp(toLines(statement('', ROWS)))).toBe(false);
  });
});
