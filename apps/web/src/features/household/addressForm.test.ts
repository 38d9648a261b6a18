import { describe, expect, it } from 'vitest';
import { addressDraft, checkAddress } from './addressForm';

const filled = () => {
  const draft = addressDraft(null, '62704');
  return {
    ...draft,
    housing: 'stable' as const,
    home: { ...draft.home, street: '12 Oak St', city: 'Springfield', county: 'Sangamon' },
    mailingSameAsHome: true,
  };
};

describe('address form', () => {
  it('starts with the application ZIP code and its state', () => {
    const draft = addressDraft(null, '62704');
    expect([draft.home.zipCode, draft.home.state, draft.stay.state]).toEqual(['62704', 'IL', 'IL']);
    expect(addressDraft(null, null).home.state).toBe('');
  });

  it('gives the address to save, and reads a saved one back the same', () => {
    const { address, errors } = checkAddress(filled());
    expect(errors).toEqual({});
    expect(address).toMatchObject({ housing: 'stable', mailing: null, home: { unit: null } });
    expect(checkAddress(addressDraft(address, null)).address).toEqual(address);
  });

  it('names each missing answer by its field', () => {
    expect(checkAddress(addressDraft(null, null)).errors).toEqual({
      housing: 'housingChoiceRequired',
    });
    expect(
      checkAddress({
        ...filled(),
        home: { ...filled().home, street: '' },
        mailingSameAsHome: false,
      }).errors,
    ).toEqual({
      'home.street': 'streetRequired',
      'mailing.street': 'streetRequired',
      'mailing.city': 'cityRequired',
      'mailing.state': 'stateInvalid',
      'mailing.zipCode': 'zipInvalid',
    });
    const homeless = { ...addressDraft(null, null), housing: 'homeless' as const };
    expect(Object.keys(checkAddress(homeless).errors)).toEqual([
      'stay.state',
      'stay.county',
      'mailing.street',
      'mailing.city',
      'mailing.state',
      'mailing.zipCode',
    ]);
  });

  it('keeps a homeless answer with its mailing address', () => {
    const draft = {
      ...addressDraft(null, '87102'),
      housing: 'homeless' as const,
      stay: { state: 'NM' as const, county: 'Bernalillo' },
      mailing: {
        street: 'PO Box 4',
        unit: '',
        city: 'Albuquerque',
        state: 'NM' as const,
        zipCode: '87103',
      },
    };
    const { address } = checkAddress(draft);
    expect(address).toMatchObject({ housing: 'homeless', state: 'NM', county: 'Bernalillo' });
    expect(addressDraft(address, null).stay).toEqual({ state: 'NM', county: 'Bernalillo' });
  });
});
