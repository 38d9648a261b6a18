import { describe, expect, it } from 'vitest';
import {
  MILEAGE_RATES_CHECKED_ON,
  mileageRateForYear,
  mileageRates,
  taxYearOn,
} from './mileageRates.js';

describe('IRS standard business mileage rates (DESIGN)', () => {
  it.each([
    [2023, 65.5, 655],
    [2024, 67, 670],
    [2025, 70, 700],
    [2026, 72.5, 725],
  ])('%i: %d cents per mile', (year, cents, tenths) => {
    const rate = mileageRateForYear(year);
    expect(rate.centsPerMile).toBe(cents);
    expect(rate.tenthsOfCentPerMile).toBe(tenths);
    expect(rate.isFallback).toBe(false);
    expect(rate.requestedYear).toBe(year);
    expect(rate.source).toMatch(/^IRS Notice/);
  });

  it('uses the latest known year for later years, and says so', () => {
    const latest = mileageRates.at(-1)!;
    const rate = mileageRateForYear(latest.taxYear + 3);
    expect(rate.taxYear).toBe(latest.taxYear);
    expect(rate.centsPerMile).toBe(latest.centsPerMile);
    expect(rate.isFallback).toBe(true);
    expect(rate.requestedYear).toBe(latest.taxYear + 3);
  });

  it('uses the earliest known year for earlier years, and says so', () => {
    const rate = mileageRateForYear(2019);
    expect(rate.taxYear).toBe(2023);
    expect(rate.isFallback).toBe(true);
  });

  it('is dated and in year order', () => {
    expect(MILEAGE_RATES_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const years = mileageRates.map((r) => r.taxYear);
    expect(years).toEqual([...years].sort());
  });
});

// DESIGN: the tax year is the UTC calendar year of the server's clock; each IRS announcement
// (the table's sources, e.g. IR-2024-312 for 2025) sets the rates beginning on January 1.
describe('taxYearOn (DESIGN)', () => {
  it.each([
    ['2025-12-31T23:59:59.999Z', 2025],
    ['2026-01-01T00:00:00.000Z', 2026],
    ['2026-11-22T15:00:00.000Z', 2026],
    // 7 p.m. on New Year's Eve in Chicago is already January 1 in UTC.
    ['2027-01-01T01:00:00.000Z', 2027],
    ['2026-12-31T23:00:00-05:00', 2027],
  ])('%s is in tax year %i', (iso, year) => {
    expect(taxYearOn(new Date(iso))).toBe(year);
  });
});
