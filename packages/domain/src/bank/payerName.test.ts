import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYER_MATCH_THRESHOLD,
  PAYER_NOISE_WORDS,
  payerSimilarity,
  payerTokens,
} from './payerName.js';

describe('payerTokens', () => {
  it.each([
    ['MAPLE LEAF HOME CARE PAYROLL', ['MAPLE', 'LEAF', 'HOME', 'CARE']],
    ['Acme, Inc. DIR DEP PPD ID 12345', ['ACME']],
    ['ACH Credit Corner-Market LLC', ['CORNER', 'MARKET']],
    ['José’s Café & Bakery', ['JOSE', 'S', 'CAFE', 'AND', 'BAKERY']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%s', (name, tokens) => {
    expect(payerTokens(name)).toEqual(tokens);
  });

  it('never keeps a noise word, a bare number or a duplicate', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const tokens = payerTokens(name);
        expect(new Set(tokens).size).toBe(tokens.length);
        for (const token of tokens) {
          expect(PAYER_NOISE_WORDS.has(token)).toBe(false);
          expect(token).toMatch(/^[A-Z0-9]*[A-Z][A-Z0-9]*$/);
        }
      }),
    );
  });
});

describe('payerSimilarity', () => {
  const deposit = (name: string, merchant_name: string | null = null) => ({ name, merchant_name });

  it.each([
    ['Maple Leaf Home Care', deposit('MAPLE LEAF HOME CARE PAYROLL', 'Maple Leaf Home Care'), 1],
    ['Maple Leaf Home Care', deposit('MAPLE LEAF PAYROLL'), 0.5],
    ['Corner Market', deposit('DIR DEP CORNER MKT'), 0.5],
    ['Corner Market', deposit('SHELL OIL 5544', 'Shell'), 0],
    ['Social Security', deposit('SSA TREAS 310', 'Social Security'), 1],
    // The applicant's own name is not a payer.
    ['Maria Lopez', deposit('TRANSFER FROM MARIA LOPEZ'), 0],
    ['Lopez Cleaning', deposit('ZELLE FROM MARIA LOPEZ'), 0],
    ['Lopez Cleaning', deposit('LOPEZ CLEANING LLC'), 1],
    ['PAYROLL', deposit('ACME PAYROLL'), 0],
  ])('%s vs %o', (source, transaction, expected) => {
    expect(payerSimilarity(source, transaction, 'Maria Lopez')).toBe(expected);
  });

  it('is between 0 and 1, and 1 for the payer’s own name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (source, name, applicant) => {
        const score = payerSimilarity(source, { name }, applicant);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        const own = new Set(payerTokens(applicant));
        const same = payerSimilarity(source, { name: `${source} PAYROLL` }, applicant);
        const words = payerTokens(source).filter((word) => !own.has(word));
        expect(same).toBe(words.length === 0 ? 0 : 1);
      }),
    );
  });

  it('matches from half of the payer’s words', () => {
    expect(PAYER_MATCH_THRESHOLD).toBe(0.5);
  });
});
