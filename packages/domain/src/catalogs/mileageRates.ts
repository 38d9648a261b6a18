// DESIGN: mileage deductions use the IRS standard business mileage rate of the tax year,
// kept in this one dated table with its source. Add a row when the IRS announces a new year.
export interface MileageRate {
  taxYear: number;
  /** Rate in tenths of a cent per mile (65.5 cents = 655), so the math stays in integers. */
  tenthsOfCentPerMile: number;
  /** The same rate in cents per mile, for display (65.5). */
  centsPerMile: number;
  source: string;
}

function rate(taxYear: number, tenthsOfCentPerMile: number, source: string): MileageRate {
  return { taxYear, tenthsOfCentPerMile, centsPerMile: tenthsOfCentPerMile / 10, source };
}

/** When the table was last checked. Rates are for business use of a car, van, pickup or panel truck. */
export const MILEAGE_RATES_CHECKED_ON = '2026-11-22';

export const mileageRates: readonly MileageRate[] = [
  rate(2023, 655, 'IRS Notice 2023-03 (IR-2022-234, December 29, 2022)'),
  rate(2024, 670, 'IRS Notice 2024-08 (IR-2023-239, December 14, 2023)'),
  rate(2025, 700, 'IRS Notice 2025-5 (IR-2024-312, December 19, 2024)'),
  rate(2026, 725, 'IRS Notice 2026-10 (announced December 29, 2025)'),
];

export interface MileageRateForYear extends MileageRate {
  /** The tax year that was asked for. */
  requestedYear: number;
  /**
   * True when the table has no row for the requested year and the rate shown is the closest
   * known year's (the latest for later years, the earliest for earlier ones). The UI says so.
   */
  isFallback: boolean;
}

/** DESIGN: IRS standard business rate for the tax year; unknown years use the nearest known. */
export function mileageRateForYear(taxYear: number): MileageRateForYear {
  const exact = mileageRates.find((row) => row.taxYear === taxYear);
  if (exact) return { ...exact, requestedYear: taxYear, isFallback: false };
  const first = mileageRates[0]!;
  const latest = mileageRates[mileageRates.length - 1]!;
  const nearest = taxYear < first.taxYear ? first : latest;
  return { ...nearest, requestedYear: taxYear, isFallback: true };
}

/**
 * DESIGN: the tax year whose mileage rate applies is the calendar year of the server's clock,
 * in UTC. Each IRS announcement sets the rates beginning on January 1 of its year (the sources
 * in the table above, e.g. IR-2024-312 for 2025), so the year changes at midnight on January 1.
 */
export function taxYearOn(date: Date): number {
  return date.getUTCFullYear();
}
