import { describe, expect, it } from 'vitest';
import { findAmounts } from './money.js';
import { toLines } from './textLines.js';

// Amount shapes seen on public samples (decision 0942): a program printing a float with one
// decimal ('Gross Pay $1800.0'); OCR reading a decimal point as a space and the thousands
// comma as a point ('$   123.456 00' for $123,456.00, small print on a rendered 1099).

const amountsOf = (line: string) => findAmounts(toLines(line)[0]!).map((amount) => amount.cents);

describe('one decimal with a currency mark', () => {
  it.each([
    ['Gross Pay   $1800.0', [180000]],
    ['Gross Pay   $1,800.5', [180050]],
    ['Total   USD 950.0', [95000]],
    ['Rate $12.5   Hours 12.0', [1250]],
  ])('%s', (line, cents) => {
    expect(amountsOf(line)).toEqual(cents);
  });

  it.each([['Hours Worked   12.0'], ['Pay   150.0'], ['Version 2.0']])(
    'not without one: %s',
    (line) => {
      expect(amountsOf(line)).toEqual([]);
    },
  );
});

describe('a decimal point read as a space', () => {
  it.each([
    ['1 Unemployment compensation   $   123.456 00 |Form 1099-G', [12345600]],
    ['$ 1,234 56', [123456]],
    ['$   12.345 00   OMB No.', [1234500]],
    ['compensation   s              123.456 00 |Fem 1099-G', [12345600]],
  ])('%s', (line, cents) => {
    expect(amountsOf(line)).toEqual(cents);
  });

  it.each([['$ 1,200 15 units'], ['$ 123 45'], ['Sums 1,200 15']])(
    'not without thousands groups or with more after: %s',
    (line) => {
      expect(amountsOf(line)).not.toContain(120015);
      expect(amountsOf(line)).not.toContain(12345);
    },
  );
});
