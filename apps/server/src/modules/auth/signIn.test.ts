import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { serverMessages } from '../../http/messages.js';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

const SIGN_IN_CODE_SENT = serverMessages.codeSent.en;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitForCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const code = t.emails.lastCodeFor(email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no code was sent');
}

async function newAccount() {
  const { client, body } = await registeredClient(t.app);
  await client.post('/api/auth/sign-out');
  return body.email;
}

describe('sign-in with a one-time code', () => {
  it('sends a 6-digit code and signs in with it', async () => {
    const email = await newAccount();
    const client = new TestClient(t.app);
    const request = await client.post('/api/auth/sign-in/code', { email: email.toUpperCase() });
    expect(request.statusCode).toBe(202);
    expect(request.json()).toEqual({ message: SIGN_IN_CODE_SENT });
    const code = await waitForCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const verify = await client.post('/api/auth/sign-in/verify', { email, code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email).toBe(email);
    expect((await client.get('/api/auth/user')).json().email).toBe(email);

    // A code works once.
    const reuse = await new TestClient(t.app).post('/api/auth/sign-in/verify', { email, code });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const before = t.emails.sent.length;
    const response = await new TestClient(t.app).post('/api/auth/sign-in/code', {
      email: 'nobody@example.org',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGN_IN_CODE_SENT });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(t.emails.sent.length).toBe(before);
    const verify = await new TestClient(t.app).post('/api/auth/sign-in/verify', {
      email: 'nobody@example.org',
      code: '123456',
    });
    expect(verify.statusCode).toBe(400);
  });

  it('counts wrong codes and needs a new code after 5 tries', async () => {
    const email = await newAccount();
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/code', { email });
    const code = await waitForCode(email);
    const wrong = code === '000000' ? '111111' : '000000';

    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await client.post('/api/auth/sign-in/verify', { email, code: wrong });
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'That code is not right. You can try 4 more times.',
      'That code is not right. You can try 3 more times.',
      'That code is not right. You can try 2 more times.',
      'That code is not right. You can try 1 more time.',
      'That code is not right. Too many wrong tries. Ask for a new code.',
    ]);
    const right = await client.post('/api/auth/sign-in/verify', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Ask for a new code.');
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses a code after 10 minutes', async () => {
    const email = await newAccount();
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/code', { email });
    const code = await waitForCode(email);
    t.clock.advanceMinutes(10);
    const response = await client.post('/api/auth/sign-in/verify', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This code has expired or was replaced. Ask for a new code.',
    );
  });

  it('a new code replaces the earlier one', async () => {
    const email = await newAccount();
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/code', { email });
    const first = await waitForCode(email);
    t.emails.sent.length = 0;
    await client.post('/api/auth/sign-in/code', { email });
    const second = await waitForCode(email);
    if (first !== second) {
      expect(
        (await client.post('/api/auth/sign-in/verify', { email, code: first })).statusCode,
      ).toBe(400);
    }
    expect(
      (await client.post('/api/auth/sign-in/verify', { email, code: second })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['/api/auth/sign-in/code', { email: 'nope' }, 'Valid email is required'],
    [
      '/api/auth/sign-in/verify',
      { email: 'a@example.org', code: '12ab56' },
      'Enter the 6-digit code from your email.',
    ],
    [
      '/api/auth/sign-in/verify',
      { email: 'a@example.org', code: '12345' },
      'Enter the 6-digit code from your email.',
    ],
  ])('400 on %s %j', async (url, body, message) => {
    const response = await new TestClient(t.app).post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses sign-in requests from another site (403)', async () => {
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/auth/sign-in/code',
      payload: { email: 'a@example.org' },
      headers: { origin: 'http://localhost.evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a clear message after too many requests from one address', async () => {
    const { signIn } = loadConfig({});
    const limited = await createTestApp({ signIn });
    try {
      const client = new TestClient(limited.app);
      const limit = limited.config.signIn.requestsPerWindow;
      for (let i = 0; i < limit; i += 1) {
        expect(
          (await client.post('/api/auth/sign-in/code', { email: 'x@example.org' })).statusCode,
        ).toBe(202);
      }
      const response = await client.post('/api/auth/sign-in/code', { email: 'x@example.org' });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(
        'Too many tries. Please wait a few minutes and try again.',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('per-account lock-out and limits (decision 0381)', () => {
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('spends the code after 5 wrong ones, emails the owner, and a fresh code works', async () => {
    const email = await newAccount();
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/code', { email });
    const code = await waitForCode(email);
    for (let i = 0; i < 5; i += 1) {
      await client.post('/api/auth/sign-in/verify', { email, code: wrongFor(code) });
    }
    const right = await client.post('/api/auth/sign-in/verify', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Ask for a new code.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const warning = t.emails.sent.findLast((message) => message.to === email);
    expect(warning?.subject).toBe('Someone tried to sign in to your account');
    expect(warning?.text).toContain('wrong sign-in code 5 times');

    t.emails.sent.length = 0;
    await client.post('/api/auth/sign-in/code', { email });
    const fresh = await waitForCode(email);
    expect((await client.post('/api/auth/sign-in/verify', { email, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('counts parallel guesses: 20 at once still get only 5 tries', async () => {
    const email = await newAccount();
    await new TestClient(t.app).post('/api/auth/sign-in/code', { email });
    const code = await waitForCode(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        new TestClient(t.app).post('/api/auth/sign-in/verify', { email, code: wrongFor(code) }),
      ),
    );
    const counted = answers.filter((answer) => answer.json().message.startsWith('That code'));
    expect(counted).toHaveLength(5);
    const right = await new TestClient(t.app).post('/api/auth/sign-in/verify', { email, code });
    expect(right.statusCode).toBe(400);
  });

  it('a rotating X-Forwarded-For gets nowhere: not believed, and 3 codes per account', async () => {
    const { signIn } = loadConfig({});
    const limited = await createTestApp({ signIn, trustedProxies: ['10.0.0.1'] });
    try {
      const { client, body } = await registeredClient(limited.app);
      await client.post('/api/auth/sign-out');
      const email = body.email;
      // From an address that is not a listed proxy, the header is ignored: one address, 429.
      const statuses: number[] = [];
      for (let i = 0; i < signIn.requestsPerWindow + 2; i += 1) {
        const response = await client.request({
          method: 'POST',
          url: '/api/auth/sign-in/code',
          payload: { email: 'nobody@example.org' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          remoteAddress: '192.0.2.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);

      // Through the listed proxy each forwarded address counts apart, but the account's own
      // limit holds: 3 codes, so at most 15 guesses, however many addresses ask.
      let acceptedGuesses = 0;
      for (let i = 0; i < 30; i += 1) {
        const via = {
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        };
        await client.request({
          method: 'POST',
          url: '/api/auth/sign-in/code',
          payload: { email },
          ...via,
        });
        for (let guess = 0; guess < 5; guess += 1) {
          const response = await client.request({
            method: 'POST',
            url: '/api/auth/sign-in/verify',
            payload: { email, code: String(100000 + i * 5 + guess) },
            ...via,
          });
          if (response.json().message?.startsWith('That code')) acceptedGuesses += 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const codes = limited.emails.sent.filter(
        (message) => message.to === email && message.subject.includes('sign-in code'),
      );
      expect(codes).toHaveLength(3);
      expect(acceptedGuesses).toBeLessThanOrEqual(15);
    } finally {
      await limited.close();
    }
  });
});
