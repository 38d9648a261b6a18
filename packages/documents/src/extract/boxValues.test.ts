import { describe, expect, it } from 'vitest';
import { extract1099 } from './taxForms.js';
import { toLines } from './textLines.js';

/** Cells placed at character columns, as `pdftotext -layout` or OCR word boxes lay them out. */
function row(cells: [number, string][]): string {
  let line = '';
  for (const [column, text] of cells) line = line.padEnd(Math.max(column, line.length + 3)) + text;
  return line;
}

// Outside samples (document-AI sample sets, decision 0700) print a 1099 box's value below the
// second line of the payer's label, right-aligned at the box's right edge (nearer the next
// label than its own), or starting a little left of the label ('$' at the box's edge).
const BOXES = [
  ['form_1099_misc', '1 Rents', 'rental'],
  ['form_1099_int', '1 Interest income', 'taxable-interest'],
  ['form_1099_nec', '1 Nonemployee compensation', 'self-employment'],
  ['form_1099_g', '1 Unemployment compensation', 'unemployment'],
] as const;
const VALUES: [string, number][] = [
  ['$ 1,500', 150000],
  ['1,500', 150000],
  ['374.28', 37428],
  ['$ 5000', 500000],
];
/** Where the value sits, as a column relative to the box label's (which starts at 80). */
const PLACES: [string, number][] = [
  ['under the label', 80],
  ['right edge of the box', 104],
  ['left of the label', 73],
];
const GAPS: [string, string[]][] = [
  ['next line', []],
  ['after the label wraps in the payer box', ['or foreign postal code, and telephone no.']],
  ['after a payer line and a side note', ['Copy B']],
];

function form(box: string, value: string, place: number, gap: string[]): string {
  const gapRows = gap.map((text) => (text === 'Copy B' ? row([[150, text]]) : row([[2, text]])));
  return [
    row([
      [2, "PAYER'S name, street address, city or town, state or province, country, ZIP"],
      [80, box],
      [112, 'OMB No. 1545-0115'],
    ]),
    ...gapRows,
    row([
      [2, 'Mueller Technology'],
      [place, value],
      [130, 'Form 1099'],
    ]),
    row([[2, '1460 Colony Street']]),
    row([
      [2, 'York, WI 53204'],
      [80, '2 Royalties'],
    ]),
    row([[80, '$ 350']]),
    row([[2, "RECIPIENT'S name"]]),
    row([[2, 'Anastasia Hodges']]),
  ].join('\n');
}

describe('a 1099 box value wherever the form prints it in the box', () => {
  const cases = BOXES.flatMap(([kind, box, category]) =>
    VALUES.flatMap(([value, cents]) =>
      PLACES.flatMap(([placeName, place]) =>
        GAPS.map(([gapName, gap]) => ({
          name: `${box} | ${value} | ${placeName} | ${gapName}`,
          kind,
          text: form(box, value, place, gap),
          category,
          cents,
        })),
      ),
    ),
  );
  it.each(cases)('$name', ({ kind, text, category, cents }) => {
    const fields = extract1099(toLines(text), kind);
    expect(fields.income[0]).toMatchObject({ category, amountCents: cents });
    expect(fields.payer).toBe('Mueller Technology');
  });

  it('never takes the form year beside an empty box for its value', () => {
    const text = [
      row([
        [2, "PAYER'S name, street address"],
        [80, '1 Nonemployee compensation'],
      ]),
      row([
        [2, 'Side Hustle, Inc.'],
        [112, '2020'],
      ]),
      row([[80, '2 Payer made direct sales']]),
    ].join('\n');
    expect(extract1099(toLines(text), 'form_1099_nec').income).toEqual([]);
  });

  it("stops at the next box's label below, so an empty box stays empty", () => {
    const text = [
      row([
        [2, "PAYER'S name, street address"],
        [80, '1 Rents'],
      ]),
      row([[2, 'Test Company']]),
      row([[80, '2 Royalties']]),
      row([[80, '$ 2,000']]),
    ].join('\n');
    const fields = extract1099(toLines(text), 'form_1099_misc');
    expect(fields.income.find((item) => item.category === 'rental')).toBeUndefined();
    expect(fields.income[0]).toMatchObject({ amountCents: 200000 });
  });
});
