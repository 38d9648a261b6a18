import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';
import { applicantWithIncome, linkSandboxBank } from './bankTestHelpers.js';
import { BANK_REQUESTS_PER_MINUTE } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = { institution_id: 'ins_109508', username: 'user_good', password: 'pass_good' };

/** Moves the clock on while the applicant stays active (sessions end after 15 idle minutes). */
async function waitActive(client: TestClient, minutes: number) {
  for (let left = minutes; left > 0; left -= 10) {
    t.clock.advanceMinutes(Math.min(10, left));
    await client.get('/api/auth/user');
  }
}

async function linkToken(client: TestClient): Promise<string> {
  return (await client.post('/api/plaid/link-token')).json().link_token;
}

describe('POST /api/plaid/link-token (sandbox)', () => {
  it('returns a signed sandbox link token that expires in 30 minutes', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/link-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      link_token: expect.stringMatching(/^link-sandbox-[\w-]+\.[\w-]+$/),
      expiration: '2026-11-22T15:30:00.000Z',
      provider: 'sandbox',
    });
  });

  it('401 when signed out', async () => {
    const response = await new TestClient(t.app).post('/api/plaid/link-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });
});

describe('bank routes rate limit', () => {
  it(`answers one user ${BANK_REQUESTS_PER_MINUTE} times a minute, then 429; others go on`, async () => {
    const { client } = await registeredClient(t.app);
    for (let i = 0; i < BANK_REQUESTS_PER_MINUTE; i += 1) {
      expect((await client.post('/api/plaid/link-token')).statusCode).toBe(200);
    }
    const limited = await client.post('/api/plaid/link-token');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many tries. Please wait a few minutes and try again.',
    });
    const other = await registeredClient(t.app);
    expect((await other.client.post('/api/plaid/link-token')).statusCode).toBe(200);
  });
});

describe('GET /api/plaid/sandbox/institutions', () => {
  it('lists test institutions with their test credentials', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.get('/api/plaid/sandbox/institutions');
    expect(response.statusCode).toBe(200);
    const { institutions } = response.json();
    expect(institutions.length).toBeGreaterThanOrEqual(3);
    expect(institutions[0]).toEqual({
      institution_id: 'ins_109508',
      name: 'First Platypus Bank',
      credentials: { username: 'user_good', password: 'pass_good' },
    });
  });

  it('401 when signed out', async () => {
    expect((await new TestClient(t.app).get('/api/plaid/sandbox/institutions')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/plaid/sandbox/link', () => {
  it('logs in with the test credentials and returns a public token with Link metadata', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.public_token).toMatch(/^public-sandbox-/);
    expect(body.metadata.institution).toEqual({
      name: 'First Platypus Bank',
      institution_id: 'ins_109508',
    });
    expect(body.metadata.accounts).toEqual([
      expect.objectContaining({
        name: 'Everyday Checking',
        type: 'depository',
        subtype: 'checking',
      }),
      expect.objectContaining({ name: 'Savings', type: 'depository', subtype: 'savings' }),
    ]);
  });

  it('links only the accounts chosen, and the exchange returns just those', async () => {
    const { client } = await registeredClient(t.app);
    const first = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
    });
    const checking = first.json().metadata.accounts[0].id;
    const chosen = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
      account_ids: [checking],
    });
    expect(chosen.json().metadata.accounts.map((a: { id: string }) => a.id)).toEqual([checking]);
    const exchanged = await client.post('/api/plaid/exchange-token', {
      public_token: chosen.json().public_token,
      metadata: chosen.json().metadata,
    });
    expect(exchanged.json().accounts.map((a: { account_id: string }) => a.account_id)).toEqual([
      checking,
    ]);
    const unknown = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
      account_ids: ['acc-nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Please choose at least one of your accounts at this bank.',
    );
  });

  it('wrong credentials: 400 INVALID_CREDENTIALS', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
      password: 'pass_bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'INVALID_CREDENTIALS',
      message:
        'That user name or password is not right for this bank. Please check them and try again.',
    });
  });

  it('unknown institution: 400 INVALID_INSTITUTION', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(client),
      ...login,
      institution_id: 'ins_1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('INVALID_INSTITUTION');
  });

  it.each([
    ['malformed', () => 'link-sandbox-garbage'],
    ['tampered', (token: string) => `${token.slice(0, -3)}xyz`],
    ['not a sandbox token', () => 'link-production-123'],
  ])('%s link token: 400 INVALID_LINK_TOKEN', async (_, change) => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/sandbox/link', {
      link_token: change(await linkToken(client)),
      ...login,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'INVALID_LINK_TOKEN',
      message: 'The bank connection timed out. We are starting it again.',
    });
  });

  it('another user’s link token: INVALID_LINK_TOKEN', async () => {
    const owner = await registeredClient(t.app);
    const other = await registeredClient(t.app);
    const response = await other.client.post('/api/plaid/sandbox/link', {
      link_token: await linkToken(owner.client),
      ...login,
    });
    expect(response.json().error_code).toBe('INVALID_LINK_TOKEN');
  });

  it('an expired link token is refused; a new one (the web’s retry) works', async () => {
    const { client } = await registeredClient(t.app);
    const old = await linkToken(client);
    await waitActive(client, 31);
    try {
      const expired = await client.post('/api/plaid/sandbox/link', { link_token: old, ...login });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error_code).toBe('INVALID_LINK_TOKEN');
      const retried = await client.post('/api/plaid/sandbox/link', {
        link_token: await linkToken(client),
        ...login,
      });
      expect(retried.statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-31);
    }
  });

  it('validation: each missing field has its message; Spanish too', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/plaid/sandbox/link', {
      link_token: '',
      institution_id: ' ',
      username: '',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'link_token',
        message: 'The bank connection was lost. Please connect your bank again.',
      },
      { field: 'institution_id', message: 'Choose your bank from the list.' },
      { field: 'username', message: 'Enter the user name you use for online banking.' },
      { field: 'password', message: 'Enter the password you use for online banking.' },
    ]);
    const spanish = await client.request({
      method: 'POST',
      url: '/api/plaid/sandbox/link',
      headers: { 'accept-language': 'es' },
      payload: { link_token: await linkToken(client), ...login, password: 'x' },
    });
    expect(spanish.json().message).toBe(
      'Ese usuario o contraseña no es correcto para este banco. Revíselos e intente de nuevo.',
    );
  });

  it('401 when signed out', async () => {
    const response = await new TestClient(t.app).post('/api/plaid/sandbox/link', {
      link_token: 'x',
      ...login,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/plaid/exchange-token', () => {
  it('returns an opaque handle and stores only its hash and the encrypted token', async () => {
    const { client, user } = await applicantWithIncome(t.app);
    const linked = await linkSandboxBank(client);
    expect(linked.access_token).toMatch(/^item-[\w-]{43}$/);
    expect(linked.institution).toEqual({ name: 'First Platypus Bank' });
    expect(linked.accounts).toHaveLength(2);
    const { bankItems } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(bankItems).where(eq(bankItems.userId, user.id));
    expect(row?.handleHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.handleHash).not.toContain(linked.access_token);
    expect(row?.encryptedAccessToken).toMatch(/^v1\./);
    expect(row?.encryptedAccessToken).not.toContain('access-sandbox');
    expect(row?.provider).toBe('sandbox');
  });

  it('a public token works once', async () => {
    const { client } = await registeredClient(t.app);
    const publicToken = (await client.post('/api/plaid/sandbox/public-token', {})).json()
      .public_token;
    expect(
      (await client.post('/api/plaid/exchange-token', { public_token: publicToken })).statusCode,
    ).toBe(200);
    const again = await client.post('/api/plaid/exchange-token', { public_token: publicToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error_code: 'INVALID_PUBLIC_TOKEN',
      message: 'This bank connection expired or was already used. Please connect your bank again.',
    });
  });

  it('two exchanges of one public token at the same moment link the bank once', async () => {
    const { client } = await registeredClient(t.app);
    const publicToken = (await client.post('/api/plaid/sandbox/public-token', {})).json()
      .public_token;
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/plaid/exchange-token', { public_token: publicToken })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses another user’s, an expired and a made-up public token', async () => {
    const owner = await registeredClient(t.app);
    const other = await registeredClient(t.app);
    const publicToken = (await owner.client.post('/api/plaid/sandbox/public-token', {})).json()
      .public_token;
    const stolen = await other.client.post('/api/plaid/exchange-token', {
      public_token: publicToken,
    });
    expect(stolen.json().error_code).toBe('INVALID_PUBLIC_TOKEN');
    expect(
      (await owner.client.post('/api/plaid/exchange-token', { public_token: 'public-x' })).json()
        .error_code,
    ).toBe('INVALID_PUBLIC_TOKEN');
    await waitActive(owner.client, 31);
    try {
      const late = await owner.client.post('/api/plaid/exchange-token', {
        public_token: publicToken,
      });
      expect(late.json().error_code).toBe('INVALID_PUBLIC_TOKEN');
    } finally {
      t.clock.advanceMinutes(-31);
    }
  });

  it('validation and 401', async () => {
    const { client } = await registeredClient(t.app);
    const blank = await client.post('/api/plaid/exchange-token', { public_token: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(
      'The bank connection was lost. Please connect your bank again.',
    );
    const signedOut = await new TestClient(t.app).post('/api/plaid/exchange-token', {
      public_token: 'p',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('sandbox public-token: unknown institution refused, 401 signed out', async () => {
    const { client } = await registeredClient(t.app);
    const unknown = await client.post('/api/plaid/sandbox/public-token', {
      institution_id: 'ins_nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_code).toBe('INVALID_INSTITUTION');
    const other = await client.post('/api/plaid/sandbox/public-token', {
      institution_id: 'ins_109511',
    });
    const exchanged = await client.post('/api/plaid/exchange-token', {
      public_token: other.json().public_token,
    });
    expect(exchanged.json().institution).toEqual({ name: 'Tartan Bank' });
    const noBody = await client.post('/api/plaid/sandbox/public-token');
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().public_token).toMatch(/^public-sandbox-/);
    expect(
      (await new TestClient(t.app).post('/api/plaid/sandbox/public-token', {})).statusCode,
    ).toBe(401);
  });
});
