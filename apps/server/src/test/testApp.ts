import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { EmailMessage, EmailSender } from '../email/port.js';
import { openTestDatabase } from './testDatabase.js';

export const TEST_ORIGIN = 'http://localhost:80';

/** The email port's test adapter: keeps what was sent, so a test can read the code. */
export class RecordedEmails implements EmailSender {
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage) {
    this.sent.push(message);
  }
  lastCodeFor(email: string): string | undefined {
    const message = this.sent.findLast((sent) => sent.to === email);
    return message?.text.match(/\b(\d{6})\b/)?.[1];
  }
}

export class TestClock {
  constructor(private current = new Date('2026-11-22T15:00:00.000Z')) {}
  now = () => new Date(this.current);
  advanceMinutes(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  emails: RecordedEmails;
  clock: TestClock;
  config: AppConfig;
  /** The app's DATA_KEY (bank tests decrypt what was stored with it). */
  dataKey: Buffer;
  close(): Promise<void>;
}

/** Test apps allow many sign-in requests per address; the rate-limit test passes the real limit. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'documentAnalyzer' | 'logger' | 'onRoute' | 'places'> & {
    /** A database another test app also uses (two instances); the caller closes it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'benefits-test-'));
  const defaults = loadConfig({ DATA_DIR: dataDir });
  const config: AppConfig = {
    ...defaults,
    webDistDir: path.join(dataDir, 'no-web-build'),
    signIn: { ...defaults.signIn, requestsPerWindow: 10_000 },
    ...overrides,
  };
  const database = options.database ?? (await openTestDatabase());
  const emails = new RecordedEmails();
  const clock = new TestClock();
  const dataKey = randomBytes(32);
  const app = await buildApp({
    config,
    database,
    dataKey,
    email: emails,
    clock: clock.now,
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    emails,
    clock,
    config,
    dataKey,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * A test file's app: built before its first test and closed after its last. The object is
 * filled in by `beforeAll`, so read its fields inside tests only.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(() => t.close());
  return t;
}

/** A browser-like client: sends the app's Origin and keeps the session cookie. */
export class TestClient {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      host: 'localhost:80',
      ...(options.headers as Record<string, string>),
    };
    if (this.cookie) headers.cookie = this.cookie;
    const response = await this.app.inject({ ...options, headers });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    if (sid) this.cookie = sid.value ? `sid=${sid.value}` : undefined;
    return response;
  }
  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}

let emailCounter = 0;
export function registration(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.${emailCounter}.${randomBytes(3).toString('hex')}@example.org`,
    phone: '5551234567',
    zipCode: '60601',
    agreeToTerms: true,
    ...overrides,
  };
}

export async function registeredClient(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const client = new TestClient(app);
  const body = registration(overrides);
  const response = await client.post('/api/register', body);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { client, user: response.json().user as { id: string; email: string }, body };
}

/** Marks an application submitted directly in the database (the submit route lands later). */
export async function markSubmitted(t: TestApp, applicationId: number) {
  const { applications } = await import('../db/schema.js');
  const { eq } = await import('drizzle-orm');
  await t.database.db
    .update(applications)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(eq(applications.id, applicationId));
}

/** A registered applicant with one draft application (SNAP selected). */
export async function applicantWithDraft(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const applicant = await registeredClient(app, overrides);
  const created = await applicant.client.post('/api/applications', { selectedBenefits: ['snap'] });
  return { ...applicant, applicationId: created.json().id as number };
}
