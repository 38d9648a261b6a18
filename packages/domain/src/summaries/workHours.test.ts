import { describe, expect, it } from 'vitest';
import { FEDERAL_MINIMUM_WAGE_CENTS, floorToTenth, workHours } from './workHours.js';

describe('work hours (DESIGN)', () => {
  it('uses 7.25 an hour', () => {
    expect(FEDERAL_MINIMUM_WAGE_CENTS).toBe(725);
  });

  it('reports none without work income', () => {
    expect(workHours([])).toEqual({ hoursPerWeek: 0, hoursPerMonth: 0, basis: 'none' });
    expect(workHours([{ categoryId: 3, amount: 1000, frequency: 'monthly' }])).toEqual({
      hoursPerWeek: 0,
      hoursPerMonth: 0,
      basis: 'none',
    });
  });

  it('uses reported hours per week when every work entry has them', () => {
    // 20 h/week x 52/12 = 86.67 h/month
    expect(
      workHours([{ categoryId: 1, amount: '2000', frequency: 'monthly', hoursPerWeek: 20 }]),
    ).toEqual({ hoursPerWeek: 20, hoursPerMonth: 86.6, basis: 'reported' });
  });

  it('caps reported hours at 168 a week', () => {
    expect(workHours([{ categoryId: 2, hoursPerWeek: 500 }]).hoursPerWeek).toBe(168);
  });

  it('uses the minimum-wage equivalent when none has hours', () => {
    // $580 / 7.25 = 80 h/month exactly; 80 x 12/52 = 18.46 h/week
    expect(workHours([{ categoryId: 1, amount: '580', frequency: 'monthly' }])).toEqual({
      hoursPerWeek: 18.4,
      hoursPerMonth: 80,
      basis: 'minimumWage',
    });
    // $579.99 is just under 80 hours and never shows as 80
    expect(workHours([{ categoryId: 2, amount: 579.99, frequency: 'monthly' }]).hoursPerMonth).toBe(
      79.9,
    );
    // $6,960 a year = $580 a month
    expect(workHours([{ categoryId: 1, amount: 6960, frequency: 'annual' }]).hoursPerMonth).toBe(
      80,
    );
  });

  it('mixes both when some entries have hours', () => {
    const hours = workHours([
      { categoryId: 1, amount: 1000, frequency: 'monthly', hoursPerWeek: 12 },
      { categoryId: 2, amount: '290', frequency: 'monthly', hoursPerWeek: null },
      { categoryId: 3, amount: '9999', frequency: 'monthly' },
    ]);
    // 12 x 52/12 = 52 + 290/7.25 = 40 -> 92 h/month; 92 x 12/52 = 21.23 h/week
    expect(hours).toEqual({ hoursPerWeek: 21.2, hoursPerMonth: 92, basis: 'mixed' });
  });

  it('ignores hours that are not a number >= 0', () => {
    expect(
      workHours([{ categoryId: 1, amount: 725, frequency: 'monthly', hoursPerWeek: Number.NaN }])
        .basis,
    ).toBe('minimumWage');
    expect(
      workHours([{ categoryId: 1, amount: 725, frequency: 'monthly', hoursPerWeek: -3 }]).basis,
    ).toBe('minimumWage');
  });

  it.each([
    [79.99, 79.9],
    [80, 80],
    [0.05, 0],
    [86.66666, 86.6],
  ])('floorToTenth(%d) = %d', (value, floored) => {
    expect(floorToTenth(value)).toBe(floored);
  });
});
