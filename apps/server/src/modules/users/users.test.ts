import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountForm = (email: string) => ({
  firstName: 'Rosa',
  lastName: 'Martinez',
  email,
  phone: '',
  zipCode: '60601-1234',
  agreeToTerms: true,
  applicantId: 'APP-1795385776305QWERT',
});

describe('POST /api/users (wizard account step)', () => {
  it('saves the profile and the applicantId; phone is optional; the first applicantId sticks', async () => {
    const { client, body } = await registeredClient(t.app);
    const response = await client.post('/api/users', accountForm(body.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Martinez',
      email: body.email,
      phone: null,
      zipCode: '60601-1234',
      applicantId: 'APP-1795385776305QWERT',
    });
    const again = await client.post('/api/users', {
      ...accountForm(body.email),
      applicantId: 'APP-1795385776399ZZZZZ',
    });
    expect(again.json().applicantId).toBe('APP-1795385776305QWERT');
    expect((await client.get('/api/auth/user')).json().firstName).toBe('Rosa');
  });

  it("GET /api/auth/user, kept between reads (decision 0720), shows the account step's changes at once", async () => {
    const { client, body } = await registeredClient(t.app);
    const before = (await client.get('/api/auth/user')).json();
    expect((await client.get('/api/auth/user')).json()).toEqual(before);
    expect(before.firstName).not.toBe('Rosa');
    await client.post('/api/users', accountForm(body.email));
    expect((await client.get('/api/auth/user')).json()).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Martinez',
      zipCode: '60601-1234',
    });
  });

  it('makes an applicantId when the browser sends none', async () => {
    const { client, body } = await registeredClient(t.app);
    const { applicantId: _, ...form } = accountForm(body.email);
    const response = await client.post('/api/users', form);
    expect(response.statusCode).toBe(200);
    expect(response.json().applicantId).toMatch(/^APP-\d+[A-Z]{5}$/);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: 'x' }, 'Valid email is required'],
    [{ phone: '(555) 123-456' }, 'Valid phone number is required'],
    [{ phone: '555123456789' }, 'Phone number must be 10 digits'],
    [{ zipCode: '1234' }, 'Valid ZIP code is required'],
    [{ zipCode: '12345-67890' }, 'Valid ZIP code is required'],
    [{ agreeToTerms: false }, 'You must agree to the terms'],
  ])('400 for %j: "%s"', async (change, message) => {
    const { client, body } = await registeredClient(t.app);
    const response = await client.post('/api/users', { ...accountForm(body.email), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toHaveLength(1);
  });

  it('409 when the new email belongs to another account', async () => {
    const other = await registeredClient(t.app);
    const { client, body } = await registeredClient(t.app);
    const response = await client.post('/api/users', accountForm(other.body.email));
    expect(response.statusCode).toBe(409);
    expect((await client.get('/api/auth/user')).json().email).toBe(body.email);
  });

  it('401 when signed out', async () => {
    expect(
      (await new TestClient(t.app).post('/api/users', accountForm('a@example.org'))).statusCode,
    ).toBe(401);
  });
});
