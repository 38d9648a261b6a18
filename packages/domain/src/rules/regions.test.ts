import { describe, expect, it } from 'vitest';
import { isStateCode, regionOf, STATE_CODES } from './regions.js';

describe('regions', () => {
  it('lists the 50 states and DC', () => {
    expect(STATE_CODES).toHaveLength(51);
    expect(isStateCode('DC')).toBe(true);
    expect(isStateCode('PR')).toBe(false);
  });

  it('puts Alaska and Hawaii on their own poverty schedules and the rest on the 48-state one', () => {
    expect(regionOf('AK')).toBe('alaska');
    expect(regionOf('HI')).toBe('hawaii');
    expect(regionOf('DC')).toBe('contiguous');
  });
});
