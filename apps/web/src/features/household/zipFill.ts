import type { StateCode, ZipPlace } from '@benefits/domain';
import type { PostalLines } from './addressForm';

// Decision 0540: the city, state and county the ZIP code gives, filled into the address lines.
// Only a field that is empty, or still holds what the ZIP code filled in before, is changed:
// what the applicant typed or picked stays.

export type Lines = PostalLines & { county?: string };

/** What the ZIP code filled in last (empty strings for fields it left alone). */
export interface ZipFilled {
  zipCode: string;
  city: string;
  state: StateCode | '';
  county: string;
  /** The counties offered to pick from: a pick among them was the ZIP code's too. */
  choices: readonly string[];
}

/** The five digits to look up, or null while the field holds no whole ZIP code. */
export function zipToLookUp(zipCode: string): string | null {
  return /^(\d{5})(?:-?\d{4})?$/.exec(zipCode.trim())?.[1] ?? null;
}

/**
 * A form's start. On a new form (no city yet) the state already there came from the ZIP code's
 * prefix, so it counts as filled; on a saved address it is the applicant's.
 */
export const startFilled = (lines: Lines): ZipFilled => ({
  zipCode: '',
  city: '',
  state: lines.city.trim() === '' ? lines.state : '',
  county: '',
  choices: [],
});

const replaceable = (value: string, filled: string) => value.trim() === '' || value === filled;

/**
 * The lines with the place's city, state and (when `withCounty`) county filled in. A ZIP code
 * in several counties fills none: the applicant picks one.
 */
export function fillFromPlace(
  lines: Lines,
  place: ZipPlace,
  filled: ZipFilled,
  withCounty: boolean,
): { lines: Lines; filled: ZipFilled } {
  const next: Lines = { ...lines };
  const now: ZipFilled = { zipCode: place.zipCode, city: '', state: '', county: '', choices: [] };
  if (replaceable(lines.city, filled.city)) {
    next.city = place.city;
    now.city = place.city;
  }
  if (place.state && replaceable(lines.state, filled.state)) {
    next.state = place.state;
    now.state = place.state;
  }
  const county = lines.county ?? '';
  if (withCounty && (replaceable(county, filled.county) || filled.choices.includes(county))) {
    const only = place.counties.length === 1 ? (place.counties[0] ?? '') : '';
    next.county = only;
    now.county = only;
    if (!only) now.choices = place.counties;
  }
  return { lines: next, filled: now };
}
