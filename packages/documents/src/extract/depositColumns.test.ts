import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../classify/classifyDocument.js';
import { extractBankStatement } from './bankStatement.js';
import { toLines } from './textLines.js';

// Bank statement layouts seen on public samples (decision 0942): a deposits section whose date
// stands in a 'Date Credited' column after the description; a deposit made at the bank
// ('Deposit', a reference number at most) that says nothing of who paid; a one-line statement
// titled 'Bank Statement'.

const statement = (rows: string[]) =>
  [
    'Bank Statement                                   Statement Date:   June 5, 2003',
    'Beginning Balance on May 3, 2003                                  $7,126.11',
    'Deposits & Other Credits    Account # 000009752',
    'Description                                Date Credited           Amount',
    ...rows,
    'Total Deposits & Other Credits                                     $3,615.08',
    'Checks Paid    Account # 000009752',
    'Date Paid      Check Number      Amount',
    '05-12          1001                75.00',
  ].join('\n');

describe('a deposits section with a date column after the description', () => {
  it.each([
    {
      name: 'a bare deposit with a reference',
      row: 'Deposit            Ref Nbr:   130012345    05-15       $3,615.08',
      reason: 'other',
    },
    {
      name: 'a bare deposit',
      row: 'Deposit                                     05/15       $3,615.08',
      reason: 'other',
    },
    {
      name: 'an ATM deposit',
      row: 'ATM Deposit       1000 Walnut St            05-15       $3,615.08',
      reason: 'atm',
    },
    {
      name: 'a mobile check deposit',
      row: 'Mobile Deposit                              05-15       $3,615.08',
      reason: 'check',
    },
  ])('$name is listed to classify', ({ row, reason }) => {
    const fields = extractBankStatement(toLines(statement([row])));
    expect(fields.income).toEqual([]);
    expect(fields.depositsToClassify).toEqual([
      expect.objectContaining({ amountCents: 361508, reason, date: '2003-05-15' }),
    ]);
  });

  it('a payroll deposit in that column is income', () => {
    const row = 'ACME CORP PAYROLL  PPD ID: 9988            05-15       $3,615.08';
    const fields = extractBankStatement(toLines(statement([row])));
    expect(fields.income[0]).toMatchObject({ amountCents: 361508, category: 'wages' });
  });

  it('checks paid below are not deposits', () => {
    const fields = extractBankStatement(toLines(statement([])));
    expect(fields.depositsToClassify).toBeUndefined();
    expect(fields.income).toEqual([]);
  });
});

describe("a statement titled 'Bank Statement'", () => {
  it.each([
    ['Bank Statement\nAccount Holder: Jane Sample\nAccount Number: 123456789\nBalance: $5,000.00'],
    ['BANK STATEMENT\nAccount Number: 123456789\nBalance: $5,000.00'],
  ])('%#', (text) => {
    expect(classifyDocument(text).documentClass).toBe('bank_statement');
  });
});

describe('a row date whose slash OCR read as a 7, 1, l or bar', () => {
  const text = (dates: string[]) =>
    [
      'Statement period: April 1, 2025 through April 30, 2025',
      'Deposits and other credits                    $1,658.00',
      'Deposits and other credits',
      'Date          Description                                Amount       Balance',
      `${dates[0]}            SSA TREAS 310 XXSOC SEC            1,358.00      2,562.18`,
      `${dates[1]}            DEPOSIT CHECK #1042                  200.00      2,762.18`,
      `${dates[2]}            TRANSFER FROM SHARE 01 SAVINGS       100.00      2,862.18`,
      'Withdrawals and other debits',
    ].join('\n');
  it.each([
    [['04/09', '04715', '04122']],
    [['04/09', '04l15', '04|22']],
    [['04I09', '04/15', '04/22']],
  ])('%j: every credit row is read', (dates) => {
    const fields = extractBankStatement(toLines(text(dates)));
    expect(fields.income[0]).toMatchObject({ amountCents: 135800, category: 'social-security' });
    expect(fields.depositsToClassify).toEqual([
      expect.objectContaining({ amountCents: 20000, reason: 'check', date: '2025-04-15' }),
    ]);
  });

  it.each([['13715'], ['04735'], ['04/9x']])('not a date: %s', (date) => {
    const fields = extractBankStatement(toLines(text(['04/09', date, '04/22'])));
    expect(fields.depositsToClassify).toBeUndefined();
  });
});
