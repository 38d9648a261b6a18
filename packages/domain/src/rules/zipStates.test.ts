import { describe, expect, it } from 'vitest';
import { STATE_CODES } from './regions.js';
import { stateOfZip } from './zipStates.js';

// USPS DMM L002 (https://pe.usps.com/text/dmm300/L002.htm): one ZIP code each side of the
// split prefixes, and a known ZIP code in every state.
describe('stateOfZip', () => {
  it.each([
    ['00501', 'NY'], // Holtsville IRS
    ['02108', 'MA'],
    ['02903', 'RI'],
    ['05501', 'MA'], // Andover
    ['05601', 'VT'],
    ['06103', 'CT'],
    ['07102', 'NJ'],
    ['10001', 'NY'],
    ['19901', 'DE'],
    ['20001', 'DC'],
    ['20166', 'VA'], // Dulles
    ['20500', 'DC'],
    ['21201', 'MD'],
    ['25301', 'WV'],
    ['27601', 'NC'],
    ['29201', 'SC'],
    ['30303', 'GA'],
    ['33101', 'FL'],
    ['35203', 'AL'],
    ['37201', 'TN'],
    ['39201', 'MS'],
    ['39901', 'GA'],
    ['40202', 'KY'],
    ['43215', 'OH'],
    ['46204', 'IN'],
    ['48226', 'MI'],
    ['50309', 'IA'],
    ['53202', 'WI'],
    ['55401', 'MN'],
    ['57501', 'SD'],
    ['58501', 'ND'],
    ['59601', 'MT'],
    ['60601', 'IL'],
    ['63101', 'MO'],
    ['66603', 'KS'],
    ['68502', 'NE'],
    ['70112', 'LA'],
    ['72201', 'AR'],
    ['73102', 'OK'],
    ['73301', 'TX'], // Austin IRS
    ['74103', 'OK'],
    ['78701', 'TX'],
    ['79901', 'TX'],
    ['80202', 'CO'],
    ['82001', 'WY'],
    ['83702', 'ID'],
    ['84111', 'UT'],
    ['85004', 'AZ'],
    ['87501', 'NM'],
    ['88510', 'TX'], // El Paso
    ['89501', 'NV'],
    ['90012', 'CA'],
    ['96813', 'HI'],
    ['97201', 'OR'],
    ['98101', 'WA'],
    ['99501', 'AK'],
    ['03301', 'NH'],
    ['04101', 'ME'],
    ['15222', 'PA'],
    ['20201-1234', 'DC'],
    ['981011234', 'WA'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each([
    ['00901', 'Puerto Rico'],
    ['00802', 'US Virgin Islands'],
    ['09001', 'military (AE)'],
    ['34001', 'military (AA)'],
    ['96201', 'military (AP)'],
    ['96910', 'Guam'],
    ['1234', 'too short'],
    ['abcde', 'not digits'],
    ['', 'empty'],
  ])('%s has no state (%s)', (zip) => {
    expect(stateOfZip(zip)).toBeUndefined();
  });

  it('has no state for a missing ZIP code', () => {
    expect(stateOfZip(null)).toBeUndefined();
    expect(stateOfZip(undefined)).toBeUndefined();
  });

  it('reaches every state and DC', () => {
    const reached = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const state = stateOfZip(`${String(prefix).padStart(3, '0')}00`);
      if (state) reached.add(state);
    }
    expect([...reached].sort()).toEqual([...STATE_CODES].sort());
  });
});
