import type { ZipPlace } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { fillFromPlace, startFilled, zipToLookUp } from './zipFill';

const springfield: ZipPlace = {
  zipCode: '62704',
  city: 'Springfield',
  state: 'IL',
  counties: ['Sangamon'],
};
const alcester: ZipPlace = {
  zipCode: '57001',
  city: 'Alcester',
  state: 'SD',
  counties: ['Union', 'Lincoln'],
};
const blank = {
  street: '400 Elm Street',
  unit: '',
  city: '',
  state: 'IL' as const,
  zipCode: '62704',
  county: '',
};

describe('filling the address from the ZIP code (decision 0540)', () => {
  it('looks up only a whole ZIP code', () => {
    expect(
      ['62704', ' 62704 ', '62704-1234', '627041234', '6270', '62704-12', 'abcde'].map(zipToLookUp),
    ).toEqual(['62704', '62704', '62704', '62704', null, null, null]);
  });

  it('fills the empty city and county, and the state the ZIP prefix gave', () => {
    const { lines, filled } = fillFromPlace(blank, springfield, startFilled(blank), true);
    expect(lines).toMatchObject({ city: 'Springfield', state: 'IL', county: 'Sangamon' });
    expect(filled).toEqual({
      zipCode: '62704',
      city: 'Springfield',
      state: 'IL',
      county: 'Sangamon',
      choices: [],
    });
  });

  it('keeps the state of a saved address, even when the ZIP code says another', () => {
    const saved = { ...blank, city: 'East St. Louis', state: 'MO' as const, county: 'St. Clair' };
    const { lines } = fillFromPlace(saved, springfield, startFilled(saved), true);
    expect(lines).toMatchObject({ city: 'East St. Louis', state: 'MO', county: 'St. Clair' });
  });

  it('never changes what the applicant typed', () => {
    const typed = { ...blank, city: 'Leland Grove', county: 'Sangamon County' };
    const { lines } = fillFromPlace(typed, springfield, startFilled(blank), true);
    expect(lines).toMatchObject({ city: 'Leland Grove', county: 'Sangamon County' });
  });

  it('replaces its own values when the ZIP code changes, and leaves the county to pick when there are several', () => {
    const first = fillFromPlace(blank, springfield, startFilled(blank), true);
    const moved = { ...first.lines, zipCode: '57001' };
    const { lines, filled } = fillFromPlace(moved, alcester, first.filled, true);
    expect(lines).toMatchObject({ city: 'Alcester', state: 'SD', county: '' });
    expect(filled).toMatchObject({ county: '', choices: ['Union', 'Lincoln'] });
    // The county picked among the choices goes when the ZIP code changes again; one typed stays.
    const back = fillFromPlace(
      { ...lines, county: 'Lincoln', zipCode: '62704' },
      springfield,
      filled,
      true,
    );
    expect(back.lines.county).toBe('Sangamon');
    const typed = fillFromPlace(
      { ...lines, county: 'Minnehaha', zipCode: '62704' },
      springfield,
      filled,
      true,
    );
    expect(typed.lines.county).toBe('Minnehaha');
  });

  it('leaves the state of a territory, and the county of a mailing address, alone', () => {
    const territory = { ...springfield, state: null };
    const mailing = { ...blank, state: '' as const, county: undefined };
    const { lines } = fillFromPlace(mailing, territory, startFilled(mailing), false);
    expect(lines).toMatchObject({ city: 'Springfield', state: '' });
    expect(lines.county).toBeUndefined();
  });
});
