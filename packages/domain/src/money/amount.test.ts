import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmountText,
  centsToDollars,
  MAX_AMOUNT_CENTS,
  parseAmount,
} from './amount.js';

describe('parseAmount (SPEC 5 amounts)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    [' 12.34 ', 1234],
    ['12.', 1200],
    ['.5', 50],
    ['007.10', 710],
    ['10.005', 1001],
    ['10.004', 1000],
    ['10.0049', 1000],
    ['0.995', 100],
    ['1000000000', MAX_AMOUNT_CENTS],
    [0, 0],
    [-0, 0],
    [12.34, 1234],
    [10.005, 1001],
    [1e-7, 0],
    [1_000_000_000, MAX_AMOUNT_CENTS],
  ])('%j -> %i cents', (input, cents) => {
    expect(parseAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    [undefined, 'amountRequired'],
    [null, 'amountRequired'],
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['-5', 'amountInvalid'],
    ['+5', 'amountInvalid'],
    ['1,000', 'amountInvalid'],
    ['$10', 'amountInvalid'],
    ['1e3', 'amountInvalid'],
    ['.', 'amountInvalid'],
    ['1.2.3', 'amountInvalid'],
    ['Infinity', 'amountInvalid'],
    ['NaN', 'amountInvalid'],
    ['1000000000.01', 'amountInvalid'],
    ['99999999999', 'amountInvalid'],
    [-1, 'amountInvalid'],
    [-0.01, 'amountInvalid'],
    [Number.NaN, 'amountInvalid'],
    [Number.POSITIVE_INFINITY, 'amountInvalid'],
    [1e21, 'amountInvalid'],
    [1_000_000_000.01, 'amountInvalid'],
    [true, 'amountInvalid'],
    [{}, 'amountInvalid'],
  ])('%j is rejected with %s', (input, problem) => {
    expect(parseAmount(input)).toEqual({ ok: false, problem });
  });

  it('string and number amounts give the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        const dollars = cents / 100;
        const fromNumber = parseAmount(dollars);
        expect(fromNumber).toEqual({ ok: true, cents });
        expect(parseAmount(String(dollars))).toEqual(fromNumber);
        expect(parseAmount(dollars.toFixed(2))).toEqual(fromNumber);
      }),
    );
  });

  it('any finite non-negative double parses the same as its text', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const text = String(value);
        fc.pre(!text.includes('e'));
        expect(parseAmount(value)).toEqual(parseAmount(text));
      }),
    );
  });

  it('rejects every negative, and never yields a non-integer or non-finite cents', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer()), (value) => {
        const parsed = parseAmount(value);
        if (typeof value === 'number' && value < 0) expect(parsed.ok).toBe(false);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.cents)).toBe(true);
          expect(parsed.cents).toBeGreaterThanOrEqual(0);
          expect(parsed.cents).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
        }
      }),
    );
  });

  it('rejects non-numeric text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*(\d*)(\.\d*)?\s*$/.test(s)),
        (text) => {
          expect(parseAmount(text).ok).toBe(false);
        },
      ),
    );
  });
});

describe('cents helpers', () => {
  it('treats what does not parse as 0', () => {
    expect(amountToCents('12.50')).toBe(1250);
    expect(amountToCents('abc')).toBe(0);
    expect(amountToCents(undefined)).toBe(0);
  });

  it.each([
    [0, '0.00', 0],
    [5, '0.05', 0.05],
    [123456, '1234.56', 1234.56],
    [-150, '-1.50', -1.5],
  ])('%i cents -> %s / %d', (cents, text, dollars) => {
    expect(centsToAmountText(cents)).toBe(text);
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('text round-trips through parseAmount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseAmount(centsToAmountText(cents))).toEqual({ ok: true, cents });
        expect(String(centsToDollars(cents))).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});
