import { describe, expect, it } from 'vitest';
import { nextDay, previousDay, rowOn, ruleDay } from './period.js';

const rows = [
  { from: '2025-10-01', to: '2026-09-30', id: 'fy26' },
  { from: '2026-10-01', id: 'fy27' },
];

describe('ruleDay', () => {
  it('keeps an ISO day, and takes the UTC day of a Date or a timestamp', () => {
    expect(ruleDay('2026-10-01')).toBe('2026-10-01');
    expect(ruleDay(new Date('2026-09-30T23:59:59Z'))).toBe('2026-09-30');
    expect(ruleDay('2026-10-01T08:00:00Z')).toBe('2026-10-01');
  });

  it('rejects text that is not a date', () => {
    expect(() => ruleDay('not a date')).toThrow(RangeError);
  });
});

describe('rowOn', () => {
  it('picks the row whose period holds the day, both ends included', () => {
    expect(rowOn(rows, '2025-10-01')?.id).toBe('fy26');
    expect(rowOn(rows, '2026-09-30')?.id).toBe('fy26');
    expect(rowOn(rows, '2026-10-01')?.id).toBe('fy27');
    expect(rowOn(rows, '2040-01-01')?.id).toBe('fy27');
  });

  it('finds nothing before the first row', () => {
    expect(rowOn(rows, '2025-09-30')).toBeUndefined();
  });
});

describe('nextDay', () => {
  it('crosses month and year ends', () => {
    expect(nextDay('2026-09-30')).toBe('2026-10-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('previousDay', () => {
  it('steps back over month, year and leap-day ends', () => {
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2025-10-01')).toBe('2025-09-30');
  });
});
