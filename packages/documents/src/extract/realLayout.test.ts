import { describe, expect, it } from 'vitest';
import { extractBankStatement } from './bankStatement.js';
import { unfoldAcrossTables } from './columns.js';
import { extractBenefitLetter } from './letters.js';
import { findAmounts } from './money.js';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';
import {
  fuzzyLabelIndex,
  normalizeTypography,
  repairOcrNumbers,
  repairOcrWords,
} from './typography.js';

describe('amounts as documents print them', () => {
  it.each([
    ['$1,200', 120000],
    ['USD 1,200.00', 120000],
    ['1,200 USD', 120000],
    ['$ 452.43', 45243],
    ['Weekly Benefit Amount: $450', 45000],
  ])('%s', (text, cents) => {
    expect(findAmounts(text)[0]?.cents).toBe(cents);
  });

  it('reads parentheses and minus signs as negative, and never a bare whole number', () => {
    expect(findAmounts('(52.34)')[0]).toMatchObject({ cents: 5234, negative: true });
    expect(findAmounts('- 40.60')[0]).toMatchObject({ cents: 4060, negative: true });
    expect(findAmounts('Hours 80   Employee ID 208114')).toEqual([]);
  });
});

describe('labels as typography and OCR print them', () => {
  it('straightens quotes and dashes', () => {
    expect(normalizeTypography('PAYER’S name – Mar 1 — “x”')).toBe(`PAYER'S name - Mar 1 - "x"`);
  });

  it('fixes a digit read inside a word, not in numbers', () => {
    expect(repairOcrWords('Gr0ss Pay 1,200.00 5ocial')).toBe('Gross Pay 1,200.00 Social');
  });

  it.each([
    ['Period beginning: O3/25/2025', 'Period beginning: 03/25/2025'],
    ['Pay date: 04/1l/2025', 'Pay date: 04/11/2025'],
    ['Gross Pay   $1,2O0.00   13,76O.00', 'Gross Pay   $1,200.00   13,760.00'],
    ['Net Pay 13O2.44', 'Net Pay 1302.44'],
    ['Box 1 4l,892.5O', 'Box 1 41,892.50'],
  ])('reads a letter inside a date or amount as its digit: %s', (line, fixed) => {
    expect(repairOcrNumbers(line)).toBe(fixed);
  });

  it.each([
    'Pay Schedule: Semi-Monthly',
    'SO/ll/IS',
    'Hours 80.00 Rate 17.25',
    'Sold 10 items. ID B12',
    'OIL.SS',
  ])('leaves words and clean numbers alone: %s', (line) => {
    expect(repairOcrNumbers(line)).toBe(line);
  });

  it('finds a label with a letter wrong', () => {
    expect(fuzzyLabelIndex('Grose Pav   1,200.00', 'gross pay')).toBe(-1);
    expect(fuzzyLabelIndex('Gros5 Earnings   1,200.00', 'gross earnings')).toBe(0);
  });
});

describe('tables', () => {
  it('unfolds a header row with values underneath, row names kept', () => {
    const lines = [
      '          Hours Worked     Gross Pay     Net Pay',
      'Current          80.00      2,660.00    2,001.10',
      'YTD             480.00     15,960.00   12,006.60',
    ];
    expect(unfoldAcrossTables(lines)).toEqual(
      expect.arrayContaining(['Gross Pay (Current): 2,660.00', 'YTD Gross Pay: 15,960.00']),
    );
  });

  it('takes the current column, not hours, rate or year-to-date', () => {
    const fields = extractPayStub(
      toLines(`ACME SUPPLIES CORP.
Check Date   Pay Period
03/14/2025   02/27/2025 - 03/12/2025
EARNINGS        Rate     Hours     Current     YTD Hours    YTD Amount
Regular        17.25     80.00    1,380.00       480.00      8,280.00
Gross Earnings           80.00    1,380.00       480.00      8,280.00`),
    );
    expect(fields.payStub).toMatchObject({ grossCents: 138000, ytdGrossCents: 828000 });
    expect(fields.income[0]).toMatchObject({ frequency: 'biweekly', amountCents: 138000 });
  });

  it('never guesses a frequency the stub does not give', () => {
    const fields = extractPayStub(
      toLines(`Acme Supplies Corp.       Period ending: 03/06/2025
Pay date: 03/10/2025
Gross Pay     $335.00`),
    );
    expect(fields.income[0]).toMatchObject({ amountCents: 33500, frequency: 'unknown' });
    expect(fields.income[0]?.fieldConfidence?.frequency).toBe(0);
  });
});

describe('letters and statements', () => {
  it('classes an unemployment award by what it pays, not by the letterhead', () => {
    const fields = extractBenefitLetter(
      toLines(`STATE OF CALIFORNIA
EMPLOYMENT DEVELOPMENT DEPARTMENT
Unemployment Insurance · Disability Insurance · Paid Family Leave
Date Mailed: 02/12/2025
NOTICE OF UNEMPLOYMENT INSURANCE AWARD
Weekly Benefit Amount:   $450
This is not a disability insurance claim.`),
    );
    expect(fields.payer).toBe('EMPLOYMENT DEVELOPMENT DEPARTMENT');
    expect(fields.income[0]).toMatchObject({
      category: 'unemployment',
      amountCents: 45000,
      frequency: 'weekly',
    });
  });

  it('counts recurring payroll, skips own transfers, lists ATM and cheque deposits', () => {
    const fields = extractBankStatement(
      toLines(`Statement period: March 1, 2025 through March 31, 2025
Deposits and other credits
Date   Description                                   Amount      Balance
03/07  ACME SUPPLIES CORP PAYROLL PPD ID: 9111       1,612.45    2,816.63
03/10  ONLINE TRANSFER FROM SAVINGS XXXXXX7781         300.00    3,116.63
03/14  ATM CASH DEPOSIT 1200 MAIN ST                   240.00    3,356.63
03/18  MOBILE CHECK DEPOSIT                            150.00    3,506.63
03/21  ACME SUPPLIES CORP PAYROLL PPD ID: 9111       1,612.45    5,119.08`),
    );
    expect(fields.income).toHaveLength(1);
    expect(fields.income[0]).toMatchObject({
      source: 'ACME SUPPLIES CORP',
      amountCents: 161245,
      frequency: 'biweekly',
    });
    expect(fields.depositsToClassify?.map((deposit) => deposit.reason)).toEqual(['atm', 'check']);
  });
});
