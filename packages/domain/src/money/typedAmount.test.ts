import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { MAX_AMOUNT_CENTS } from './amount.js';
import {
  type AmountLanguage,
  amountLanguage,
  amountSeparators,
  formatTypedAmount,
  parseTypedAmount,
  typedAmountForSchema,
} from './typedAmount.js';

// Issue 18, item 3 and its defects: `1320,12` in Spanish was saved as $132,012 and `1,32O.12`
// (letter O) as $132.12. Rules: docs/decisions/0060.

describe('parseTypedAmount reads amounts by the language', () => {
  it.each<[AmountLanguage, string, number]>([
    ['en', '1,320.12', 132012],
    ['en', '1320.12', 132012],
    ['en', '$1,320.12', 132012],
    ['en', ' 1 320.12 USD ', 132012],
    ['en', 'usd 12', 1200],
    ['en', '1,320', 132000],
    ['en', '1,000,000.5', 100000050],
    ['en', '12.', 1200],
    ['en', '.5', 50],
    ['en', '0', 0],
    ['en', '007.10', 710],
    ['en', '1000000000', MAX_AMOUNT_CENTS],
    ['es', '1.320,12', 132012],
    ['es', '1320,12', 132012],
    ['es', '$ 1.320,12', 132012],
    ['es', '1.320', 132000],
    ['es', '1.000.000,5', 100000050],
    ['es', '1320.12', 132012], // one dot with 2 digits after it cannot group thousands
    ['es', '12.5', 1250],
    ['es', ',5', 50],
    ['es', '1320', 132000],
  ])('%s %j is %i cents', (language, text, cents) => {
    expect(parseTypedAmount(text, language)).toEqual({ ok: true, cents });
  });

  it.each<[AmountLanguage, string, string]>([
    ['en', '1,32O.12', 'amountLetters'],
    ['es', '1.32O,12', 'amountLetters'],
    ['en', '12a', 'amountLetters'],
    ['en', '1e5', 'amountLetters'],
    ['en', '', 'amountRequired'],
    ['es', ' $ ', 'amountRequired'],
    ['en', '-5', 'amountNegative'],
    ['en', '(5.00)', 'amountNegative'],
    ['en', '1320.123', 'amountTooManyDecimals'],
    ['es', '1320,123', 'amountTooManyDecimals'],
    ['en', '1320,12', 'amountUnclear'], // a Spanish decimal in English: not guessed
    ['en', '1.320,12', 'amountUnclear'],
    ['es', '1,320.12', 'amountUnclear'],
    ['en', '1,32,0.12', 'amountUnclear'],
    ['es', '1.3201', 'amountUnclear'],
    ['es', '1.320.12', 'amountUnclear'],
    ['es', '1,2,3', 'amountUnclear'],
    ['en', '.', 'amountUnclear'],
    ['en', '10000000000', 'amountTooLarge'],
    ['en', '1000000000.01', 'amountTooLarge'],
  ])('%s %j is refused: %s', (language, text, problem) => {
    expect(parseTypedAmount(text, language)).toEqual({ ok: false, problem });
  });
});

// Issue 20 (docs/decisions/0820): the nine other languages read amounts by their locale's marks
// in CLDR: `.`/`,` (decimal/group) for zh, ko, tl (ICU's `fil`), ar (Latin digits) and ht (no
// ICU locale: en-US); `,`/`.` for vi and pt; `,` with a no-break space for ru (U+00A0) and with a
// narrow no-break space for fr (U+202F). Where `,` marks cents, `1320.12` is still read as cents.
describe('amount marks follow CLDR', () => {
  it.each(applicantLanguageCodes)('%s uses Intl.NumberFormat’s decimal and group marks', (code) => {
    const parts = new Intl.NumberFormat(code).formatToParts(1234.5);
    const mark = (type: string) => parts.find((part) => part.type === type)?.value;
    // es: CLDR does not group four-digit numbers in Spanish; 1234567.5 shows the mark.
    const group = mark('group') ?? new Intl.NumberFormat(code).formatToParts(1234567.5)[1]?.value;
    expect(amountSeparators[code]).toEqual({ decimal: mark('decimal'), group });
  });

  it.each<[AmountLanguage, string, number]>([
    ['zh', '1,320.12', 132012],
    ['ko', '1,320.12', 132012],
    ['tl', '$1,320.12', 132012],
    ['ar', '1,320.12', 132012],
    ['ht', '1,320.12', 132012],
    ['vi', '1.320,12', 132012],
    ['pt', '1.320,12', 132012],
    ['pt', '1320,12', 132012],
    ['vi', '1320.12', 132012], // one dot with 2 digits after it cannot group thousands
    ['pt', '1.320', 132000],
    ['ru', '1\u00a0320,12', 132012],
    ['ru', '1 320,12', 132012],
    ['ru', '1320,12', 132012],
    ['ru', '1320.5', 132050],
    ['fr', '1\u202f320,12', 132012],
    ['fr', '1 000 000,5', 100000050],
    ['fr', '12,5', 1250],
    // An Arabic keyboard types Arabic-Indic digits and marks (U+0660-0669, U+066B, U+066C).
    ['ar', '١٬٣٢٠٫١٢', 132012],
    ['ar', '١٣٢٠٫٥', 132050],
    ['ar', '۱۲۳', 12300], // the Persian forms (U+06F0-06F9)
    ['en', '١,٣٢٠.١٢', 132012],
    ['fr', '١٣٢٠٫١٢', 132012],
  ])('%s %j is %i cents', (language, text, cents) => {
    expect(parseTypedAmount(text, language)).toEqual({ ok: true, cents });
  });

  it.each<[AmountLanguage, string, string]>([
    ['zh', '1320,12', 'amountUnclear'],
    ['ar', '1.320,12', 'amountUnclear'],
    ['vi', '1,320.12', 'amountUnclear'],
    ['pt', '1.3201', 'amountUnclear'],
    ['ru', '1.320', 'amountUnclear'], // a dot does not group thousands in Russian
    ['ru', '1,320.12', 'amountUnclear'],
    ['fr', '1.320,12', 'amountUnclear'],
    ['fr', '1320,123', 'amountTooManyDecimals'],
    ['ko', '1,32O.12', 'amountLetters'],
  ])('%s %j is refused: %s', (language, text, problem) => {
    expect(parseTypedAmount(text, language)).toEqual({ ok: false, problem });
  });

  it.each<[AmountLanguage, string]>([
    ['zh', '1,320.12'],
    ['vi', '1.320,12'],
    ['pt', '1.320,12'],
    ['ru', '1\u00a0320,12'],
    ['fr', '1\u202f320,12'],
    ['ar', '1,320.12'],
  ])('%s writes 132012 cents as %j', (language, text) => {
    expect(formatTypedAmount(132012, language)).toBe(text);
  });
});

describe('formatTypedAmount', () => {
  it.each<[AmountLanguage, number, string]>([
    ['en', 132012, '1,320.12'],
    ['es', 132012, '1.320,12'],
    ['en', 5, '0.05'],
    ['es', 100000000, '1.000.000,00'],
  ])('%s %i cents is %s', (language, cents, text) => {
    expect(formatTypedAmount(cents, language)).toBe(text);
  });

  it('round-trips through parseTypedAmount in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
        fc.constantFrom<AmountLanguage>(...applicantLanguageCodes),
        (cents, language) => {
          const text = formatTypedAmount(cents, language);
          expect(parseTypedAmount(text, language)).toEqual({ ok: true, cents });
        },
      ),
    );
  });

  it('never reads a formatted amount in another language as a different amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
        fc.constantFrom<AmountLanguage>(...applicantLanguageCodes),
        fc.constantFrom<AmountLanguage>(...applicantLanguageCodes),
        (cents, written, read) => {
          const result = parseTypedAmount(formatTypedAmount(cents, written), read);
          expect(result.ok && result.cents !== cents).toBe(false);
        },
      ),
    );
  });
});

describe('amountLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['en', 'en'],
    ['zh-CN', 'zh'],
    ['pt_BR', 'pt'],
    ['fil', 'tl'],
    ['ar', 'ar'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s reads as %s', (language, expected) => {
    expect(amountLanguage(language)).toBe(expected);
  });
});

describe('typedAmountForSchema', () => {
  it.each<[AmountLanguage, string, ReturnType<typeof typedAmountForSchema>]>([
    ['es', '1320,12', { amount: '1320.12' }],
    ['en', '1,320.12', { amount: '1320.12' }],
    ['en', '  ', { amount: '' }],
    ['en', '1,32O.12', { amount: '1,32O.12', problem: 'amountLetters' }],
  ])('%s %j', (language, text, expected) => {
    expect(typedAmountForSchema(text, language)).toEqual(expected);
  });
});
