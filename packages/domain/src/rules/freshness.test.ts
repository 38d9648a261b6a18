import { describe, expect, it } from 'vitest';
import { RULE_TABLES, staleRuleTables } from './freshness.js';
import { nextDay } from './period.js';

describe('rule tables', () => {
  it.each(Object.entries(RULE_TABLES))(
    '%s: periods start on their start day, in order, without overlap or gap',
    (_name, rows) => {
      expect(rows.length).toBeGreaterThan(0);
      const sorted = [...rows].sort((a, b) => a.from.localeCompare(b.from));
      sorted.forEach((row, index) => {
        if (row.to !== undefined) expect(row.to >= row.from).toBe(true);
        const next = sorted[index + 1];
        if (next) expect(next.from).toBe(nextDay(row.to ?? 'open-ended row before another row'));
      });
    },
  );

  // Fails on the test's own clock when a table's newest period ends within 90 days: add the
  // next year's figures (or mark the period open-ended if the agency announced no change).
  it('has no table whose newest period ends within the next 90 days (today)', () => {
    expect(staleRuleTables(new Date())).toEqual([]);
  });

  it('names the tables that would go stale, on a fixed clock', () => {
    expect(staleRuleTables('2027-04-15')).toEqual(['wic']);
    expect(staleRuleTables('2027-07-15')).toEqual(['snapFiscalYears', 'wic']);
    expect(staleRuleTables('2026-11-25')).toEqual([]);
  });
});
