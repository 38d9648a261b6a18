import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr.js';
import { columnPieces, weakPieces } from './ocrPasses.js';

// Which parts of a page OCR reads a second time. Layouts: IRS Form W-2 box c ("Employer's
// name, address, and ZIP code") beside boxes 5 and 6, IRS 1099 "PAYER'S name, street
// address..." (https://www.irs.gov/forms-pubs/about-form-w-2, about-form-1099-misc; public
// domain), as the real-layout W-2 photo (corpus/real, w2-1) was read: OCR ran the employer's
// name into one unsure box on the same line as box 5's and box 6's sure figures.

let line = 0;
/** One OCR line: [text, x, confidence] cells, 12 px high, 7 px a character. */
function ocrLine(y: number, cells: [string, number, number][]): OcrWord[] {
  line += 1;
  return cells.flatMap(([text, x, confidence]) => {
    let at = x;
    return text.split(' ').map((word) => {
      const placed = { text: word, x: at, y, width: word.length * 7, height: 12, confidence, line };
      at += word.length * 7 + 5;
      return placed;
    });
  });
}

const texts = (pieces: { words: OcrWord[] }[]) =>
  pieces.map((piece) => piece.words.map((word) => word.text).join(' '));

describe('the name under a payer or employer label gets a second look', () => {
  const labels = [
    "c Employer's name, address, and ZIP code",
    'c Employer’s name, address, and ZIP code',
    "PAYER'S name, street address, city or town",
    'Employer name',
    'Company Name',
    'EMPLOYER',
    "cEmployer's nama, address, and ZIP cade",
  ];
  // [name as read, its confidence, read again, the line's figures read again too: when the
  // name pulls the whole line under 0.6, its sure figures are read as a line without it]
  const names: [string, number, boolean, boolean][] = [
    ['a pe', 0.2, true, true],
    ['poms', 0, true, false],
    ['Acme Supplies Corp.', 0.75, true, false],
    ['Acme Supplies Corp.', 0.92, false, false],
  ];
  const cases = labels.flatMap((label) =>
    names.map(([name, confidence, again, figures]) => ({
      label,
      name,
      confidence,
      again,
      figures,
    })),
  );
  it.each(cases)(
    '$label / $name at $confidence: again $again',
    ({ label, name, confidence, again, figures }) => {
      const words = [
        ...ocrLine(100, [
          [label, 100, 0.8],
          ['5 Medicare wages and tips', 700, 0.95],
        ]),
        ...ocrLine(130, [
          [name, 104, confidence],
          ['43,568.20', 720, 0.96],
          ['631.74', 1020, 0.91],
        ]),
      ];
      const pieces = weakPieces(words);
      const line = figures ? ['43,568.20 631.74'] : [];
      expect(texts(pieces)).toEqual(again ? [...line, name] : line);
      // The whole width of the label's column is read again, not only the letters found.
      if (again) expect(pieces.at(-1)!.span![1]).toBeGreaterThanOrEqual(100 + label.length * 6);
    },
  );

  it.each(["e Employee's first name and initial", "RECIPIENT'S name", 'Employee Name'])(
    'never the name under %s',
    (label) => {
      const words = [
        ...ocrLine(100, [[label, 100, 0.8]]),
        ...ocrLine(130, [['Jane R Harper', 104, 0.3]]),
      ];
      expect(weakPieces(words)).toEqual([]);
    },
  );
});

describe('figures are read again by line', () => {
  it.each([
    [0.3, 0.5, ['41,8P2.50 3,77O.33']],
    [0.96, 0.2, ['41,8P2.50 3,77O.33']],
    [0.96, 0.3, []],
    [0.96, 0.96, []],
  ])('box 1 at %s, box 2 at %s', (first, second, expected) => {
    const words = ocrLine(200, [
      ['41,8P2.50', 720, first],
      ['3,77O.33', 1020, second],
    ]);
    expect(columnPieces(words)).toHaveLength(2);
    expect(texts(weakPieces(words))).toEqual(expected);
  });
});
