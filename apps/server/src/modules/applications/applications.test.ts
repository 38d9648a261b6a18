import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newApplication = {
  selectedBenefits: ['snap', 'medicaid-magi'],
  needsWorkVerification: true,
  zipCode: '60601',
  status: 'draft',
};

describe('applications', () => {
  it('creates a draft and lists it; the list holds only the signed-in applicant’s own', async () => {
    const alice = await registeredClient(t.app);
    const bob = await registeredClient(t.app);

    const created = await alice.client.post('/api/applications', newApplication);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      userId: alice.user.id,
      status: 'draft',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      selectedBenefits: ['snap', 'medicaid-magi'],
      needsWorkVerification: true,
      zipCode: '60601',
      hasBusinessExpenses: null,
      furthestStep: null,
      currentCategoryIndex: null,
      currentExpenseSourceIndex: null,
      submittedAt: null,
      confirmationNumber: null,
      applicantNumber: 1,
      homeCosts: null,
      resources: null,
      household: null,
      homeAddress: null,
      expeditedSnap: false,
    });
    await bob.client.post('/api/applications', {});

    const list = await alice.client.get('/api/applications');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).toEqual([created.json().id]);
    expect((await bob.client.get('/api/applications')).json()).toHaveLength(1);
  });

  it("issue 18: numbers each applicant's applications from 1, not by the global id", async () => {
    const alice = await registeredClient(t.app);
    const bob = await registeredClient(t.app);
    const first = (await alice.client.post('/api/applications', newApplication)).json();
    // Bob's first application comes between Alice's two: its global id is higher than 1.
    const bobs = (await bob.client.post('/api/applications', {})).json();
    const second = (await alice.client.post('/api/applications', {})).json();
    expect(bobs.id).toBeGreaterThan(first.id);
    expect([first.applicantNumber, bobs.applicantNumber, second.applicantNumber]).toEqual([
      1, 1, 2,
    ]);

    // The list is newest first; each keeps its number.
    const list = (await alice.client.get('/api/applications')).json();
    expect(
      list.map((a: { id: number; applicantNumber: number }) => [a.id, a.applicantNumber]),
    ).toEqual([
      [second.id, 2],
      [first.id, 1],
    ]);
    expect((await alice.client.get(`/api/applications/${first.id}`)).json().applicantNumber).toBe(
      1,
    );
    const patched = await alice.client.request({
      method: 'PATCH',
      url: `/api/applications/${second.id}`,
      payload: { needsWorkVerification: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().applicantNumber).toBe(2);
    // Another applicant's application stays 404 and tells nothing of its number.
    expect((await bob.client.get(`/api/applications/${first.id}`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/applications')).json()).toEqual([
      expect.objectContaining({ id: bobs.id, applicantNumber: 1 }),
    ]);
  });

  it('SPEC 4: an application created without choices is a draft with no benefits and no work verification', async () => {
    const { client } = await registeredClient(t.app);
    const created = await client.post('/api/applications', {});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'draft',
      selectedBenefits: [],
      needsWorkVerification: false,
      zipCode: null,
    });
  });

  it('reads one application; another applicant’s answers 404, the same as one that does not exist', async () => {
    const alice = await registeredClient(t.app);
    const bob = await registeredClient(t.app);
    const { id } = (await alice.client.post('/api/applications', newApplication)).json();

    const own = await alice.client.get(`/api/applications/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(id);

    const foreign = await bob.client.get(`/api/applications/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'We could not find that application.' });
    expect((await alice.client.get('/api/applications/999999')).statusCode).toBe(404);
  });

  it.each([
    [{ selectedBenefits: ['free-money'] }, 'Choose benefits from the list.'],
    [{ selectedBenefits: 'snap' }, 'Some of the information sent is not valid.'],
    [{ zipCode: '12' }, 'Valid ZIP code is required'],
    [{ status: 'approved' }, 'Some of the information sent is not valid.'],
    [{ needsWorkVerification: 'yes' }, 'Some of the information sent is not valid.'],
  ])('400 for %j', async (body, message) => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/applications', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.get('/api/applications')).json()).toEqual([]);
  });

  it('400 for an id that is not a number', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/applications/abc')).statusCode).toBe(400);
  });

  it('401 on every route when signed out', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/applications')).statusCode).toBe(401);
    expect((await client.get('/api/applications/1')).statusCode).toBe(401);
    expect((await client.post('/api/applications', newApplication)).statusCode).toBe(401);
  });

  it('403 for a create from another site', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/applications',
      payload: newApplication,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/applications')).json()).toEqual([]);
  });
});
