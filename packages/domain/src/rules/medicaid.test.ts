import { describe, expect, it } from 'vitest';
import { hasMedicaidExpansion, MAGI_DISREGARD_PERCENT, NON_EXPANSION_STATES } from './medicaid.js';
import {
  MEDICAID_EXPANSION_ADULT_RULES,
  medicaidRenewalMonths,
  medicaidWorkRuleInForce,
} from './medicaidChanges.js';
import { medicaidLimitsFor } from './medicaidStates.js';
import { medicaidStateTable } from './medicaidStateTable.js';
import { nextDay } from './period.js';
import { STATE_CODES } from './regions.js';

// CMS eligibility-levels table (state decisions as of 2023-12-01), medicaid.gov; later changes
// with their own sources (medicaidLaterRows.ts).
describe('medicaidLimitsFor', () => {
  it.each([
    ['AL', 141, 312, 13, null],
    ['CA', 261, null, 109, 133],
    ['IL', 313, null, 133, 133],
    ['GA', 205, 247, 28, null],
    ['WY', 200, null, 45, null],
  ] as const)(
    '%s: infants %i, separate CHIP %s, parents %i, adults %s (percent of FPL)',
    (state, infants, chip, parents, adults) => {
      const answer = medicaidLimitsFor(state, '2026-11-25');
      expect(answer.limits).toMatchObject({
        childrenUnder1: infants,
        separateChip: chip,
        parents,
        adults,
      });
      expect(answer.source?.url).toContain('medicaid.gov');
    },
  );

  it('has a row for every state and DC from 2023-12-01 on, and none before', () => {
    expect(STATE_CODES).toHaveLength(51);
    for (const state of STATE_CODES) {
      for (const day of ['2023-12-01', '2025-06-30', '2026-11-25', '2030-01-01']) {
        expect(medicaidLimitsFor(state, day).limits?.state, `${state} ${day}`).toBe(state);
      }
      const before = medicaidLimitsFor(state, '2023-11-30');
      expect(before.limits).toBeUndefined();
      expect(before.agency.url).toContain('healthcare.gov');
    }
  });

  it('chains the rows of each state without gaps, each with a dated source', () => {
    for (const state of STATE_CODES) {
      const rows = medicaidStateTable.filter((row) => row.state === state);
      expect(rows[0]!.from).toBe('2023-12-01');
      expect(rows.at(-1)!.to).toBeUndefined();
      rows.slice(1).forEach((row, i) => {
        expect(row.from > rows[i]!.from).toBe(true);
        expect(nextDay(rows[i]!.to!)).toBe(row.from);
      });
      for (const row of rows) {
        expect(row.source.title.length).toBeGreaterThan(10);
        expect(row.source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it.each([
    ['DC', 'adults', '2025-12-31', 210, '2026-01-01', 133, 'hbx.dc.gov'],
    ['DC', 'parents', '2025-12-31', 216, '2026-01-01', 133, 'hbx.dc.gov'],
    ['AK', 'pregnant', '2024-01-31', 200, '2024-02-01', 225, 'localfirstmediagroup.com'],
    ['AZ', 'separateChip', '2024-03-31', 200, '2024-04-01', 225, 'kjzz.org'],
    ['IA', 'childrenUnder1', '2024-12-31', 375, '2025-01-01', 215, 'legis.iowa.gov'],
    ['IA', 'pregnant', '2024-12-31', 375, '2025-01-01', 215, 'legis.iowa.gov'],
    ['ND', 'children6to18', '2024-03-31', 170, '2024-04-01', 200, 'hhs.nd.gov'],
    ['NV', 'pregnant', '2025-06-30', 160, '2025-07-01', 200, 'medicaid.gov/medicaid-spa'],
  ] as const)('%s %s changes on its date', (state, cell, dayBefore, before, day, after, host) => {
    expect(medicaidLimitsFor(state, dayBefore).limits?.[cell]).toBe(before);
    const answer = medicaidLimitsFor(state, day);
    expect(answer.limits?.[cell]).toBe(after);
    expect(answer.source?.url).toContain(host);
  });

  it('keeps every row consistent: children at least 133 %, an adult group in every expansion state', () => {
    for (const row of medicaidStateTable) {
      expect(
        Math.min(row.childrenUnder1, row.children1to5, row.children6to18),
      ).toBeGreaterThanOrEqual(133);
      expect(row.pregnant).toBeGreaterThanOrEqual(133);
      if (hasMedicaidExpansion(row.state)) expect(row.adults).toBeGreaterThanOrEqual(133);
      // Wisconsin: no ACA expansion, a section 1115 waiver covers adults to 95 % (CMS note 9).
      else expect(row.adults).toBe(row.state === 'WI' ? 95 : null);
    }
    expect(MAGI_DISREGARD_PERCENT).toBe(5);
  });

  it('marks the parent limits CMS prints in dollars', () => {
    expect(medicaidLimitsFor('TX', '2026-11-25').limits).toMatchObject({
      parents: 12,
      parentsDollarBased: true,
    });
    expect(medicaidLimitsFor('AL', '2026-11-25').limits?.parentsDollarBased).toBeUndefined();
  });

  it('keeps CMS notes 2, 7 and 8: CHIP from age 1 and ages 19-20, through later changes', () => {
    expect(medicaidLimitsFor('IA', '2026-11-25').limits?.separateChipFromAge).toBe(1);
    expect(medicaidLimitsFor('TX', '2026-11-25').limits?.separateChipFromAge).toBeUndefined();
    expect(medicaidLimitsFor('ME', '2026-11-25').limits?.ages19to20).toBe(300);
    expect(medicaidLimitsFor('DC', '2026-11-25').limits?.ages19to20).toBe(216);
  });

  it('lists 10 non-expansion states out of 51', () => {
    expect(NON_EXPANSION_STATES).toHaveLength(10);
    expect(STATE_CODES.filter(hasMedicaidExpansion)).toHaveLength(41);
  });
});

// Public Law 119-21, sections 71107 and 71119.
describe('Medicaid expansion adults under Public Law 119-21', () => {
  it('renews every 12 months until 2026-12-31 and every 6 months from 2027-01-01', () => {
    expect(medicaidRenewalMonths('2026-12-31')).toBe(12);
    expect(medicaidRenewalMonths('2027-01-01')).toBe(6);
  });

  it('requires 80 hours a month of community engagement from 2027-01-01 at the latest start allowed by default', () => {
    expect(medicaidWorkRuleInForce('2026-12-31')).toBe(false);
    expect(medicaidWorkRuleInForce(new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(MEDICAID_EXPANSION_ADULT_RULES.workHoursPerMonth).toBe(80);
  });
});
