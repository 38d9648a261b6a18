import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantWithDraft,
  createTestApp,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Program = {
  program: string;
  eligible: boolean | null;
  monthlyAmount: number | null;
  reasons: string[];
};
const url = (id: number | string) => `/api/applications/${id}/estimate`;

async function addIncome(client: TestClient, applicationId: number, body: object) {
  const response = await client.post('/api/income-entries', {
    applicationId,
    isW2Income: false,
    dontKnowAmount: false,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('GET /api/applications/:id/estimate', () => {
  it('is the public estimate of what the application holds, with what it assumed first', async () => {
    // Registered with ZIP 60601 (Illinois).
    const { client, applicationId } = await applicantWithDraft(t.app);
    await addIncome(client, applicationId, {
      categoryId: 1,
      source: 'Corner Market',
      amount: '300',
      frequency: 'weekly',
      isW2Income: true,
    });
    const gig = await addIncome(client, applicationId, {
      categoryId: 2,
      source: 'Rideshare',
      amount: '600',
      frequency: 'monthly',
    });
    const cost = await client.post('/api/expenses', {
      incomeEntryId: gig,
      expenseType: 'office_supplies',
      description: 'Phone plan',
      amount: '1200',
      frequency: 'annual',
    });
    expect(cost.statusCode, cost.body).toBe(201);

    const response = await client.get(url(applicationId));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { asOf: string; programs: Program[] };
    expect(body.asOf).toBe('2026-11-22');

    // 300 x 52/12 = 1300 wages; 600 - 1200/12 = 500 net self-employment.
    const same = await new TestClient(t.app).post('/api/eligibility/estimate', {
      state: 'IL',
      asOf: '2026-11-22',
      members: [{ age: 30, relationship: 'self' }],
      incomes: [
        { member: 0, kind: 'wages', amount: 1300, frequency: 'monthly' },
        { member: 0, kind: 'self_employment', amount: 500, frequency: 'monthly' },
      ],
    });
    const expected = same.json() as { programs: Program[] };
    expect(body.programs.map((p) => [p.program, p.eligible, p.monthlyAmount])).toEqual(
      expected.programs.map((p) => [p.program, p.eligible, p.monthlyAmount]),
    );
    const snap = body.programs[0]!;
    expect(snap.monthlyAmount).toBeGreaterThan(0);
    expect(snap.reasons.slice(0, 4)).toEqual([
      'We used your ZIP code 60601 to find your state: IL.',
      "You haven't told us who lives with you yet, so this estimate counts only you, as an adult under 60 who is not pregnant and has no disability.",
      'We took $100 a month of business costs off Rideshare: $500 a month counts.',
      'The application does not ask about rent, utilities, child care or medical costs yet, so your SNAP amount may be higher.',
    ]);
    expect(snap.reasons.slice(4)).toEqual(expected.programs[0]!.reasons);
  });

  it('words the reasons in the language the request asks for', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await client.request({
      method: 'GET',
      url: url(applicationId),
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().programs[0].reasons[0]).toBe(
      'Usamos su código postal 60601 para saber su estado: IL.',
    );
  });

  it("says it can't tell yet when the ZIP code has no state", async () => {
    const { client, applicationId } = await applicantWithDraft(t.app, { zipCode: '00901' });
    const body = (await client.get(url(applicationId))).json() as { programs: Program[] };
    expect(body.programs.every((p) => p.eligible === null && p.monthlyAmount === null)).toBe(true);
    expect(body.programs[0]!.reasons[0]).toContain("can't estimate yet");
  });

  it('answers 400 for a bad id, 401 signed out and 404 for another applicant’s application', async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await registeredClient(t.app);
    expect((await alice.client.get(url('abc'))).statusCode).toBe(400);
    expect((await alice.client.get(url(0))).statusCode).toBe(400);
    expect((await new TestClient(t.app).get(url(alice.applicationId))).statusCode).toBe(401);
    const other = await bob.client.get(url(alice.applicationId));
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('60601');
    expect((await alice.client.get(url(999_999))).statusCode).toBe(404);
  });
});

describe('the chat on an application', () => {
  it('answers "how much SNAP could I get?" from the application estimate, in English and Spanish', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await addIncome(client, applicationId, {
      categoryId: 1,
      source: 'Corner Market',
      amount: '1300',
      frequency: 'monthly',
      isW2Income: true,
    });
    const estimate = (await client.get(url(applicationId))).json() as { programs: Program[] };
    const snap = estimate.programs[0]!;
    expect(snap.eligible).toBe(true);
    const amount = `$${snap.monthlyAmount!.toFixed(2)}`;

    const en = await client.post('/api/chatbot', {
      message: 'How much SNAP could I get?',
      applicationId,
      language: 'en',
    });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().message).toContain(`you may get about ${amount} a month of SNAP`);
    expect(en.json().message).toContain('We used your ZIP code 60601 to find your state: IL.');

    const es = await client.post('/api/chatbot', {
      message: '¿Cuánto SNAP puedo recibir?',
      applicationId,
      language: 'es',
    });
    expect(es.json().message).toContain(`podría recibir unos ${amount} al mes de SNAP`);
  });

  it("answers from the asker's own application only", async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await registeredClient(t.app);
    const response = await bob.client.post('/api/chatbot', {
      message: 'How much SNAP could I get?',
      applicationId: alice.applicationId,
      language: 'en',
    });
    expect(response.statusCode).toBe(404);
  });
});
