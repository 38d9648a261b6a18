import { describe, expect, it } from 'vitest';
import { boxOneWages, extractW2 } from './taxForms.js';
import { toLines } from './textLines.js';

// Box 1 of a W-2 as OCR reads small print: a sheet of copies (B, C, 2) prints it up to four
// times and each copy may read a digit or a label word differently. Lines modelled on the
// OCR text of the four-copy W-2 PNG of outside tuning (azdi-w2-multiple, decision 0968).

const copy = (label: string, wages: string) => [
  "a Employee's social security   1 Wages, tips, other compensation   2 Federal income tax withheld".replace(
    '1 Wages, tips, other compensation',
    label,
  ),
  `number                           ${wages}                   17.31`,
  'b Employer ID number (EIN)       3 Social security wages        4 Social security tax withheld',
  '98-7654321                       1080.50                        66.99',
  "c Employer's name, address, and ZIP code",
  'Contoso Ltd',
];

describe('box 1 wages on a sheet of copies', () => {
  it.each([
    {
      name: 'one copy read clearly: sure',
      lines: copy('1 Wages, tips, other compensation', '1080.50'),
      want: { cents: 108050, sure: true },
    },
    {
      name: "'tips' lost in small print ('Wages Spe other compersmion'): read, not sure",
      lines: copy('1 Wages Spe other compersmion', '1080.50'),
      want: { cents: 108050, sure: false },
    },
    {
      name: 'four copies alike: sure',
      lines: [1, 2, 3, 4].flatMap(() => copy('1 Wages, tips, other compensation', '1080.50')),
      want: { cents: 108050, sure: true },
    },
    {
      name: 'one copy of four misread: the value most copies read, not sure',
      lines: [
        ...copy('1 Wages, tips, other compensation', '1050.50'),
        ...copy('1 Wages, tips, other compensation', '1080.50'),
        ...copy('1 Wages lps cther compensation', '1080.50'),
      ],
      want: { cents: 108050, sure: false },
    },
    {
      name: 'two copies disagreeing: the first, not sure',
      lines: [
        ...copy('1 Wages, tips, other compensation', '1050.50'),
        ...copy('1 Wages, tips, other compensation', '1080.50'),
      ],
      want: { cents: 105050, sure: false },
    },
  ])('$name', ({ lines, want }) => {
    expect(boxOneWages(toLines(lines.join('\n')))).toEqual(want);
  });

  it('an unsure box 1 is shown to confirm (under 0.7), a sure one is not', () => {
    const unsure = extractW2(toLines(copy('1 Wages Spe other compersmion', '1080.50').join('\n')));
    expect(unsure.income[0]?.confidence).toBeLessThan(0.7);
    const sure = extractW2(
      toLines(copy('1 Wages, tips, other compensation', '1080.50').join('\n')),
    );
    expect(sure.income[0]?.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    '16 State wages, tips, etc.        1080.50',
    '5 Medicare wages and tips         1080.50',
    '3 Social security wages           1080.50',
  ])('another box is never box 1: %s', (line) => {
    expect(boxOneWages(toLines(line))).toBeUndefined();
  });
});
