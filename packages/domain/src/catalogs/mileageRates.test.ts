import { describe, expect, it } from 'vitest';
import { MILEAGE_RATES_CHECKED_ON, mileageRateForYear, mileageRates } from './mileageRates.js';

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
