import { describe, expect, it } from 'vitest';
import { type AmountToCheck, unlikelyAmount } from './unlikelyAmount.js';

// Issue 18, item 3: ask to confirm weekly pay over $5,000, or a monthly amount 10 times the
// other entries. docs/decisions/0060.

const monthly = (cents: number): AmountToCheck => ({ cents, frequency: 'monthly' });

describe('unlikelyAmount', () => {
  it.each<[string, AmountToCheck, AmountToCheck[], ReturnType<typeof unlikelyAmount>]>([
    ['weekly pay of $5,000', { cents: 500_000, frequency: 'weekly' }, [], null],
    ['weekly pay over $5,000', { cents: 500_001, frequency: 'weekly' }, [], 'overWeeklyLimit'],
    ['$132,012 a month (a lost comma)', monthly(13_201_200), [], 'overWeeklyLimit'],
    ['$10,000 every two weeks', { cents: 1_000_000, frequency: 'biweekly' }, [], null],
    [
      '$10,000.01 every 2 weeks',
      { cents: 1_000_001, frequency: 'biweekly' },
      [],
      'overWeeklyLimit',
    ],
    ['$200,000 a year', { cents: 20_000_000, frequency: 'annual' }, [], null],
    ['10 times the others', monthly(1_000_000), [monthly(100_000)], 'farAboveOthers'],
    ['just under 10 times', monthly(999_999), [monthly(100_000)], null],
    [
      'against the middle one',
      monthly(900_000),
      [monthly(50_000), monthly(90_000), monthly(1_000_000)],
      'farAboveOthers',
    ],
    ['others of $0 are left out', monthly(10_000), [monthly(0)], null],
    [
      'weekly others become monthly',
      monthly(200_000),
      [{ cents: 50_000, frequency: 'weekly' }],
      null,
    ],
  ])('%s', (_case, entry, others, expected) => {
    expect(unlikelyAmount(entry, others)).toBe(expected);
  });
});
