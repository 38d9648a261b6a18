import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/testApp.js';
import { ZIP_LOOKUPS_PER_MINUTE } from './routes.js';
import { createZipPlaces, loadPlacesOnWorker } from './zipPlaces.js';
import { placeOf, type ZipRecord } from './zipRows.js';

// Decision 0540: GET /api/places/zip/:zip on the real table (read on its worker thread once for
// this file), and the pure parts on their own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { places: createZipPlaces(loadPlacesOnWorker) });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/places/zip/:zip', () => {
  it('gives the city, state and county of a ZIP code, without sign-in', async () => {
    const response = await new TestClient(t.app).get('/api/places/zip/62704');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      zipCode: '62704',
      city: 'Springfield',
      state: 'IL',
      counties: ['Sangamon'],
    });
  }, 120_000);

  it('lists every county of a ZIP code that spans several, the biggest share first', async () => {
    const response = await new TestClient(t.app).get('/api/places/zip/57001');
    expect(response.json()).toMatchObject({ city: 'Alcester', state: 'SD' });
    expect(response.json().counties).toEqual(['Union', 'Lincoln']);
  });

  it('gives no state for a territory, which the forms have no state for', async () => {
    const response = await new TestClient(t.app).get('/api/places/zip/00601');
    expect(response.json()).toMatchObject({ city: 'Adjuntas', state: null });
  });

  it('answers 400 for anything but five digits, 404 for a ZIP code it does not know', async () => {
    const client = new TestClient(t.app);
    for (const zip of ['6270', '627041', 'abcde', '62704-1234']) {
      const response = await client.get(`/api/places/zip/${zip}`);
      expect(response.statusCode, zip).toBe(400);
      expect(response.json().message).toBe('Valid ZIP code is required');
    }
    const unknown = await client.get('/api/places/zip/00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/type your city and county/);
  });

  it('answers 429 over the limit per address', async () => {
    const client = new TestClient(t.app);
    let last = 0;
    for (let i = 0; i < ZIP_LOOKUPS_PER_MINUTE + 1; i += 1)
      last = (await client.get('/api/places/zip/62704')).statusCode;
    expect(last).toBe(429);
  });
});

const record = (fields: Partial<ZipRecord>): ZipRecord => ({
  zip: '57001',
  city: 'Alcester',
  stateAbbreviation: 'SD',
  county: 'Union',
  county_names_all: 'Lincoln|Union',
  county_fips_all: '46083|46127',
  county_weights: '{"46127": 93.43, "46083": 6.57}',
  ...fields,
});

describe('a row of the table', () => {
  it('orders the counties by their share of the people, whatever order the row lists them', () => {
    expect(placeOf(record({}))?.counties).toEqual(['Union', 'Lincoln']);
  });

  it('keeps the row order when the shares cannot be read, and the main county when none is listed', () => {
    expect(placeOf(record({ county_weights: 'not json' }))?.counties).toEqual(['Lincoln', 'Union']);
    expect(placeOf(record({ county_weights: null }))?.counties).toEqual(['Lincoln', 'Union']);
    expect(
      placeOf(record({ county_names_all: '', county_fips_all: '', county_weights: {} }))?.counties,
    ).toEqual(['Union']);
  });

  it('leaves out a row without a ZIP code, a city or any county', () => {
    expect(placeOf(record({ zip: '5700' }))).toBeNull();
    expect(placeOf(record({ city: ' ' }))).toBeNull();
    expect(placeOf(record({ county: '', county_names_all: '' }))).toBeNull();
  });
});

describe('the table in memory', () => {
  it('is read once, and read again after a failed read', async () => {
    let reads = 0;
    const places = createZipPlaces(async () => {
      reads += 1;
      if (reads === 1) throw new Error('disk');
      return [{ zipCode: '62704', city: 'Springfield', state: 'IL', counties: ['Sangamon'] }];
    });
    places.warm();
    await expect(places.lookup('62704')).rejects.toThrow('disk');
    expect(await places.lookup('62704')).toMatchObject({ city: 'Springfield' });
    expect(await places.lookup('99999')).toBeNull();
    expect(reads).toBe(2);
  });
});
