import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { sharedPostgresDatabase } from '../../test/sharedPostgres.js';
import { createTestApp, registration, type TestApp, TestClient } from '../../test/testApp.js';

// Decisions 0381 and 0441: two app instances on one PostgreSQL database share sessions (rows),
// the per-address limits (rate_limit_hits) and the per-account code limit and lock-out.
const serverUrl = process.env.TEST_DATABASE_URL;
const PER_ADDRESS = 6;

/** A client address of its own for each test run (Redis and the database outlive a test). */
const someAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let shared: Awaited<ReturnType<typeof sharedPostgresDatabase>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await sharedPostgresDatabase(serverUrl as string, 2);
    // A real-sized limit (test apps otherwise allow 10,000 per window).
    const signIn = { ...loadConfig({}).signIn, requestsPerWindow: PER_ADDRESS };
    a = await createTestApp({ signIn }, { database: shared.handles[0] });
    b = await createTestApp({ signIn }, { database: shared.handles[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  /** A browser-like client on one instance, from one address. */
  function clientOn(t: TestApp, address: string) {
    const client = new TestClient(t.app);
    const request = client.request.bind(client);
    client.request = (options) => request({ ...options, remoteAddress: address });
    return client;
  }

  async function account() {
    const body = registration();
    const registered = await clientOn(a, someAddress()).post('/api/register', body);
    expect(registered.statusCode).toBe(201);
    return body.email;
  }

  async function codeFor(email: string): Promise<string> {
    await expect
      .poll(() => a.emails.lastCodeFor(email) ?? b.emails.lastCodeFor(email))
      .toBeTruthy();
    return (a.emails.lastCodeFor(email) ?? b.emails.lastCodeFor(email)) as string;
  }

  it('a session made on one instance works on the other, and signing out there ends it', async () => {
    const onA = clientOn(a, someAddress());
    const registered = await onA.post('/api/register', registration());
    expect(registered.statusCode).toBe(201);
    const onB = clientOn(b, someAddress());
    onB.cookie = onA.cookie;
    const user = await onB.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json().id).toBe(registered.json().user.id);

    expect((await onB.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await onA.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('a sign-out on one instance is refused on the other within its session cache time', async () => {
    const onA = clientOn(a, someAddress());
    expect((await onA.post('/api/register', registration())).statusCode).toBe(201);
    // A has the session cached (decision 0641); B signs it out.
    expect((await onA.get('/api/auth/user')).statusCode).toBe(200);
    const onB = clientOn(b, someAddress());
    onB.cookie = onA.cookie;
    const signedOutAt = Date.now();
    expect((await onB.post('/api/auth/sign-out')).statusCode).toBe(204);
    await expect
      .poll(async () => (await onA.get('/api/auth/user')).statusCode, { timeout: 4_000 })
      .toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThanOrEqual(
      a.config.session.cacheSeconds * 1000 + 500,
    );
  });

  it('counts sign-in requests from one address on both instances together', async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      const t = i % 2 === 0 ? a : b;
      const response = await clientOn(t, address).post('/api/auth/sign-in/code', {
        email: 'nobody@example.org',
      });
      statuses.push(response.statusCode);
    }
    // Each instance alone would have allowed PER_ADDRESS: together they allow PER_ADDRESS.
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(202), 429, 429]);
    // Another address is counted apart.
    const other = await clientOn(b, someAddress()).post('/api/auth/sign-in/code', {
      email: 'nobody@example.org',
    });
    expect(other.statusCode).toBe(202);
  });

  it('locks the account after 5 wrong codes spread over both instances and addresses', async () => {
    const email = await account();
    expect(
      (await clientOn(a, someAddress()).post('/api/auth/sign-in/code', { email })).statusCode,
    ).toBe(202);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t = i % 2 === 0 ? b : a;
      answers.push(
        await clientOn(t, someAddress()).post('/api/auth/sign-in/verify', { email, code: wrong }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.at(-1)?.json().message).toBe(
      'That code is not right. Too many wrong tries. Ask for a new code.',
    );
    // The right code, on the instance that did not take the fifth guess, is spent too.
    const right = await clientOn(a, someAddress()).post('/api/auth/sign-in/verify', {
      email,
      code,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Ask for a new code.');
    await expect
      .poll(() =>
        b.emails.sent.some((sent) => sent.to === email && /Someone tried/.test(sent.subject)),
      )
      .toBe(true);
  });

  it('sends at most 3 codes per account, whichever instance is asked', async () => {
    const email = await account();
    const sentTo = () =>
      [...a.emails.sent, ...b.emails.sent].filter((sent) => sent.to === email).length;
    const before = sentTo();
    for (let i = 0; i < 6; i += 1) {
      const t = i % 2 === 0 ? a : b;
      const response = await clientOn(t, someAddress()).post('/api/auth/sign-in/code', { email });
      expect(response.statusCode).toBe(202);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentTo() - before).toBe(3);
  });
});
