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
