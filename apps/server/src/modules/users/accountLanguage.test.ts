import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import {
  applicantWithDraft,
  createTestApp,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';
import { moreTexts } from '../../texts/index.js';
import { lowRiskApplication, submitBody } from '../submission/submissionTestHelpers.js';

// Issue 20, decision 0841: the account remembers its language (PUT /api/me/language, set at
// sign-in) and the e-mails sent later are written in it. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL names a server (createTestApp opens a database there).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedLanguage(userId: string) {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

async function waitForEmail(to: string, count: number) {
  for (let i = 0; i < 100; i += 1) {
    const sent = t.emails.sent.filter((message) => message.to === to);
    if (sent.length >= count) return sent;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} e-mails to ${to}`);
}

const put = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({
    method: 'PUT',
    url: '/api/me/language',
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('PUT /api/me/language', () => {
  it('keeps the language on the account: 204, stored, and changed again', async () => {
    const { client, user } = await registeredClient(t.app);
    expect(await storedLanguage(user.id)).toBe('en'); // registration signs in, in English here
    const saved = await put(client, { language: 'zh' });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.body).toBe('');
    expect(await storedLanguage(user.id)).toBe('zh');
    expect((await put(client, { language: 'ar' })).statusCode).toBe(204);
    expect(await storedLanguage(user.id)).toBe('ar');
  });

  it.each([
    ['an unknown language', { language: 'de' }],
    ['a region tag', { language: 'en-US' }],
    ['upper case', { language: 'EN' }],
    ['a NUL inside', { language: 'e\u0000n' }],
    ['a number', { language: 7 }],
    ['no language', {}],
    ['an extra field', { language: 'fr', admin: true }],
    ['a list', ['fr']],
  ])('400 for %s, and the stored language stays', async (_name, payload) => {
    const { client, user } = await registeredClient(t.app);
    const response = await put(client, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('400 for a body that is not JSON', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.request({
      method: 'PUT',
      url: '/api/me/language',
      payload: '{"language":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('401 signed out', async () => {
    const response = await put(new TestClient(t.app), { language: 'fr' });
    expect(response.statusCode).toBe(401);
  });

  it('is set at sign-in from the request language', async () => {
    const { client, user, body } = await registeredClient(t.app);
    await put(client, { language: 'vi' });
    await client.post('/api/auth/sign-out');
    const next = new TestClient(t.app);
    const spanish = { 'accept-language': 'es-US,es;q=0.9' };
    await next.request({
      method: 'POST',
      url: '/api/auth/sign-in/code',
      payload: { email: body.email },
      headers: spanish,
    });
    const [codeEmail] = (await waitForEmail(body.email, 1)).slice(-1);
    const code = codeEmail?.text.match(/\b(\d{6})\b/)?.[1];
    const verify = await next.request({
      method: 'POST',
      url: '/api/auth/sign-in/verify',
      payload: { email: body.email, code },
      headers: spanish,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await storedLanguage(user.id)).toBe('es');
  });
});

describe('e-mails sent later use the account language', () => {
  it('the submission confirmation is in Korean although the request is in English', async () => {
    const { client, applicationId, body } = await applicantWithDraft(t.app);
    expect((await put(client, { language: 'ko' })).statusCode).toBe(204);
    await lowRiskApplication(client, applicationId);
    const before = t.emails.sent.filter((message) => message.to === body.email).length;
    const submitted = await client.request({
      method: 'POST',
      url: `/api/applications/${applicationId}/submit`,
      payload: submitBody(),
      headers: { 'accept-language': 'en' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const number = submitted.json().confirmationNumber as string;
    const [confirmation] = (await waitForEmail(body.email, before + 1)).slice(-1);
    expect(confirmation?.subject).toBe(moreTexts.ko.confirmation.subject(number));
    expect(confirmation?.text).toContain(moreTexts.ko.confirmation.decision);
  });

  it('the lock-out notice is in Arabic although the wrong codes came in Spanish', async () => {
    const { client, body } = await registeredClient(t.app);
    expect((await put(client, { language: 'ar' })).statusCode).toBe(204);
    await client.post('/api/auth/sign-out');
    const spanish = { 'accept-language': 'es' };
    const stranger = new TestClient(t.app);
    await stranger.request({
      method: 'POST',
      url: '/api/auth/sign-in/code',
      payload: { email: body.email },
      headers: spanish,
    });
    const sent = (await waitForEmail(body.email, 1)).length;
    const code = t.emails.lastCodeFor(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await stranger.request({
        method: 'POST',
        url: '/api/auth/sign-in/verify',
        payload: { email: body.email, code: wrong },
        headers: spanish,
      });
    }
    const [notice] = (await waitForEmail(body.email, sent + 1)).slice(-1);
    expect(notice?.subject).toBe(moreTexts.ar.signInLocked(5).subject);
  });
});
