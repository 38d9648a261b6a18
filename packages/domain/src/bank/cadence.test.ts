import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, detectCadence, expectedCadence } from './cadence.js';

function datesEvery(days: number, count: number, start = '2026-08-03'): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(first + index * days * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('detectCadence', () => {
  it.each([
    [[], 'unknown'],
    [['2026-10-01'], 'unknown'],
    [['2026-10-01', '2026-10-01'], 'unknown'],
    [['not a date', '2026-10-01'], 'unknown'],
    [datesEvery(7, 4), 'weekly'],
    [datesEvery(14, 3), 'biweekly'],
    [['2026-09-15', '2026-10-15', '2026-11-15'], 'monthly'],
    [['2026-01-31', '2026-02-28', '2026-03-31'], 'monthly'],
    [datesEvery(21, 3), 'irregular'],
    [['2026-10-01', '2026-10-03'], 'irregular'],
    // Unordered dates, one late payday: the median gap decides.
    [['2026-10-29', '2026-10-01', '2026-10-15', '2026-11-13'], 'biweekly'],
  ])('%o -> %s', (dates, cadence) => {
    expect(detectCadence(dates)).toBe(cadence);
  });

  it('finds the cadence of regular paydays wherever they start', () => {
    const cadences = [
      [7, 'weekly'],
      [14, 'biweekly'],
      [30, 'monthly'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...cadences),
        fc.integer({ min: 2, max: 12 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        ([days, cadence], count, start) => {
          const dates = datesEvery(days, count, start.toISOString().slice(0, 10));
          expect(detectCadence(dates)).toBe(cadence);
          expect(detectCadence([...dates].reverse())).toBe(cadence);
        },
      ),
    );
  });
});

describe('expectedCadence', () => {
  it.each([
    ['weekly', 'weekly'],
    ['biweekly', 'biweekly'],
    ['semimonthly', 'biweekly'],
    ['monthly', 'monthly'],
    ['annual', 'monthly'],
  ] as const)('%s income arrives %s', (frequency, cadence) => {
    expect(expectedCadence(frequency)).toBe(cadence);
  });

  it('counts days in the UTC calendar', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-11-22T23:00:00Z')).toBe(dayNumber('2026-11-22'));
    expect(dayNumber('nope')).toBeNaN();
  });
});
