import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  markSubmitted,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function draftOf(client: TestClient) {
  return (await client.post('/api/applications', { selectedBenefits: ['snap'] })).json() as {
    id: number;
  };
}

describe('PATCH /api/applications/:id', () => {
  it('saves answers as they are entered; the furthest step only moves forward', async () => {
    const { client } = await registeredClient(t.app);
    const { id } = await draftOf(client);
    const saved = await client.request({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      payload: {
        selectedBenefits: ['snap', 'wic'],
        needsWorkVerification: true,
        furthestStep: 'income-categories',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      selectedBenefits: ['snap', 'wic'],
      needsWorkVerification: true,
      furthestStep: 'income-categories',
      hasBusinessExpenses: null,
    });

    const back = await client.request({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      payload: { furthestStep: 'benefits-selection', hasBusinessExpenses: false },
    });
    expect(back.json()).toMatchObject({
      furthestStep: 'income-categories',
      hasBusinessExpenses: false,
    });
    expect((await client.get(`/api/applications/${id}`)).json().furthestStep).toBe(
      'income-categories',
    );
  });

  it('keeps the place on steps 6 and 10 for another device', async () => {
    const { client } = await registeredClient(t.app);
    const { id } = await draftOf(client);
    const saved = await client.request({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      payload: { currentCategoryIndex: 4, currentExpenseSourceIndex: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await client.get(`/api/applications/${id}`)).json()).toMatchObject({
      currentCategoryIndex: 4,
      currentExpenseSourceIndex: 2,
    });
  });

  it.each([
    [
      { selectedBenefits: [] },
      'Please select at least one benefit to continue with your application.',
    ],
    [
      { needsWorkVerification: 'maybe' },
      'Please select an option to continue with your application.',
    ],
    [{ furthestStep: 'the-end' }, 'Some of the information sent is not valid.'],
    [{ currentCategoryIndex: -1 }, 'Some of the information sent is not valid.'],
    [{ currentExpenseSourceIndex: 1.5 }, 'Some of the information sent is not valid.'],
    [{ currentExpenseSourceIndex: '2' }, 'Some of the information sent is not valid.'],
    [{ currentExpenseSourceIndex: 101 }, 'Some of the information sent is not valid.'],
  ])('400 for %j', async (body, message) => {
    const { client } = await registeredClient(t.app);
    const { id } = await draftOf(client);
    const response = await client.request({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('404 for another applicant’s application, 401 signed out, 409 once submitted', async () => {
    const alice = await registeredClient(t.app);
    const bob = await registeredClient(t.app);
    const { id } = await draftOf(alice.client);
    const patch = (client: TestClient) =>
      client.request({
        method: 'PATCH',
        url: `/api/applications/${id}`,
        payload: { selectedBenefits: ['tanf'] },
      });

    expect((await patch(bob.client)).statusCode).toBe(404);
    expect((await patch(new TestClient(t.app))).statusCode).toBe(401);
    await markSubmitted(t, id);
    const refused = await patch(alice.client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This application was already submitted, so it cannot be changed.',
    );
    expect((await alice.client.get(`/api/applications/${id}`)).json().selectedBenefits).toEqual([
      'snap',
    ]);
  });
});
