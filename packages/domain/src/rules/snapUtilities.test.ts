import { describe, expect, it } from 'vitest';
import { STATE_CODES } from './regions.js';
import { snapUtilityAllowance } from './snapUtilities.js';
import { snapUtilityYears } from './snapUtilityYears.js';

// USDA FNS, SNAP Standard Utility Allowances FY 2026 (effective October 1, 2025), as the rows
// transcribe it (decision 0302).
const FY26 = '2026-03-01';

describe('SNAP standard utility allowances', () => {
  it.each([
    ['TX', 'heating_cooling', 445],
    ['TX', 'utilities_no_heat', 400],
    ['TX', 'phone_only', 62],
    ['CA', 'heating_cooling', 663],
    ['ME', 'phone_only', 114],
  ] as const)('%s, %s: $%i for any household size', (state, answer, amount) => {
    for (const size of [1, 4, 9])
      expect(snapUtilityAllowance(FY26, state, size, answer)?.amount).toBe(amount);
  });

  it.each([
    ['NC', 1, 'heating_cooling', 637],
    ['NC', 5, 'heating_cooling', 912],
    ['NC', 9, 'utilities_no_heat', 564],
    ['AZ', 3, 'heating_cooling', 323],
    ['AZ', 4, 'utilities_no_heat', 201],
    ['TN', 10, 'heating_cooling', 602],
    ['VA', 4, 'heating_cooling', 476],
  ] as const)(
    '%s sets figures by household size: %i people, %s: $%i',
    (state, size, answer, amount) => {
      expect(snapUtilityAllowance(FY26, state, size, answer)?.amount).toBe(amount);
    },
  );

  it('takes FY 2027 figures from the state notices that could be read', () => {
    const ca = snapUtilityAllowance('2026-10-01', 'CA', 2, 'heating_cooling')!;
    expect(ca).toMatchObject({ amount: 686, from: '2026-10-01' });
    expect(ca.source?.title).toMatch(/ACIN I-40-26/);
    expect(snapUtilityAllowance('2026-12-01', 'IL', 3, 'utilities_no_heat')?.amount).toBe(472);
    expect(snapUtilityAllowance('2026-12-01', 'NY', 1, 'heating_cooling')).toMatchObject({
      amount: 908,
      lowestOfAreas: true,
    });
    expect(snapUtilityAllowance('2026-09-30', 'CA', 2, 'heating_cooling')?.amount).toBe(663);
  });

  it("follows a state's change during the year (Maryland January 1, Wisconsin May 1)", () => {
    expect(snapUtilityAllowance('2025-12-31', 'MD', 2, 'heating_cooling')?.amount).toBe(557);
    expect(snapUtilityAllowance('2026-01-01', 'MD', 2, 'phone_only')).toMatchObject({
      amount: 41,
      from: '2026-01-01',
    });
    expect(snapUtilityAllowance('2026-05-01', 'WI', 2, 'heating_cooling')?.amount).toBe(870);
    expect(snapUtilityAllowance('2026-05-01', 'WI', 2, 'phone_only')?.amount).toBe(31);
  });

  it('gives no allowance without a separate utility cost', () => {
    expect(snapUtilityAllowance(FY26, 'TX', 1, 'none')).toBeUndefined();
    expect(snapUtilityAllowance(FY26, 'TX', 1, 'included_in_rent')).toBeUndefined();
  });

  it('keeps the lowest area for states that set allowances by area', () => {
    expect(snapUtilityAllowance(FY26, 'NY', 2, 'heating_cooling')).toMatchObject({
      amount: 877,
      lowestOfAreas: true,
    });
    expect(snapUtilityAllowance(FY26, 'AK', 2, 'heating_cooling')?.amount).toBe(517);
    expect(snapUtilityAllowance(FY26, 'TX', 2, 'heating_cooling')?.lowestOfAreas).toBe(false);
  });

  it('is unknown where the state or the year has no figure', () => {
    expect(snapUtilityAllowance(FY26, 'HI', 2, 'heating_cooling')?.amount).toBeUndefined();
    expect(snapUtilityAllowance(FY26, 'MI', 2, 'utilities_no_heat')?.amount).toBeUndefined();
    expect(snapUtilityAllowance(FY26, 'WV', 2, 'phone_only')?.amount).toBeUndefined();
    expect(snapUtilityAllowance('2025-09-30', 'TX', 2, 'heating_cooling')).toMatchObject({
      amount: undefined,
      source: undefined,
      from: undefined,
    });
    expect(snapUtilityAllowance('2026-11-01', 'TX', 2, 'heating_cooling')).toMatchObject({
      amount: undefined,
      source: undefined,
      from: '2026-10-01',
    });
  });

  // Decision 0581: no FY 2027 table or state notice could be read for the other 48
  // jurisdictions; each stays unknown (a lower bound), never FY 2026's figure.
  it('knows FY 2027 figures for CA, IL and NY only; the 48 others stay unknown', () => {
    const known = STATE_CODES.filter(
      (state) => snapUtilityAllowance('2027-03-01', state, 2, 'heating_cooling')?.amount,
    );
    expect(known).toEqual(['CA', 'IL', 'NY']);
    const unknown = STATE_CODES.filter((state) => !known.includes(state));
    expect(unknown).toHaveLength(48);
    for (const state of unknown)
      for (const answer of ['heating_cooling', 'utilities_no_heat', 'phone_only'] as const)
        expect(snapUtilityAllowance('2027-03-01', state, 2, answer)?.amount).toBeUndefined();
  });

  it('has a heating/cooling figure for every state but Hawaii in FY 2026, each row dated and sourced', () => {
    const year = snapUtilityYears[0]!;
    expect(year.source.url).toMatch(/^https:\/\/www\.fns\.usda\.gov\//);
    const withHeating = STATE_CODES.filter((state) => year.states[state]?.heatingCooling);
    expect(withHeating).toHaveLength(50);
    expect(withHeating).not.toContain('HI');
    for (const state of STATE_CODES) expect(year.states[state]).toBeDefined();
  });
});
