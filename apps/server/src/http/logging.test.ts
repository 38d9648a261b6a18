import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../modules/auth/sessions.js';
import { createTestApp, registeredClient, type TestApp } from '../test/testApp.js';
import { loggerOptions, redact, scrubText, withoutQuery } from './logging.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { ...loggerOptions, level: 'info', stream } });
});
afterAll(() => t.close());

describe('logs hold no PII (decision 0385)', () => {
  it('a failing request with PII in the query and a session cookie logs neither', async () => {
    const { client, body } = await registeredClient(t.app);
    const token = client.cookie?.replace(/^sid=/, '') ?? '';
    expect(token).not.toBe('');
    const sessionHash = hashSessionToken(decodeURIComponent(token));
    // The session lookup fails in the database: the error names the query and its parameters.
    await t.database.db.execute(sql`alter table sessions rename to sessions_away`);
    lines.length = 0;
    try {
      const response = await client.get(
        `/api/applications?email=${encodeURIComponent(body.email)}&name=${body.lastName}Secret&ssn=123-45-6789`,
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('"url":"/api/applications"');
    for (const secret of [
      token,
      sessionHash,
      body.email,
      `${body.lastName}Secret`,
      '123-45-6789',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs one line per request, when it is answered, with its path, route and status', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/health?email=a@b.org' });
    expect(response.statusCode).toBe(200);
    // Other work of the app (the job queue on PostgreSQL) may log meanwhile: the request's lines.
    const logged = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.req !== undefined || /request/.test(line.msg));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health', route: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(logged[0].responseTime).toBeGreaterThanOrEqual(0);
  });

  it('redacts by key at any depth and scrubs free text', () => {
    expect(
      redact({ user: { Email: 'a@b.org', firstName: 'Ana' }, list: [{ tokenHash: 'ff' }], n: 3 }),
    ).toEqual({
      user: { Email: '[redacted]', firstName: '[redacted]' },
      list: [{ tokenHash: '[redacted]' }],
      n: 3,
    });
    expect(scrubText('Failed query: select 1\nparams: abc,ana@example.org')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(scrubText(`ana.lopez@example.org code 123456 ${'a1'.repeat(32)} GET /x?q=1`)).toBe(
      '[email] code [digits] [hex] GET /x',
    );
    expect(withoutQuery('/api/x?email=a@b.org#frag')).toBe('/api/x');
  });

  it('every log line has the redacted keys replaced at its top level and one level down', () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions, sink).child({ sessionId: 'abc123' });
    const applicant = { Email: 'ana@example.org', phone: '5551234567', count: 2 };
    log.info({ email: 'ana@example.org', applicant, kept: { status: 'draft' } }, 'something');
    const line = JSON.parse(written.join(''));
    expect(line).toMatchObject({
      sessionId: '[redacted]',
      email: '[redacted]',
      applicant: { Email: '[redacted]', phone: '[redacted]', count: 2 },
      kept: { status: 'draft' },
    });
    expect(written.join('')).not.toMatch(/ana@example|5551234567|abc123/);
    // The caller's own objects are not changed.
    expect(applicant.Email).toBe('ana@example.org');
  });
});
