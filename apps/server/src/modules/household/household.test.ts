import { describe, expect, it } from 'vitest';
import {
  applicantWithDraft,
  markSubmitted,
  registeredClient,
  TestClient,
  useTestApp,
} from '../../test/testApp.js';
import { lowRiskApplication, submitBody } from '../submission/submissionTestHelpers.js';

const t = useTestApp();

const applicant = {
  id: 'me',
  firstName: 'Maria',
  lastName: 'Lopez',
  relationship: 'self',
  dateOfBirth: '1990-04-02',
  sex: 'female',
  citizenship: 'citizen',
  programs: ['snap'],
};
const son = {
  id: 'k1',
  firstName: 'Leo',
  lastName: 'Lopez',
  relationship: 'child',
  dateOfBirth: '2019-06-01',
  sex: 'male',
  buysFoodTogether: true,
  citizenship: 'citizen',
  programs: ['snap'],
};
const household = { members: [applicant, son] };
const address = {
  housing: 'stable',
  home: {
    street: '12 Oak St',
    unit: '2B',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    county: 'Sangamon',
  },
  mailingSameAsHome: true,
};

const put = (client: TestClient, id: number | string, part: string, payload: unknown) =>
  client.request({
    method: 'PUT',
    url: `/api/applications/${id}/${part}`,
    payload: payload as object,
  });

describe('PUT /api/applications/:id/household and /home-address', () => {
  it('saves both, and GET of the application returns them', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const before = (await client.get(`/api/applications/${applicationId}`)).json();
    expect([before.household, before.homeAddress]).toEqual([null, null]);

    const saved = await put(client, applicationId, 'household', household);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().household.members).toEqual([
      {
        ...applicant,
        buysFoodTogether: null,
        pregnant: false,
        dueDate: null,
        disabled: false,
        student: false,
      },
      { ...son, pregnant: false, dueDate: null, disabled: false, student: false },
    ]);
    const homed = await put(client, applicationId, 'home-address', address);
    expect(homed.statusCode, homed.body).toBe(200);

    const read = (await client.get(`/api/applications/${applicationId}`)).json();
    expect(read.household.members.map((m: { id: string }) => m.id)).toEqual(['me', 'k1']);
    expect(read.homeAddress).toEqual({ ...address, mailing: null });

    // Editing replaces the whole list: the child removed, no stable home now.
    await put(client, applicationId, 'household', { members: [applicant] });
    await put(client, applicationId, 'home-address', {
      housing: 'homeless',
      state: 'IL',
      county: 'Cook',
      mailing: { street: '1 Shelter Way', city: 'Chicago', state: 'IL', zipCode: '60601' },
    });
    const edited = (await client.get(`/api/applications/${applicationId}`)).json();
    expect(edited.household.members).toHaveLength(1);
    expect(edited.homeAddress.housing).toBe('homeless');
  });

  it.each([
    ['household', { members: [] }, 'Tell us about 1 to 20 people who live with you.'],
    ['household', { members: [son] }, 'You are the first person on the list.'],
    ['household', { members: [{ ...applicant, firstName: ' ' }] }, 'First name is required'],
    [
      'household',
      { members: [applicant, { ...son, dateOfBirth: '2019-13-01' }] },
      'Enter a date of birth like 2015-04-30.',
    ],
    [
      'household',
      { members: [applicant, { ...son, citizenship: 'prefer_not_to_say' }] },
      'To apply, this person must tell us if they are a citizen, or their status.',
    ],
    ['household', {}, 'Tell us about 1 to 20 people who live with you.'],
    ['home-address', { ...address, housing: 'car' }, 'Tell us if you have a home address.'],
    ['home-address', { ...address, home: { ...address.home, county: '' } }, 'Enter the county.'],
    [
      'home-address',
      { ...address, mailingSameAsHome: false },
      'Enter the address where you get mail.',
    ],
    [
      'home-address',
      { ...address, home: { ...address.home, state: 'ZZ' } },
      'Choose your state from the list.',
    ],
  ])('400 on %s for %j', async (part, body, message) => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await put(client, applicationId, part, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('400 for a bad id; 401 signed out; 404 for another applicant; 409 once submitted', async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await registeredClient(t.app);
    for (const [part, body] of [
      ['household', household],
      ['home-address', address],
    ] as const) {
      expect((await put(alice.client, 'abc', part, body)).statusCode).toBe(400);
      expect((await put(new TestClient(t.app), alice.applicationId, part, body)).statusCode).toBe(
        401,
      );
      const other = await put(bob.client, alice.applicationId, part, body);
      expect(other.statusCode).toBe(404);
      expect((await put(alice.client, 999_999, part, body)).statusCode).toBe(404);
    }
    expect(
      (await alice.client.get(`/api/applications/${alice.applicationId}`)).json().household,
    ).toBeNull();

    await put(alice.client, alice.applicationId, 'household', { members: [applicant] });
    await markSubmitted(t, alice.applicationId);
    const refused = await put(alice.client, alice.applicationId, 'household', household);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This application was already submitted, so it cannot be changed.',
    );
    expect((await put(alice.client, alice.applicationId, 'home-address', address)).statusCode).toBe(
      409,
    );
    const kept = (await alice.client.get(`/api/applications/${alice.applicationId}`)).json();
    expect(kept.household.members).toHaveLength(1);
    expect(kept.homeAddress).toBeNull();
  });

  it('keeps the household and address in the submitted application', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await put(client, applicationId, 'household', household);
    await put(client, applicationId, 'home-address', address);
    await lowRiskApplication(client, applicationId);
    const submitted = await client.post(`/api/applications/${applicationId}/submit`, submitBody());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const read = (await client.get(`/api/applications/${applicationId}`)).json();
    expect(read.status).toBe('submitted');
    expect(read.household.members.map((m: { firstName: string }) => m.firstName)).toEqual([
      'Maria',
      'Leo',
    ]);
    expect(read.homeAddress.home.county).toBe('Sangamon');
  });

  it('reads a stored household that no longer fits its schema as not answered', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const { applications } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(applications)
      .set({ household: { members: 'nobody' }, homeAddress: { housing: 'boat' } })
      .where(eq(applications.id, applicationId));
    const read = (await client.get(`/api/applications/${applicationId}`)).json();
    expect([read.household, read.homeAddress]).toEqual([null, null]);
  });
});

describe('the estimate of an application with its household and address', () => {
  it('counts the household and uses the home state', async () => {
    // Registered with ZIP 60601 (Illinois); the home is in Texas.
    const { client, applicationId } = await applicantWithDraft(t.app);
    await put(client, applicationId, 'household', household);
    await put(client, applicationId, 'home-address', {
      ...address,
      home: { ...address.home, state: 'TX', zipCode: '78701', county: 'Travis' },
    });
    const estimate = (await client.get(`/api/applications/${applicationId}/estimate`)).json();
    const snap = estimate.programs[0];
    expect(snap.reasons.join(' ')).not.toContain('ZIP code');
    expect(snap.reasons.join(' ')).not.toContain("haven't told us who lives with you");
    // Two people with no income: SNAP's most for two.
    const same = await new TestClient(t.app).post('/api/eligibility/estimate', {
      state: 'TX',
      asOf: estimate.asOf,
      members: [
        { age: 36, relationship: 'self' },
        { age: 7, relationship: 'child' },
      ],
    });
    expect(snap.monthlyAmount).toBe(same.json().programs[0].monthlyAmount);
    expect(snap.monthlyAmount).toBeGreaterThan(0);
  });
});
