import { describe, expect, it } from 'vitest';
import { extract1099, extractW2 } from './taxForms.js';
import { boxRules, toLines } from './textLines.js';

/** Cells placed at character columns, as `pdftotext -layout` or OCR word boxes lay them out. */
function row(cells: [number, string][]): string {
  let line = '';
  for (const [column, text] of cells) line = line.padEnd(Math.max(column, line.length + 3)) + text;
  return line.trimStart().length === line.length ? line : line;
}

const WAGE_LABELS: [string, string[]][] = [
  ['one line', ['1 Wages, tips, other compensation']],
  ['curly typography', ['1 Wages,\u00a0tips,\u00a0other compensation']],
  ['wrapped in a narrow box', ['1 Wages, tips, other', 'compensation']],
  ['OCR periods and rn for m', ['1 Wages. tips. other cornpensation']],
  ['abbreviated', ['1 Wages, tips, other comp.']],
  // A scan's OCR reads a, e and o for one another (decision 0706).
  ['OCR a for e', ['1 Wages, tips, othar comp.']],
  ['OCR o for a and e', ['1 Wagos, tips, othor compensation']],
];
const WAGE_VALUES: [string, string][] = [
  ['cents', '41,892.50'],
  ['dollar sign', '$41,892.50'],
  ['whole dollars', '41892'],
  ['whole dollars with commas', '41,892'],
];
const EMPLOYER_LABELS = [
  "c Employer's name, address, and ZIP code",
  'c Employer\u2019s name, address, and ZIP code',
  "c EMPLOYER'S NAME, ADDRESS AND ZIP CODE",
  'c Employer name, address and ZIP code',
  "kk Employer's nama, address and Z1P code",
  "c Employar's nome, address, and ZIP code",
];

function w2Text(label: string[], value: string, employer: string): string {
  const lines = [
    row([
      [0, 'Form W-2 Wage and Tax Statement 2024'],
      [90, 'Copy B'],
    ]),
    row([
      [0, "a Employee's social security number"],
      [50, label[0]!],
      [90, '2 Federal income tax withheld'],
    ]),
  ];
  for (const more of label.slice(1)) lines.push(row([[50, more]]));
  lines.push(
    row([
      [2, 'XXX-XX-4821'],
      [50, value],
      [90, '3,770.33'],
    ]),
  );
  lines.push(
    row([
      [0, 'b Employer identification number (EIN)'],
      [50, '3 Social security wages'],
      [90, '4 Social security tax withheld'],
    ]),
  );
  lines.push(
    row([
      [2, '36-4459912'],
      [50, '43,568.20'],
      [90, '2,701.23'],
    ]),
  );
  lines.push(
    row([
      [0, employer],
      [50, '5 Medicare wages and tips'],
      [90, '6 Medicare tax withheld'],
    ]),
  );
  lines.push(
    row([
      [2, 'Acme Supplies Corp.'],
      [50, '43,568.20'],
      [90, '631.74'],
    ]),
  );
  lines.push(row([[2, '475 Knapp Avenue']]), row([[2, 'Anytown, OH 45410']]));
  lines.push(
    row([[0, "e Employee's first name and initial    Last name"]]),
    row([[2, 'Jane R Harper']]),
  );
  return lines.join('\n');
}

describe('W-2 box 1 and the employer as forms print them', () => {
  const cases = WAGE_LABELS.flatMap(([labelName, label]) =>
    WAGE_VALUES.flatMap(([valueName, value]) =>
      EMPLOYER_LABELS.map((employer) => ({
        name: `${labelName} | ${valueName} | ${employer}`,
        label,
        value,
        employer,
      })),
    ),
  );
  it.each(cases)('$name', ({ label, value, employer }) => {
    const fields = extractW2(toLines(w2Text(label, value, employer)));
    const cents = value.includes('.') ? 4189250 : 4189200;
    expect(fields.income[0]).toMatchObject({ amountCents: cents, frequency: 'annual' });
    expect(fields.payer).toBe('Acme Supplies Corp.');
  });
});

describe('1099 boxes as forms and OCR print them', () => {
  const form = (title: string, box: string, value: string) =>
    [
      row([
        [0, "PAYER'S name, street address, city or town, state or province, country, ZIP"],
        [90, box],
        [120, 'OMB No. 1545-0116'],
      ]),
      row([
        [0, 'or foreign postal code, and telephone no.'],
        [90, value],
        [120, title],
      ]),
      row([[2, 'Lakeside Property Management Inc']]),
      row([
        [2, '400 Shore Drive'],
        [90, '4 Federal income tax withheld'],
      ]),
      row([
        [2, 'Tulsa, OK 74103'],
        [90, '$ 1,440.00'],
      ]),
      row([[0, "RECIPIENT'S name"]]),
      row([[2, 'Luis A Ortega']]),
    ].join('\n');

  it.each([
    ['1 Rents', '$ 14,400.00'],
    ['l Rents', '$ 14,400.00'],
    ['Rents', '14,400.00'],
    ['1 Rents', '14400'],
  ])('1099-MISC rents: %s %s', (box, value) => {
    const fields = extract1099(toLines(form('Form 1099-MISC', box, value)), 'form_1099_misc');
    expect(fields.income[0]).toMatchObject({ category: 'rental', amountCents: 1440000 });
    expect(fields.payer).toBe('Lakeside Property Management Inc');
  });

  it.each([
    ['form_1099_int', '1 Interest income', 'taxable-interest'],
    ['form_1099_int', 'I Interest income', 'taxable-interest'],
    ['form_1099_r', '1 Gross distribution', 'pension'],
    ['form_1099_r', 'Gross distribution', 'pension'],
    ['form_1099_g', '1 Unemployment compensation', 'unemployment'],
    ['form_1099_nec', '1 Nonemployee compensation', 'self-employment'],
  ] as const)('%s: %s', (kind, box, category) => {
    const fields = extract1099(toLines(form('Form 1099', box, '$ 14,400.00')), kind);
    expect(fields.income[0]).toMatchObject({ category, amountCents: 1440000 });
  });
});

describe('1099 name labels as a scan reads them (decision 0706)', () => {
  it.each([
    ["PAYAR'S nama, street address, city or town", "RECIPIENT'S nome"],
    ["PAYOR'S NAME, street address, city or town", "RECIPIENT'S NAMA"],
    ["PAYER'S name, street address, city or town", "RECIPIANT'S name"],
  ])('%s | %s', (payerLabel, recipientLabel) => {
    const fields = extract1099(
      toLines(
        [
          `${payerLabel}               1 Rents`,
          '  Lakeside Property Management Inc                         $ 14,400.00',
          '  400 Shore Drive',
          recipientLabel,
          '  Luis A Ortega',
        ].join('\n'),
      ),
      'form_1099_misc',
    );
    expect(fields.payer).toBe('Lakeside Property Management Inc');
    expect(fields.printedName).toBe('Luis A Ortega');
  });
});

describe("the payer's box when OCR missed its name line", () => {
  it.each(['PO Box 4410', 'P.O. Box 4410 Dept 7', 'Post Office Box 4410', 'Springfield, IL 62704'])(
    'never takes an address line for the payer: %s',
    (address) => {
      const fields = extract1099(
        toLines(
          [
            "PAYER'S name, street address, city or town               1 Unemployment compensation",
            `  ${address}                                               $ 5,850.00`,
            '  Springfield, IL 62704',
          ].join('\n'),
        ),
        'form_1099_g',
      );
      expect(fields.payer).toBeUndefined();
      expect(fields.income[0]).toMatchObject({ amountCents: 585000, source: 'Payer on 1099' });
    },
  );
});

describe('box borders OCR reads as characters', () => {
  it.each([
    ['| Lakeside Property Management Inc', '  Lakeside Property Management Inc'],
    ['Rents   |   $ 14,400.00  |', 'Rents       $ 14,400.00'],
    ['   [ Acme Supplies Corp.', '     Acme Supplies Corp.'],
    ['a|b stays', 'a|b stays'],
    ['Ohio Department | of Job and Family Services', 'Ohio Department of Job and Family Services'],
  ])('%s', (line, clean) => {
    expect(boxRules(line).trimEnd()).toBe(clean);
  });

  it('reads the payer in a box whose left border OCR kept', () => {
    const fields = extract1099(
      toLines(
        [
          "PAYER'S name, street address, city or town               1 Rents",
          '| Lakeside Property Management Inc                         | $ 14,400.00',
          '| 400 Shore Drive',
        ].join('\n'),
      ),
      'form_1099_misc',
    );
    expect(fields.payer).toBe('Lakeside Property Management Inc');
    expect(fields.income[0]?.amountCents).toBe(1440000);
  });
});
