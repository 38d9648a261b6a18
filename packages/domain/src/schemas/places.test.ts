import { describe, expect, it } from 'vitest';
import { ZIP_PLACES_SOURCE, zipPlaceParamsSchema, zipPlaceSchema } from './places.js';

describe('ZIP code places (decision 0540)', () => {
  it('takes five digits only in the path', () => {
    expect(zipPlaceParamsSchema.safeParse({ zip: '62704' }).success).toBe(true);
    for (const zip of ['6270', '627045', '62704-1234', 'abcde', ' 62704'])
      expect(zipPlaceParamsSchema.safeParse({ zip }).error?.issues[0]?.message).toBe('zipInvalid');
  });

  it('gives a city, a state or none, and at least one county', () => {
    const place = {
      zipCode: '57001',
      city: 'Alcester',
      state: 'SD',
      counties: ['Union', 'Lincoln'],
    };
    expect(zipPlaceSchema.parse(place)).toEqual(place);
    expect(zipPlaceSchema.safeParse({ ...place, state: null }).success).toBe(true);
    expect(zipPlaceSchema.safeParse({ ...place, state: 'PR' }).success).toBe(false);
    expect(zipPlaceSchema.safeParse({ ...place, counties: [] }).success).toBe(false);
  });

  it('names its source', () => {
    expect(ZIP_PLACES_SOURCE.url).toMatch(/^https:\/\//);
  });
});
