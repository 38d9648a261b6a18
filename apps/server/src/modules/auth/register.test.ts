import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates the applicant, signs them in with an httpOnly SameSite=Lax cookie and returns the user', async () => {
    const client = new TestClient(t.app);
    const body = registration({ phone: '(555) 123-4567', email: '  Ana.Diaz@Example.ORG ' });
    const response = await client.post('/api/register', body);

    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'ana.diaz@example.org',
      phone: '5551234567',
      zipCode: '60601',
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ana.diaz@example.org');
  });

  it('answers 409 with a clear message when the email is taken, whatever its case', async () => {
    const first = registration();
    expect((await new TestClient(t.app).post('/api/register', first)).statusCode).toBe(201);
    const again = await new TestClient(t.app).post('/api/register', {
      ...first,
      email: first.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  // SPEC 5: landing registration form messages.
  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['email', { email: undefined }, 'Valid email is required'],
    ['phone', { phone: '' }, 'Valid phone number is required'],
    ['phone', { phone: '(555) 123-456' }, 'Valid phone number is required'],
    ['phone', { phone: '555123456789' }, 'Phone number must be 10 digits'],
    ['zipCode', { zipCode: '606' }, 'Valid ZIP code is required'],
    ['zipCode', { zipCode: 'abcde' }, 'Valid ZIP code is required'],
    ['agreeToTerms', { agreeToTerms: false }, 'You must agree to the terms'],
    ['agreeToTerms', { agreeToTerms: undefined }, 'You must agree to the terms'],
  ])('400 on %s %j with "%s"', async (field, change, message) => {
    const response = await new TestClient(t.app).post('/api/register', registration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('lists every field message when several are wrong', async () => {
    const response = await new TestClient(t.app).post('/api/register', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Valid ZIP code is required',
      'You must agree to the terms',
    ]);
  });

  it('answers in Spanish when the applicant uses Spanish', async () => {
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/register',
      payload: registration({ firstName: '' }),
      headers: { 'accept-language': 'es' },
    });
    expect(response.json().message).toBe('El nombre es obligatorio');
  });

  it('refuses malformed JSON and a missing body with 400, not 500', async () => {
    const client = new TestClient(t.app);
    const malformed = await client.request({
      method: 'POST',
      url: '/api/register',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Some of the information sent is not valid.');
    const empty = await client.post('/api/register');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses (403) a registration from another site or without an Origin', async () => {
    const foreign = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/register',
      payload: registration(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      'This request did not come from this website, so we refused it.',
    );

    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(),
    });
    expect(noOrigin.statusCode).toBe(403);
  });
});
