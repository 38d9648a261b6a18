import { describe, expect, it } from 'vitest';
import { extractPayStub } from './payStub.js';
import { toLines } from './textLines.js';

// Where a stub names no employer in a labelled field, the payer is taken from the page's top
// block (decision 0942). Seen on public samples: a vendor's title over a table whose header
// words ('Description', 'Amount') were taken as the payer; a section heading inside the table;
// the employee's name alone above 'Employee ID:'; a payroll system's company code before the
// name; a value under a lone 'Label:' line; a sentence of instructions.

const payerOf = (lines: string[]) => extractPayStub(toLines(lines.join('\n'))).payer;

describe('no payer from a table', () => {
  const titles = [
    'Paychex Earnings Statement',
    'ADP Wage Statement',
    'Payslip',
    'Gusto Pay Stub',
    'Paycor',
    'isolved',
    'PeopleSoft',
  ];
  const headers = [
    'Earnings                                   Amount',
    'Description                  Value         YTD TAXES',
    'Type        Description      Current       YTD',
    'Item                         Rate   Hours   This Period',
  ];
  const cases = titles.flatMap((title) =>
    headers.map((header) => ({ name: `${title} / ${header.split(/\s+/)[0]}`, title, header })),
  );
  it.each(cases)('$name', ({ title, header }) => {
    const lines = [
      `        ${title}`,
      '        Check Date: 12/31/2025',
      header,
      'Regular                                    5,000.00',
      'Statutory Taxes',
      'Federal Income Tax                           800.00',
    ];
    expect(payerOf(lines)).toBeUndefined();
  });
});

describe('the employee and codes are not the payer', () => {
  it.each([
    {
      name: "a name alone above 'Employee ID:'",
      lines: ['JANELLE SAMPLE', 'Employee ID:      3831123', 'Northwind Traders'],
      payer: 'Northwind Traders',
    },
    {
      name: "a name alone above 'SSN:'",
      lines: ['Maria Example', 'SSN:   XXX-XX-1234', 'Contoso Funding'],
      payer: 'Contoso Funding',
    },
    {
      name: 'a company code before the name',
      lines: [
        'Pay History Information',
        'Pay Dates: 01/31/2024 to 02/12/2024',
        '5234400 - Fabrikam Funding',
      ],
      payer: 'Fabrikam Funding',
    },
    {
      name: "a value under a lone 'Label:' line",
      lines: ['Paystub For Wed, Aug 14 2024', 'Select Jobsite:', 'Harbor Point   v', 'Pay:'],
      payer: undefined,
    },
    {
      name: 'a sentence of instructions',
      lines: [
        'Pay History Information',
        'Click here to view all paystubs for the pay period specified',
      ],
      payer: undefined,
    },
    {
      name: 'an amount beside a heading does not end the top block',
      lines: ['Check Date: 03/19/2021          Net Pay $1,234.56', 'Fabrikam Funding'],
      payer: 'Fabrikam Funding',
    },
    {
      name: 'a code row at the top does not end it',
      lines: [
        'Company Code   Loc/Dept   Number   Page',
        'RJ/ABC 12345678   017/   123456   1 of 1',
        'Fabrikam Funding',
      ],
      payer: 'Fabrikam Funding',
    },
    {
      name: 'a heading beside other cells stays a payer',
      lines: ['Tailspin Toys Inc          Employee ID: 42', 'Pay Date: 01/31/2024'],
      payer: 'Tailspin Toys Inc',
    },
  ])('$name', ({ lines, payer }) => {
    expect(payerOf([...lines, 'Gross Pay            1,000.00'])).toBe(payer);
  });
});

describe('a professional employer organisation naming itself', () => {
  it.each([
    ['TriNet / Professional Employer Organization', 'TriNet'],
    ['Insperity, a Professional Employer Organisation', 'Insperity'],
    ['Justworks (PEO)', 'Justworks'],
  ])('%s is the employer of record when no other name is printed', (heading, payer) => {
    expect(
      payerOf([heading, 'Advice Number: 999999 | Date: 12/31/2025', 'Gross Pay   1,000.00']),
    ).toBe(payer);
  });

  it('another printed name comes first', () => {
    const lines = [
      'Fabrikam Funding',
      'TriNet / Professional Employer Organization',
      'Gross Pay   1,000.00',
    ];
    expect(payerOf(lines)).toBe('Fabrikam Funding');
  });
});

// Decision 0962: a section heading of a stub's tables is no payer. Seen: the synthetic
// Gusto-layout stub of ramuks22/project-paystub-analyzer (outside tuning, 0961) whose
// 'TAXES & DEDUCTIONS' heading, beside 'EARNINGS', was read as the employer. The headings below
// are those payroll vendors print (ADP 'Net Pay Distribution' and 'Other Benefits and
// Information', Workday 'Current and YTD Totals', 'Employee Taxes', 'Employer Paid Benefits',
// QuickBooks 'Pay Summary', PeopleSoft 'Before-Tax Deductions', Gusto 'Taxes & Deductions');
// each is tried alone on its line and beside another heading, in capitals and as printed.
describe('a section heading is no payer', () => {
  const headings = [
    'TAXES & DEDUCTIONS',
    'Taxes and Deductions',
    'Net Pay Distribution',
    'Net Pay Allocations',
    'Pay Summary',
    'Pay Statement',
    'Current and YTD Totals',
    'Employee Taxes',
    'Employer Paid Benefits',
    'Before-Tax Deductions',
    'Post Tax Deductions',
    'Statutory Deductions',
    'Other Benefits and Information',
    'Time Off Balances',
    'PTO Balances',
    'Taxable Wages',
    'Important Notes',
    'Payment Details',
    'Summary',
    'Deposits',
  ];
  const layouts = [
    { name: 'alone', line: (heading: string) => heading },
    { name: 'beside EARNINGS', line: (heading: string) => `EARNINGS          ${heading}` },
    { name: 'after EARNINGS', line: (heading: string) => `${heading}          EARNINGS` },
  ];
  const cases = headings.flatMap((heading) =>
    layouts.flatMap((layout) =>
      [heading, heading.toUpperCase()].map((printed) => ({
        name: `${printed} / ${layout.name}`,
        line: layout.line(printed),
      })),
    ),
  );
  it.each(cases)('$name', ({ line }) => {
    const lines = [
      '    Gusto Pay Stub',
      '    Period Ending: 12/31/2025',
      line,
      'Regular Pay                 5,000.00           Federal Income Tax     800.00',
    ];
    expect(payerOf(lines)).toBeUndefined();
  });

  it.each([
    ['Northwind Traders', 'Northwind Traders'],
    ['Summit Benefits Group', 'Summit Benefits Group'],
    ['First Payment Systems Inc', 'First Payment Systems Inc'],
  ])('a name with a heading word in it stays a payer: %s', (heading, payer) => {
    const lines = [
      heading,
      'Period Ending: 12/31/2025',
      'EARNINGS          TAXES & DEDUCTIONS',
      'Regular Pay                 5,000.00           Federal Income Tax     800.00',
    ];
    expect(payerOf(lines)).toBe(payer);
  });
});
