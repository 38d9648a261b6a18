import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREQUENCY,
  expenseFrequencies,
  frequencyLabels,
  frequencyOrMonthly,
  incomeFrequencies,
  isUnknownFrequency,
  normalizeFrequency,
} from './frequencies.js';

describe('frequencies (SPEC 3 and 9)', () => {
  it('lists the canonical values', () => {
    expect([...incomeFrequencies]).toEqual([
      'weekly',
      'biweekly',
      'semimonthly',
      'monthly',
      'annual',
    ]);
    expect([...expenseFrequencies]).toEqual(['monthly', 'annual']);
    expect(DEFAULT_FREQUENCY).toBe('monthly');
    expect(Object.keys(frequencyLabels)).toEqual([...incomeFrequencies]);
  });

  it.each([
    ['weekly', 'weekly'],
    ['biweekly', 'biweekly'],
    ['bi-weekly', 'biweekly'],
    ['Bi-Weekly', 'biweekly'],
    ['semimonthly', 'semimonthly'],
    ['Semi-Monthly', 'semimonthly'],
    ['monthly', 'monthly'],
    [' MONTHLY ', 'monthly'],
    ['annual', 'annual'],
    ['annually', 'annual'],
    ['yearly', undefined],
    ['', undefined],
    ['toString', undefined],
    [12, undefined],
    [null, undefined],
  ])('normalizeFrequency(%j) = %j', (input, expected) => {
    expect(normalizeFrequency(input)).toBe(expected);
  });

  it('counts unknown as monthly', () => {
    expect(frequencyOrMonthly('fortnightly')).toBe('monthly');
    expect(frequencyOrMonthly(undefined)).toBe('monthly');
    expect(frequencyOrMonthly('annually')).toBe('annual');
  });

  // Decision 0261: the reader's 'unknown' is told apart from a missing value (monthly, 0042).
  it.each([
    ['unknown', true],
    [' Unknown ', true],
    ['monthly', false],
    [undefined, false],
    [null, false],
  ])('isUnknownFrequency(%j) = %j', (input, expected) => {
    expect(isUnknownFrequency(input)).toBe(expected);
  });
});
