import { financialSummary } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/financial-summary/:applicationId', () => {
  it('returns the SPEC 3 summary computed by packages/domain from the saved entries', async () => {
    const { client } = await registeredClient(t.app);
    const { id } = (await client.post('/api/applications', {})).json();
    const add = (body: Record<string, unknown>) =>
      client.post('/api/income-entries', {
        applicationId: id,
        isW2Income: false,
        dontKnowAmount: false,
        ...body,
      });
    await add({
      categoryId: 1,
      source: 'Corner Market',
      amount: '400',
      frequency: 'weekly',
      isW2Income: true,
    });
    await add({
      categoryId: 1,
      source: 'Night shift',
      amount: '600',
      frequency: 'biweekly',
      isW2Income: true,
    });
    await add({ categoryId: 3, source: 'Social Security', amount: '1200', frequency: 'monthly' });

    const response = await client.get(`/api/financial-summary/${id}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    // 400 x 52/12 = 1733.33; 600 x 26/12 = 1300; + 1200 = 4233.33 a month.
    expect(summary).toMatchObject({
      totalMonthlyIncome: 4233.33,
      totalAnnualIncome: 50799.96,
      workIncome: 3033.33,
      workIncomeAnnual: 36399.96,
      workHoursBasis: 'minimumWage',
    });
    const entries = (await client.get(`/api/income-entries?applicationId=${id}`)).json();
    expect(summary).toEqual(JSON.parse(JSON.stringify(financialSummary(entries))));
  });

  it('an application without income has zero totals', async () => {
    const { client } = await registeredClient(t.app);
    const { id } = (await client.post('/api/applications', {})).json();
    const summary = (await client.get(`/api/financial-summary/${id}`)).json();
    expect(summary).toMatchObject({
      entries: [],
      totalMonthlyIncome: 0,
      totalAnnualIncome: 0,
      workHoursPerMonth: 0,
    });
  });

  it('404 for another applicant’s application, 401 signed out, 400 for a bad id', async () => {
    const alice = await registeredClient(t.app);
    const bob = await registeredClient(t.app);
    const { id } = (await alice.client.post('/api/applications', {})).json();
    expect((await bob.client.get(`/api/financial-summary/${id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/financial-summary/${id}`)).statusCode).toBe(401);
    expect((await alice.client.get('/api/financial-summary/abc')).statusCode).toBe(400);
  });
});
