import { describe, expect, it } from 'vitest';
import { hasMedicaidExpansion, MAGI_DISREGARD_PERCENT, NON_EXPANSION_STATES } from './medicaid.js';
import {
  MEDICAID_EXPANSION_ADULT_RULES,
  medicaidRenewalMonths,
  medicaidWorkRuleInForce,
} from './medicaidChanges.js';
import { medicaidLimitsFor } from './medicaidStates.js';
import { medicaidStateTable } from './medicaidStateTable.js';
import { STATE_CODES } from './regions.js';

// CMS eligibility-levels table (state decisions as of 2023-12-01), medicaid.gov.
describe('medicaidLimitsFor', () => {
  it.each([
    ['AL', 141, 312, 13, null],
    ['CA', 261, null, 109, 133],
    ['IL', 313, null, 133, 133],
    ['GA', 205, 247, null, null],
  ] as const)(
    '%s: infants %i %%, separate CHIP %s, parents %i %%, adults %s',
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

  it('answers "depends on your state" with where to ask when the state has no row', () => {
    expect(medicaidLimitsFor('DC', '2026-11-25').limits).toBeUndefined();
    const answer = medicaidLimitsFor('TX', '2026-11-25');
    expect(answer.limits).toBeUndefined();
    expect(answer.agency.url).toContain('healthcare.gov');
    expect(medicaidLimitsFor('AL', '2020-01-01').limits).toBeUndefined();
  });

  it('keeps every row consistent: children limits at least 133 %, adults null only in non-expansion states', () => {
    for (const row of medicaidStateTable) {
      expect(
        Math.min(row.childrenUnder1, row.children1to5, row.children6to18),
      ).toBeGreaterThanOrEqual(133);
      expect(row.adults === null).toBe(!hasMedicaidExpansion(row.state));
    }
    expect(MAGI_DISREGARD_PERCENT).toBe(5);
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
