import { describe, expect, it } from 'vitest';
import { applicantWithDraft, markSubmitted, TestClient, useTestApp } from '../../test/testApp.js';

const t = useTestApp();

const wages = (applicationId: number, change: Record<string, unknown> = {}) => ({
  applicationId,
  categoryId: 1,
  source: 'Corner Market',
  amount: '412.50',
  frequency: 'weekly',
  isW2Income: true,
  dontKnowAmount: false,
  comment: '',
  ...change,
});

describe('income entries', () => {
  it('adds an entry and lists it with its category', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const created = await client.post(
      '/api/income-entries',
      wages(applicationId, { hoursPerWeek: 32 }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      applicationId,
      categoryId: 1,
      category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
      source: 'Corner Market',
      amount: '412.50',
      frequency: 'weekly',
      isW2Income: true,
      dontKnowAmount: false,
      comment: null,
      hoursPerWeek: 32,
      verification: null,
    });
    const list = await client.get(`/api/income-entries?applicationId=${applicationId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
  });

  it('keeps the confidence of an entry pre-filled from a document (SPEC 3)', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const created = await client.post(
      '/api/income-entries',
      wages(applicationId, {
        confidence: 0.83,
        comment: 'Auto-extracted from pay stub (stub.jpg)',
      }),
    );
    expect(created.json()).toMatchObject({
      confidence: 0.83,
      comment: 'Auto-extracted from pay stub (stub.jpg)',
    });
    const typed = await client.post('/api/income-entries', wages(applicationId));
    expect(typed.json().confidence).toBeNull();
    const bad = await client.post('/api/income-entries', wages(applicationId, { confidence: 3 }));
    expect(bad.statusCode).toBe(400);
  });

  it('SPEC 5: "Don’t know exact amount" saves 0; "bi-weekly" and "annually" are accepted', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const unknown = await client.post(
      '/api/income-entries',
      wages(applicationId, { amount: '', dontKnowAmount: true, frequency: 'bi-weekly' }),
    );
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json()).toMatchObject({
      amount: '0.00',
      dontKnowAmount: true,
      frequency: 'biweekly',
    });
    const yearly = await client.post(
      '/api/income-entries',
      wages(applicationId, { amount: 1200, frequency: 'annually' }),
    );
    expect(yearly.json()).toMatchObject({ amount: '1200.00', frequency: 'annual' });
  });

  it.each([
    [{ source: ' ' }, 'Income source is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: '-5' }, 'Amount must be a valid number'],
    [{ amount: 'ten' }, 'Amount must be a valid number'],
    [{ frequency: 'daily' }, 'Choose how often you get this money.'],
    [{ categoryId: 14 }, 'Category information is missing.'],
    [{ applicationId: undefined }, 'Application ID is missing. Please restart the process.'],
    [
      { categoryId: 3, hoursPerWeek: 20 },
      'Hours per week can only be added to wages or self-employment income.',
    ],
    [{ hoursPerWeek: 200 }, 'Enter the hours you work each week, from 0 to 168.'],
  ])('400 for %j: "%s"', async (change, message) => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await client.post('/api/income-entries', wages(applicationId, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.get(`/api/income-entries?applicationId=${applicationId}`)).json()).toEqual(
      [],
    );
  });

  it('edits and deletes an entry', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const { id } = (await client.post('/api/income-entries', wages(applicationId))).json();
    const edited = await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { amount: '450', comment: 'Raise in March' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      amount: '450.00',
      comment: 'Raise in March',
      source: 'Corner Market',
    });

    const badEdit = await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { amount: 'x' },
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toBe('Amount must be a valid number');

    const removed = await client.request({ method: 'DELETE', url: `/api/income-entries/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await client.get(`/api/income-entries?applicationId=${applicationId}`)).json()).toEqual(
      [],
    );
  });

  it('refuses hours per week on an entry that is not work income (PATCH)', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const { id } = (
      await client.post(
        '/api/income-entries',
        wages(applicationId, { categoryId: 3, isW2Income: false }),
      )
    ).json();
    const response = await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { hoursPerWeek: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Hours per week can only be added to wages or self-employment income.',
    );
  });

  it('404 for another applicant’s application or entry; nothing of theirs changes', async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await applicantWithDraft(t.app);
    const { id } = (
      await alice.client.post('/api/income-entries', wages(alice.applicationId))
    ).json();

    expect(
      (await bob.client.post('/api/income-entries', wages(alice.applicationId))).statusCode,
    ).toBe(404);
    expect(
      (await bob.client.get(`/api/income-entries?applicationId=${alice.applicationId}`)).statusCode,
    ).toBe(404);
    const patch = await bob.client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { amount: '1' },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('We could not find that income source.');
    expect(
      (await bob.client.request({ method: 'DELETE', url: `/api/income-entries/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await alice.client.get(`/api/income-entries?applicationId=${alice.applicationId}`)).json()[0]
        .amount,
    ).toBe('412.50');
  });

  it('401 when signed out', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/income-entries', wages(1))).statusCode).toBe(401);
    expect((await client.get('/api/income-entries?applicationId=1')).statusCode).toBe(401);
    expect(
      (await client.request({ method: 'PATCH', url: '/api/income-entries/1', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await client.request({ method: 'DELETE', url: '/api/income-entries/1' })).statusCode,
    ).toBe(401);
  });

  it('409 for every write once the application is submitted', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const { id } = (await client.post('/api/income-entries', wages(applicationId))).json();
    await markSubmitted(t, applicationId);
    expect((await client.post('/api/income-entries', wages(applicationId))).statusCode).toBe(409);
    expect(
      (
        await client.request({
          method: 'PATCH',
          url: `/api/income-entries/${id}`,
          payload: { amount: '1' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await client.request({ method: 'DELETE', url: `/api/income-entries/${id}` })).statusCode,
    ).toBe(409);
    expect(
      (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json(),
    ).toHaveLength(1);
  });

  it('400 for a listing without an application id', async () => {
    const { client } = await applicantWithDraft(t.app);
    const response = await client.get('/api/income-entries');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Application ID is missing. Please restart the process.');
  });
});
