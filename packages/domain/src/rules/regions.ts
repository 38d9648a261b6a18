// The 50 states and DC by postal code. Federal poverty guidelines and SNAP figures have one
// schedule for the 48 contiguous states and DC, and their own for Alaska and Hawaii.
export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type StateCode = (typeof STATE_CODES)[number];

export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

export const POVERTY_REGIONS: readonly PovertyRegion[] = ['contiguous', 'alaska', 'hawaii'];

export function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value);
}

export function regionOf(state: StateCode): PovertyRegion {
  if (state === 'AK') return 'alaska';
  if (state === 'HI') return 'hawaii';
  return 'contiguous';
}
