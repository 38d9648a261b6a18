// @vitest-environment happy-dom
import { type Application, homeAddressSchema, householdSchema } from '@benefits/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTexts } from '../../test/render';
import { HouseholdSummary } from './HouseholdSummary';

beforeAll(setupTexts);
afterEach(cleanup);

const base: Application = {
  id: 7,
  userId: 'u',
  status: 'submitted',
  createdAt: '2026-11-01T00:00:00.000Z',
  selectedBenefits: ['snap'],
  needsWorkVerification: false,
  zipCode: '62704',
};

describe('the View of the household and address', () => {
  it('lists the people and the home with where mail goes', () => {
    render(
      <HouseholdSummary
        application={{
          ...base,
          household: householdSchema.parse({
            members: [
              { id: 'a', firstName: 'Rosa', lastName: 'Rivera', relationship: 'self' },
              {
                id: 'b',
                firstName: 'Mia',
                lastName: 'Rivera',
                relationship: 'child',
                dateOfBirth: '2023-03-14',
              },
            ],
          }),
          homeAddress: homeAddressSchema.parse({
            housing: 'stable',
            home: {
              street: '400 Elm Street',
              unit: '2B',
              city: 'Springfield',
              state: 'IL',
              zipCode: '62704',
              county: 'Sangamon',
            },
            mailingSameAsHome: false,
            mailing: { street: 'PO Box 9', city: 'Springfield', state: 'IL', zipCode: '62705' },
          }),
        }}
      />,
    );
    const people = screen.getByTestId('view-household').textContent ?? '';
    expect(people).toContain('Rosa Rivera · You · Date of birth not given');
    expect(people).toMatch(/Mia Rivera · Son or daughter · Age \d/);
    const address = screen.getByTestId('view-address').textContent ?? '';
    expect(address).toContain('400 Elm Street 2B, Springfield, IL 62704 (Sangamon)');
    expect(address).toContain('Mail goes to: PO Box 9, Springfield, IL 62705');
  });

  it('says when nothing was given, and words a homeless answer', () => {
    const { unmount } = render(<HouseholdSummary application={base} />);
    expect(screen.getAllByText('Not given')).toHaveLength(2);
    unmount();
    render(
      <HouseholdSummary
        application={{
          ...base,
          homeAddress: homeAddressSchema.parse({
            housing: 'homeless',
            state: 'IL',
            county: 'Cook',
            mailing: { street: '1 Shelter Way', city: 'Chicago', state: 'IL', zipCode: '60601' },
          }),
        }}
      />,
    );
    expect(screen.getByTestId('view-address').textContent).toContain(
      'No stable place to live. Stays in Cook County, IL.',
    );
  });
});
