import { describe, expect, it } from 'vitest';
import { addressDraft, checkAddress } from './addressForm';
import { addressFromId, addressLine, takeIdAddress } from './idReading';

// Decision 0780: what her ID shows goes into a new address form only where she has not
// answered, and only when its ZIP code is hers; another ZIP code is a suggestion.

const card = {
  street: '23 Maple Court',
  city: 'Springfield',
  state: 'IL' as const,
  zipCode: '62704',
};

describe('the address form from her ID', () => {
  it('same ZIP code as hers: the street is filled in, the rest stays as the ZIP code gave it', () => {
    const draft = addressDraft(null, '62704');
    const { draft: filled, street, suggestion } = addressFromId(draft, card);
    expect(street).toBe('23 Maple Court');
    expect(suggestion).toBeNull();
    expect(filled.home).toMatchObject({
      street: '23 Maple Court',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    expect(filled.housing).toBe('');
  });

  it('a street she typed is kept; no ZIP code given: the card’s city, state and ZIP code fill the blanks', () => {
    const typed = addressDraft(null, '62704');
    typed.home.street = '9 Main St';
    expect(addressFromId(typed, card)).toMatchObject({
      street: null,
      draft: { home: { street: '9 Main St' } },
    });
    const blank = addressDraft(null, null);
    expect(addressFromId(blank, card).draft.home).toMatchObject({
      street: '23 Maple Court',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
  });

  it('another ZIP code: nothing changes silently; taken, the card’s address replaces hers with no county yet', () => {
    const draft = addressDraft(null, '45402');
    const { draft: same, street, suggestion } = addressFromId(draft, card);
    expect(same).toEqual(draft);
    expect(street).toBeNull();
    expect(suggestion).toEqual(card);
    expect(addressLine(card)).toBe('23 Maple Court, Springfield, IL 62704');
    const taken = takeIdAddress(
      { ...draft, home: { ...draft.home, unit: '2B', county: 'Montgomery' } },
      card,
    );
    expect(taken.home).toEqual({ ...card, unit: '2B', county: '' });
  });

  it('no address on the card: the form as it was', () => {
    const draft = addressDraft(null, '62704');
    expect(addressFromId(draft, undefined)).toEqual({ draft, street: null, suggestion: null });
  });

  it('a filled-in form still needs her answers (home or not, mail) before it is saved', () => {
    const { draft } = addressFromId(addressDraft(null, '62704'), card);
    expect(checkAddress(draft).address).toBeNull();
  });
});
