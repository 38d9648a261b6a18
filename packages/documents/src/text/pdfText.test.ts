import { describe, expect, it } from 'vitest';
import { wordsRunTogether } from './pdfText.js';

// A scanned stub's invisible OCR text layer without spaces (outside sample, decision 0701).
const runTogether = [
  'ABCCompany',
  '1234MainStreet',
  'SanFrancisco,CA94102        PayStubDetail',
  'EMPLOYER        PAYPERIOD',
  'ABCCompany      PeriodBeginning     06/16/2021',
  'FederalTax      $825.38   $10,729.94    TotalPay     $5,000.00',
  'FICA-Medicare   $72.50    CAStateTax    $360.28',
].join('\n');

const spaced = [
  'Riverbend Dental Group LLC            Earnings Statement',
  '2200 Harbor Blvd Suite 140            Pay date: 03/14/2025',
  'Earnings        Rate    Hours    This Period    Year to Date',
  'Regular         21.50   80.00    1,720.00       10,320.00',
  'Paid through QuickBooks by McKinsey PayPal WordPress JavaScript',
  'Federal Income Tax    -112.40    Social Security Tax   -106.64',
].join('\n');

describe('a text layer whose words run together', () => {
  it('is not read as text (the page goes to OCR)', () => {
    expect(wordsRunTogether(runTogether)).toBe(true);
  });
  it('is told from a page that prints a few camel-cased names', () => {
    expect(wordsRunTogether(spaced)).toBe(false);
  });
});
