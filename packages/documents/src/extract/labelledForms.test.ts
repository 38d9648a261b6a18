import { describe, expect, it } from 'vitest';
import { extract1099, extractW2 } from './taxForms.js';
import { toLines } from './textLines.js';

// Tax forms printed as labelled lines rather than the IRS grid, and a grid whose values a text
// layer set a little left of their labels (decision 0942), both seen on public samples.

describe('a W-2 or 1099 printed as labelled lines', () => {
  const employers = ['Acme Corporation', 'Blue Yonder Airlines', 'Litware Inc.'];
  const labels = ['Employer:', "Employer's name:", 'Employer Name:'];
  const cases = employers.flatMap((employer) =>
    labels.map((label) => ({ name: `${label} ${employer}`, employer, label })),
  );
  it.each(cases)('W-2 $name', ({ employer, label }) => {
    const text = [
      '                W-2 Wage and Tax Statement - 2024',
      'Employer Information',
      `${label}          ${employer}`,
      'Address:          123 Business Ave, New York, NY 10001',
      'Employee Information',
      'Employee Name:    Jane Sample',
      'SSN:              XXX-XX-6789',
      'Box 1 - Wages, tips, other comp.        $65,000.00',
      'Box 2 - Federal income tax withheld      $7,150.00',
    ].join('\n');
    const fields = extractW2(toLines(text));
    expect(fields.payer).toBe(employer);
    expect(fields.printedName).toBe('Jane Sample');
    expect(fields.income[0]?.amountCents).toBe(6500000);
  });

  it.each(['Payer:', "Payer's name:"])('1099-NEC %s', (label) => {
    const text = [
      'Form 1099-NEC  Nonemployee Compensation  2024',
      `${label}     Wingtip Consulting`,
      'Address:   1 Main St, Springfield, IL 62701',
      'Box 1 Nonemployee compensation     $12,500.00',
    ].join('\n');
    const fields = extract1099(toLines(text), 'form_1099_nec');
    expect(fields.payer).toBe('Wingtip Consulting');
    expect(fields.income[0]?.amountCents).toBe(1250000);
  });

  it('an address after the label is no payer', () => {
    const text = [
      'Employer:   123 Business Ave, New York, NY 10001',
      'Box 1 - Wages, tips, other comp.   $1,000.00',
    ].join('\n');
    expect(extractW2(toLines(text)).payer).toBeUndefined();
  });
});

describe('values set a little left of their box labels, copies side by side', () => {
  const pad = (cells: [number, string][]) =>
    cells.reduce(
      (line, [column, text]) =>
        line.padEnd(line === '' ? column : Math.max(column, line.length + 1)) + text,
      '',
    );
  const labels: [number, string][] = [
    [0, 'a Employee soc. sec. no.'],
    [27, '1 Wages, tips, other comp.'],
    [56, '2 Federal income tax withheld'],
  ];
  it.each([
    { name: 'one copy, box 1 value starting left of its label', copies: 1, shift: 7 },
    { name: 'two copies, box 1 value starting left of its label', copies: 2, shift: 7 },
    { name: 'two copies, values under their labels', copies: 2, shift: 0 },
  ])('$name', ({ copies, shift }) => {
    const copy = (offset: number, cells: [number, string][]) =>
      cells.map(([column, text]): [number, string] => [column + offset, text]);
    const values: [number, string][] = [
      [27 - shift, '181515.38'],
      [56 - (shift ? 4 : 0), '34817.31'],
    ];
    const offsets = copies === 1 ? [0] : [0, 88];
    const text = [
      pad(offsets.flatMap((offset) => copy(offset, labels))),
      pad(offsets.flatMap((offset) => copy(offset, values))),
      pad([
        [0, '065-70-4444'],
        [27, '3 Social security wages'],
        [56, '4 Social security tax withheld'],
      ]),
    ].join('\n');
    expect(extractW2(toLines(text)).income[0]?.amountCents).toBe(18151538);
  });
});

describe("box 1's label as small-print OCR reads it (t and l, i and l confused)", () => {
  it.each([
    '1 Wages, lips, othar comp,',
    '1 Wages, tlps, other compensation',
    '1 Wagas. tips. olher comp.',
    '1 Wages, tips, other comp.',
  ])('%s', (label) => {
    const text = [
      `a. Employee's Soc Sec No             ${label}           2 Federal Income tax withheld`,
      '     123-45-6789                                              37160.56                                 3894.54',
      '16 State wages, tips, etc.    9631.20',
    ].join('\n');
    expect(extractW2(toLines(text)).income[0]?.amountCents).toBe(3716056);
  });
});
