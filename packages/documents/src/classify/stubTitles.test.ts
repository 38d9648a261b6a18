import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classifyDocument.js';

// Decision 0963: pay stubs are called many things and many print no 'Gross Pay' or 'Net Pay'
// row. Seen: the synthetic Workday-like 'Payslip' of ramuks22/project-paystub-analyzer
// (outside tuning, 0961): 'Payslip', 'Payment Date:', 'Total Gross 5,000.00 60,000.00' and
// three tax rows, classed as other. Each title below (the names payroll vendors and
// employers print: Workday 'Payslip', ADP 'Earnings Statement' and 'Advice of Deposit',
// Paychex 'Pay Statement', Gusto and QuickBooks 'Pay Stub', 'Payroll Statement', 'Salary
// Slip', 'Wage Statement', 'Pay Advice') is tried over each row shape a stub uses for its
// total ('Total Gross', 'Gross Amount', 'Earnings Total' as OCR leaves it without a row label
// the cues knew), with only tax rows beside it.

const TITLES = [
  'Payslip',
  'Pay Slip',
  'PAYSLIP',
  'Earnings Statement',
  'Pay Statement',
  'Payroll Statement',
  'Advice of Deposit',
  'Deposit Advice',
  'Direct Deposit Advice',
  'Pay Advice',
  'Salary Slip',
  'Wage Statement',
  'Paystub',
  'Check Stub',
];

const TOTALS = [
  'Total Gross                      5,000.00        60,000.00',
  'Gross Amount                     5,000.00',
  'Total Earnings                   5,000.00',
  'Summary                          5,000.00        60,000.00',
];

describe('a pay stub by its title and total rows', () => {
  const cases = TITLES.flatMap((title) =>
    TOTALS.map((total) => ({ name: `${title} / ${total.split(/\s{2,}/)[0]}`, title, total })),
  );
  it.each(cases)('$name', ({ title, total }) => {
    const text = [
      title,
      'Payment Date: 12/31/2025',
      total,
      'Federal Tax                        800.00',
      'Social Security                    310.00',
      'Medicare                            72.50',
    ].join('\n');
    expect(classifyDocument(text).documentClass).toBe('pay_stub');
  });
});

describe('other documents stay what they are', () => {
  it.each([
    {
      name: 'a 1099-R (gross distribution)',
      kind: 'form_1099_r',
      text: 'Form 1099-R\nDistributions From Pensions\n1 Gross distribution  $23,160.00',
    },
    {
      name: 'a bank statement listing payroll deposits',
      kind: 'bank_statement',
      text: 'Account Statement\nStatement Period 03/01/2025 - 03/31/2025\nBeginning Balance 100.00\nPAYROLL DEPOSIT ACME CORP  1,200.00\nEnding Balance 1,300.00',
    },
    {
      name: 'a W-2 (wage and tax statement)',
      kind: 'w2',
      text: 'Form W-2 Wage and Tax Statement\n1 Wages, tips, other compensation  41,000.00',
    },
    {
      name: "a 1099-K (a form the reader has no class for: 'Gross amount' is no stub's row)",
      kind: 'other',
      text: 'Form 1099-K\nPayment Card and Third Party Network Transactions\n1a Gross amount of payment card/third party network transactions  $12,000.00\n4 Federal income tax withheld',
    },
    {
      name: 'a lease',
      kind: 'lease',
      text: 'Residential Lease Agreement\nLandlord: A\nTenant: B\nMonthly rent $900',
    },
  ])('$name', ({ text, kind }) => {
    expect(classifyDocument(text).documentClass).toBe(kind);
  });
});
