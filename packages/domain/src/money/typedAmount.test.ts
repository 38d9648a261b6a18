import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './amount.js';
import {
  type AmountLanguage,
  amountLanguage,
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

describe('formatTypedAmount', () => {
  it.each<[AmountLanguage, number, string]>([
    ['en', 132012, '1,320.12'],
    ['es', 132012, '1.320,12'],
    ['en', 5, '0.05'],
    ['es', 100000000, '1.000.000,00'],
  ])('%s %i cents is %s', (language, cents, text) => {
    expect(formatTypedAmount(cents, language)).toBe(text);
  });

  it('round-trips through parseTypedAmount in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
        fc.constantFrom<AmountLanguage>('en', 'es'),
        (cents, language) => {
          const text = formatTypedAmount(cents, language);
          expect(parseTypedAmount(text, language)).toEqual({ ok: true, cents });
        },
      ),
    );
  });

  it('never reads a formatted amount in the other language as a different amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: MAX_AMOUNT_CENTS }), (cents) => {
        const read = parseTypedAmount(formatTypedAmount(cents, 'es'), 'en');
        expect(read.ok && read.cents !== cents).toBe(false);
      }),
    );
  });
});

describe('amountLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['en', 'en'],
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
