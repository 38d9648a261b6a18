/**
 * One spelling for what typography and OCR vary: curly quotes and primes as ', dashes as -,
 * no-break and thin spaces as spaces, ligatures spelled out. Labels then match one pattern
 * ('PAYER’S' and "PAYER'S", 'Mar 1 – Mar 15' and 'Mar 1 - Mar 15').
 */
export function normalizeTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00A0\u2007\u2009\u202F]/g, ' ')
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .replace(/\uFB00/g, 'ff');
}

// OCR confusions inside words: a digit among letters is a letter misread ('Gr0ss' -> 'Gross',
// '5ocial' -> 'Social', 'Net Pa1' -> 'Net Pal'); numbers are left alone.
const DIGIT_AS_LETTER: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
  '6': 'g',
};

/** Fixes one digit read inside a word of four or more letters; amounts and codes are untouched. */
export function repairOcrWords(line: string): string {
  return line.replace(/\b[A-Za-z0-9]{5,}\b/g, (word) => {
    const letters = word.replace(/[^A-Za-z]/g, '').length;
    if (letters < 4 || word.length - letters !== 1) return word;
    return word.replace(/[01568]/, (digit, at: number) => {
      const letter = DIGIT_AS_LETTER[digit] ?? digit;
      const upper =
        at === 0 || word.replace(/[^A-Za-z]/g, '') === word.replace(/[^A-Za-z]/g, '').toUpperCase();
      return upper ? letter.toUpperCase() : letter;
    });
  });
}

// OCR confusions inside numbers: a letter read for a digit in a date or an amount
// ('O4/1l/2025' -> '04/11/2025', '1,2O0.00' -> '1,200.00'). Only in tokens already shaped
// like a date (d/d/yy) or an amount with cents, so words are never touched.
const LETTER_AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};
const CONFUSABLE = 'OoDQIli|SsBZzG';
const DIGITISH = `[0-9${CONFUSABLE}]`;
const NUMBER_SHAPES = new RegExp(
  [
    `(?<![A-Za-z0-9])${DIGITISH}{1,2}/${DIGITISH}{1,2}/${DIGITISH}{2,4}(?![A-Za-z0-9])`,
    `(?<![A-Za-z0-9])(?:${DIGITISH}{1,3}(?:,${DIGITISH}{3})+|${DIGITISH}{1,7})\\.${DIGITISH}{2}(?![A-Za-z0-9])`,
  ].join('|'),
  'g',
);

// A dollar sign OCR read as an S: 'S1,431.76', 'S 450.00' before an amount with cents or
// thousands, never inside a word ('US 1,200' stays; 'S8' alone stays).
const S_FOR_DOLLAR =
  /(?<![A-Za-z0-9$])[Ss](?= ?\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d,.])| ?\d+\.\d{2}(?![\d,.]))/g;

function dollarSigns(line: string): string {
  return line.replace(S_FOR_DOLLAR, '$');
}

/**
 * A dollar amount whose decimal point OCR read as a space, its comma then read as a point
 * ('$   123.456 00' for $123,456.00): thousands groups, one space, two digits ending the cell.
 * The sign may be read as an S at the box's edge ('s   123.456 00').
 */
const POINT_AS_SPACE =
  /(?<![A-Za-z0-9])[$Ss](\s*)(\d{1,3}(?:[.,]\d{3})+) (\d{2})(?=\s{2,}|\s*\||\s*$)/g;

/**
 * Fixes letters read inside a date or an amount. A token needs more real digits than letters
 * (at most two letters), so 'SO/ll/IS' or a word stays as it is.
 */
export function repairOcrNumbers(line: string): string {
  return dollarSigns(line)
    .replace(
      POINT_AS_SPACE,
      (_, space: string, whole: string, cents: string) =>
        `$${space}${whole.replace(/\./g, ',')}.${cents}`,
    )
    .replace(NUMBER_SHAPES, (token) => {
      const letters = token.replace(/[^A-Za-z|]/g, '').length;
      const digits = token.replace(/[^0-9]/g, '').length;
      if (letters === 0 || letters > 2 || digits <= letters * 2) return token;
      return token.replace(/[A-Za-z|]/g, (letter) => LETTER_AS_DIGIT[letter] ?? letter);
    });
}

/** Levenshtein distance, for labels OCR has garbled by a letter or two. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(
        above + 1,
        previous[j - 1]! + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/**
 * Where a label phrase starts in a line, allowing one edit per five letters of each word
 * ('Gros5 Pav' is 'Gross Pay'); -1 when it is not there. Case and punctuation do not count.
 */
export function fuzzyLabelIndex(line: string, phrase: string): number {
  const target = phrase.toLowerCase().split(/\s+/);
  const words = [...line.matchAll(/[A-Za-z0-9']+/g)];
  for (let start = 0; start + target.length <= words.length; start += 1) {
    const fits = target.every((want, offset) => {
      const got = words[start + offset]![0].toLowerCase().replace(/'/g, '');
      const clean = want.replace(/'/g, '');
      return editDistance(got, clean) <= Math.floor(clean.length / 5);
    });
    if (fits) return words[start]!.index ?? 0;
  }
  return -1;
}
