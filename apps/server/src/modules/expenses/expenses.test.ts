import { mileageDeduction } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantWithDraft,
  createTestApp,
  markSubmitted,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = TestClient;

async function addIncome(
  client: Client,
  applicationId: number,
  change: Record<string, unknown> = {},
): Promise<number> {
  const response = await client.post('/api/income-entries', {
    applicationId,
    categoryId: 2,
    source: 'Rideshare driving',
    amount: '2400',
    frequency: 'monthly',
    ...change,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const phone = (incomeEntryId: number, change: Record<string, unknown> = {}) => ({
  incomeEntryId,
  expenseType: 'utilities',
  description: 'Phone plan',
  amount: 60,
  frequency: 'monthly',
  notes: 'Half of the bill',
  hasReceipt: true,
  ...change,
});

const patch = (client: Client, id: number, payload: object) =>
  client.request({ method: 'PATCH', url: `/api/expenses/${id}`, payload });
const remove = (client: Client, id: number) =>
  client.request({ method: 'DELETE', url: `/api/expenses/${id}` });
const spanish = { 'accept-language': 'es' };

describe('POST /api/expenses', () => {
  it('adds an expense to a qualifying source and lists it in creation order', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const first = await client.post('/api/expenses', phone(entryId));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      incomeEntryId: entryId,
      expenseType: 'utilities',
      description: 'Phone plan',
      amount: 60,
      frequency: 'monthly',
      notes: 'Half of the bill',
      hasReceipt: true,
      isMileageExpense: false,
      milesPerWeek: null,
      mileageType: null,
      mileageRate: null,
    });
    const second = await client.post(
      '/api/expenses',
      phone(entryId, {
        expenseType: 'insurance',
        description: 'Car insurance',
        amount: '1200.50',
        frequency: 'annual',
      }),
    );
    expect(second.json()).toMatchObject({ amount: 1200.5, frequency: 'annual' });
    const list = await client.get(`/api/expenses?applicationId=${applicationId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { id: number }) => e.id)).toEqual([
      first.json().id,
      second.json().id,
    ]);
  });

  it('computes a mileage deduction at the IRS rate of the server year, ignoring the amount', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const response = await client.post(
      '/api/expenses',
      phone(entryId, {
        expenseType: 'transportation',
        description: 'Miles for rides',
        amount: 5,
        frequency: 'annual',
        isMileageExpense: true,
        milesPerWeek: '200',
      }),
    );
    expect(response.statusCode).toBe(201);
    const expected = mileageDeduction(200, t.clock.now().getUTCFullYear());
    expect(response.json()).toMatchObject({
      amount: expected.monthlyDeduction,
      frequency: 'monthly',
      isMileageExpense: true,
      milesPerWeek: 200,
      mileageType: 'business',
      mileageRate: expected.centsPerMile,
    });
  });

  it('refuses a source whose category takes no expenses, in English and Spanish', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId, { categoryId: 3, source: 'Benefits' });
    const english = await client.post('/api/expenses', phone(entryId));
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/cannot have business expenses/);
    const inSpanish = await client.request({
      method: 'POST',
      url: '/api/expenses',
      payload: phone(entryId),
      headers: spanish,
    });
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json().message).toMatch(/no puede tener gastos de negocio/);
  });

  it('refuses a type outside the source category list', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const work = await addIncome(client, applicationId);
    const rental = await addIncome(client, applicationId, { categoryId: 5, source: 'Duplex' });
    const wrongForWork = await client.post(
      '/api/expenses',
      phone(work, { expenseType: 'property_taxes' }),
    );
    expect(wrongForWork.statusCode).toBe(400);
    expect(wrongForWork.json().message).toBe(
      'This expense type does not fit this kind of income. Choose one from the list.',
    );
    const wrongForRental = await client.post('/api/expenses', phone(rental));
    expect(wrongForRental.statusCode).toBe(400);
    const rightForRental = await client.post(
      '/api/expenses',
      phone(rental, { expenseType: 'property_taxes' }),
    );
    expect(rightForRental.statusCode).toBe(201);
  });

  it.each([
    [{ expenseType: undefined }, 'Expense type is required'],
    [{ expenseType: 'yacht' }, 'Expense type is required'],
    [{ description: '  ' }, 'Description is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: 'abc' }, 'Amount must be a valid number'],
    [{ frequency: 'weekly' }, 'Choose monthly or yearly.'],
    [
      { isMileageExpense: true, milesPerWeek: null },
      'Enter how many miles you drive for work each week.',
    ],
    [{ milesPerWeek: 10 }, 'Miles can only be added to a mileage expense.'],
    [{ incomeEntryId: undefined }, 'Choose the income source this expense belongs to.'],
  ])('answers 400 for %o', async (change, message) => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const response = await client.post('/api/expenses', phone(entryId, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 signed out, 404 for another user source, 409 after submission', async () => {
    const owner = await applicantWithDraft(t.app);
    const entryId = await addIncome(owner.client, owner.applicationId);
    const signedOut = await new TestClient(t.app).post('/api/expenses', phone(entryId));
    expect(signedOut.statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    const foreign = await other.client.post('/api/expenses', phone(entryId));
    expect(foreign.statusCode).toBe(404);
    await markSubmitted(t, owner.applicationId);
    const late = await owner.client.post('/api/expenses', phone(entryId));
    expect(late.statusCode).toBe(409);
  });
});

describe('GET /api/expenses', () => {
  it('answers 401 signed out, 404 for another user application, 400 without an id', async () => {
    const owner = await applicantWithDraft(t.app);
    const url = `/api/expenses?applicationId=${owner.applicationId}`;
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await owner.client.get('/api/expenses')).statusCode).toBe(400);
  });
});

describe('PATCH and DELETE /api/expenses/:id', () => {
  it('merges a change with the stored expense and recomputes mileage', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const created = (await client.post('/api/expenses', phone(entryId))).json();
    const renamed = await patch(client, created.id, { description: 'Phone and data' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      description: 'Phone and data',
      amount: 60,
      notes: 'Half of the bill',
    });

    const toMileage = await patch(client, created.id, {
      expenseType: 'transportation',
      isMileageExpense: true,
      milesPerWeek: 100,
    });
    const expected = mileageDeduction(100, t.clock.now().getUTCFullYear());
    expect(toMileage.statusCode).toBe(200);
    expect(toMileage.json()).toMatchObject({
      amount: expected.monthlyDeduction,
      isMileageExpense: true,
      milesPerWeek: 100,
      mileageRate: expected.centsPerMile,
    });
    const moreMiles = await patch(client, created.id, { milesPerWeek: 50 });
    expect(moreMiles.json().amount).toBe(
      mileageDeduction(50, t.clock.now().getUTCFullYear()).monthlyDeduction,
    );

    const needsAmount = await patch(client, created.id, { isMileageExpense: false });
    expect(needsAmount.statusCode).toBe(400);
    expect(needsAmount.json().message).toBe('Amount is required');
    const back = await patch(client, created.id, { isMileageExpense: false, amount: 30 });
    expect(back.json()).toMatchObject({
      amount: 30,
      isMileageExpense: false,
      milesPerWeek: null,
      mileageRate: null,
    });
  });

  it('validates the change: bad amount, empty description and a type outside the list', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const created = (await client.post('/api/expenses', phone(entryId))).json();
    const badAmount = await patch(client, created.id, { amount: '-3' });
    expect(badAmount.statusCode).toBe(400);
    const emptyDescription = await patch(client, created.id, { description: '' });
    expect(emptyDescription.json().message).toBe('Description is required');
    const wrongType = await patch(client, created.id, { expenseType: 'depreciation' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/does not fit this kind of income/);
  });

  it('deletes an expense', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entryId = await addIncome(client, applicationId);
    const created = (await client.post('/api/expenses', phone(entryId))).json();
    expect((await remove(client, created.id)).statusCode).toBe(204);
    expect((await client.get(`/api/expenses?applicationId=${applicationId}`)).json()).toEqual([]);
    expect((await remove(client, created.id)).statusCode).toBe(404);
  });

  it('answers 401 signed out, 404 for another user expense, 409 after submission', async () => {
    const owner = await applicantWithDraft(t.app);
    const entryId = await addIncome(owner.client, owner.applicationId);
    const created = (await owner.client.post('/api/expenses', phone(entryId))).json();
    const anonymous = new TestClient(t.app);
    expect((await patch(anonymous, created.id, { description: 'x' })).statusCode).toBe(401);
    expect((await remove(anonymous, created.id)).statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    expect((await patch(other.client, created.id, { description: 'x' })).statusCode).toBe(404);
    expect((await remove(other.client, created.id)).statusCode).toBe(404);
    await markSubmitted(t, owner.applicationId);
    expect((await patch(owner.client, created.id, { description: 'x' })).statusCode).toBe(409);
    expect((await remove(owner.client, created.id)).statusCode).toBe(409);
    const list = await owner.client.get(`/api/expenses?applicationId=${owner.applicationId}`);
    expect(list.json()).toHaveLength(1);
  });
});
