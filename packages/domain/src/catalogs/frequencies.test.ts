import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREQUENCY,
  expenseFrequencies,
  frequencyLabels,
  frequencyOrMonthly,
  incomeFrequencies,
  normalizeFrequency,
} from './frequencies.js';

describe('frequencies (SPEC 3 and 9)', () => {
  it('lists the canonical values', () => {
    expect([...incomeFrequencies]).toEqual(['weekly', 'biweekly', 'monthly', 'annual']);
    expect([...expenseFrequencies]).toEqual(['monthly', 'annual']);
    expect(DEFAULT_FREQUENCY).toBe('monthly');
    expect(Object.keys(frequencyLabels)).toEqual([...incomeFrequencies]);
  });

  it.each([
    ['weekly', 'weekly'],
    ['biweekly', 'biweekly'],
    ['bi-weekly', 'biweekly'],
    ['Bi-Weekly', 'biweekly'],
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
});
