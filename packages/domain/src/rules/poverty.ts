import { z } from 'zod';
import { type DatedRow, rowOn } from './period.js';
import guidelines from './povertyGuidelines.json' with { type: 'json' };
import type { PovertyRegion } from './regions.js';

// HHS poverty guidelines (annual dollars): the amount for one person and the amount added for
// each further person, which HHS applies to every household size.
export interface PovertyScale {
  first: number;
  each: number;
}

export interface PovertyGuidelineYear extends DatedRow {
  year: number;
  scales: Readonly<Record<PovertyRegion, PovertyScale>>;
}

const scaleSchema = z.object({ first: z.number().positive(), each: z.number().positive() });

/** One HHS year a row (povertyGuidelines.json, a new row each January), checked as read. */
const guidelineYearSchema = z.object({
  year: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date().optional(),
  source: z.object({ title: z.string(), url: z.url() }),
  scales: z.object({ contiguous: scaleSchema, alaska: scaleSchema, hawaii: scaleSchema }),
});

export const povertyGuidelineYears: readonly PovertyGuidelineYear[] = z
  .array(guidelineYearSchema)
  .parse(guidelines);

function assertSize(size: number): void {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Household size must be 1 or more: ${size}`);
}

/** The guideline row for a calendar year (a number) or in effect on a day (a date). */
export function povertyGuidelineYear(
  yearOrDate: number | Date | string,
): PovertyGuidelineYear | undefined {
  if (typeof yearOrDate === 'number')
    return povertyGuidelineYears.find((row) => row.year === yearOrDate);
  return rowOn(povertyGuidelineYears, yearOrDate);
}

/** Annual poverty guideline in dollars for a household size, or undefined outside the table. */
export function povertyGuideline(
  yearOrDate: number | Date | string,
  region: PovertyRegion,
  size: number,
): number | undefined {
  assertSize(size);
  const row = povertyGuidelineYear(yearOrDate);
  if (!row) return undefined;
  const scale = row.scales[region];
  return scale.first + scale.each * (size - 1);
}

/** A percent of the annual guideline, divided by 12 and rounded up to the next whole dollar. */
export function monthlyPercentOfPoverty(annual: number, percent: number): number {
  // Integer arithmetic (cents of percent) so 130 % of $15,650 is not 20344.999….
  return Math.ceil((annual * percent) / 1200);
}
