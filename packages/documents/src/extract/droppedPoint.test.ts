import { describe, expect, it } from 'vitest';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

// OCR of a photographed ADP stub (outside sample, decision 0701) read '$ 452.43' as '$ 45243':
// a current gross larger than the year's gross so far, which no stub prints.
const stub = (gross: string, ytd: string) =>
  [
    'VIGAVI GREAT PLAINS                         Earnings Statement',
    '3040 Post Oak Blvd #1775                    Pay date:   03/13/2021',
    'Earnings      rate     hours    this period    year to date',
    'Regular      10.00     32.00         320.00        1,640.00',
    `              Gross Pay           ${gross}      ${ytd}`,
    '              Net Pay             $291.90',
  ].join('\n');

describe('a gross whose decimal point OCR dropped', () => {
  it.each([
    ['$ 45243', '23,526.80', 45243],
    ['45243', '23,526.80', 45243],
    ['$ 126000', '15,120.00', 126000],
  ])('%s with %s to date is read as %i cents and asked to confirm', (gross, ytd, cents) => {
    const fields = extractPayStub(toLines(stub(gross, ytd)));
    expect(fields.income[0]?.amountCents).toBe(cents);
    expect(fields.income[0]?.fieldConfidence?.amount).toBeLessThan(0.7);
  });

  it.each([
    ['$452.43', '23,526.80', 45243],
    ['$ 1,260', '15,120.00', 126000],
    ['1,260.00', '1,260.00', 126000],
  ])('%s with %s to date stays as printed', (gross, ytd, cents) => {
    const fields = extractPayStub(toLines(stub(gross, ytd)));
    expect(fields.income[0]?.amountCents).toBe(cents);
    expect(fields.income[0]?.fieldConfidence?.amount).toBeGreaterThanOrEqual(0.7);
  });
});

describe('two column headers OCR read one space apart', () => {
  it.each(['this period yearto date', 'Current YTD', 'this period year to date'])(
    '%s: the gross is read from the current column',
    (header) => {
      const text = [
        'VIGAVI GREAT PLAINS                         Earnings Statement',
        `Earnings      rate     hours    ${header}`,
        'Regular      10.00     32.00         320.00        1,640.00',
        '              Gross Pay           452.43        23,526.80',
      ].join('\n');
      const fields = extractPayStub(toLines(text));
      expect(fields.income[0]?.amountCents).toBe(45243);
      expect(fields.payStub?.ytdGrossCents).toBe(2352680);
    },
  );
});
