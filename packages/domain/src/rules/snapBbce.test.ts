import { describe, expect, it } from 'vitest';
import { nextDay } from './period.js';
import { STATE_CODES } from './regions.js';
import { bbceGuidelineYear, snapBbceRule } from './snapBbce.js';
import { snapBbceRows } from './snapBbceStates.js';

// USDA FNS, SNAP Broad-Based Categorical Eligibility chart, with the state notices on the rows.
describe('SNAP broad-based categorical eligibility rows', () => {
  it("knows every state from 2025-10-01, with no gap between a state's rows", () => {
    for (const state of STATE_CODES) {
      const rows = snapBbceRows.filter((row) => row.state === state);
      expect(rows[0]?.from).toBe('2025-10-01');
      rows.slice(1).forEach((row, index) => {
        expect(row.from).toBe(nextDay(rows[index]!.to!));
      });
      expect(rows.at(-1)?.to).toBeUndefined();
      for (const row of rows) expect(row.source.url).toMatch(/^https:\/\//);
    }
  });

  it.each([
    ['AL', 130, undefined],
    ['CA', 200, undefined],
    ['TX', 165, 5_000],
    ['ID', 130, 5_000],
    ['NJ', 185, undefined],
    ['AR', null, undefined],
    ['WY', null, undefined],
  ] as const)('%s: gross %s %%, asset limit %s', (state, percent, assets) => {
    const rule = snapBbceRule('2026-01-15', state)!;
    expect(rule.grossPercent).toBe(percent);
    expect(rule.assetLimit).toBe(assets);
  });

  it('moves Arizona from 185 % to 200 % in benefit month 03/2026', () => {
    expect(snapBbceRule('2026-02-28', 'AZ')?.grossPercent).toBe(185);
    expect(snapBbceRule('2026-03-01', 'AZ')?.grossPercent).toBe(200);
  });

  it('has no BBCE in eight states', () => {
    const none = STATE_CODES.filter((s) => snapBbceRule('2026-01-15', s)?.grossPercent === null);
    expect(none).toEqual(['AR', 'KS', 'MS', 'MO', 'SD', 'TN', 'UT', 'WY']);
  });

  it('is unknown before the table', () => {
    expect(snapBbceRule('2025-09-30', 'CA')).toBeUndefined();
  });

  it('uses the guideline year the state adopted in its update month', () => {
    expect(bbceGuidelineYear('2026-09-30', {})).toBe(2025);
    expect(bbceGuidelineYear('2026-10-01', {})).toBe(2026);
    expect(bbceGuidelineYear('2026-03-31', { guidelineMonth: 4 })).toBe(2025);
    expect(bbceGuidelineYear('2026-04-01', { guidelineMonth: 4 })).toBe(2026);
  });
});
