import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { sharedPostgresDatabase } from '../../test/sharedPostgres.js';
import {
  applicantWithDraft,
  createTestApp,
  markSubmitted,
  registeredClient,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';
import { openTestDatabase } from '../../test/testDatabase.js';

// Decision 0720: two app instances on one database, each keeping replies. A write on one is
// seen by the very next read on the other, a write straight in the database too, and no reply
// is given to another owner. On PGlite both instances share one handle; on PostgreSQL
// (TEST_DATABASE_URL) each has its own pool, as separate processes would.
const serverUrl = process.env.TEST_DATABASE_URL;

async function twoHandles(): Promise<{ handles: DatabaseHandle[]; drop(): Promise<void> }> {
  if (serverUrl) return sharedPostgresDatabase(serverUrl, 2);
  const handle = await openTestDatabase();
  return { handles: [handle, handle], drop: () => handle.close() };
}

const income = (applicationId: number, source: string) => ({
  applicationId,
  categoryId: 1,
  source,
  amount: '400',
  frequency: 'weekly',
  isW2Income: true,
  dontKnowAmount: false,
  comment: '',
});

describe(`kept replies, two instances on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let shared: Awaited<ReturnType<typeof twoHandles>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await twoHandles();
    a = await createTestApp({}, { database: shared.handles[0] });
    b = await createTestApp({}, { database: shared.handles[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  /** One applicant with a client on each instance (one session). */
  async function applicant() {
    const onA = await applicantWithDraft(a.app);
    const onB = new TestClient(b.app);
    onB.cookie = onA.client.cookie;
    return { onA: onA.client, onB, applicationId: onA.applicationId };
  }

  it('a write on the other instance is seen by the next read, on every kept read', async () => {
    const { onA, onB, applicationId } = await applicant();
    const reads = [
      '/api/applications',
      `/api/applications/${applicationId}`,
      `/api/income-entries?applicationId=${applicationId}`,
      `/api/expenses?applicationId=${applicationId}`,
      `/api/documents?applicationId=${applicationId}`,
      `/api/financial-summary/${applicationId}`,
      `/api/applications/${applicationId}/risk`,
    ];
    for (const url of reads) {
      const first = await onA.get(url);
      expect(first.statusCode, url).toBe(200);
      // The second read is the kept reply: the same text.
      expect((await onA.get(url)).body, url).toBe(first.body);
    }
    const summary = (await onA.get(`/api/financial-summary/${applicationId}`)).body;

    const added = await onB.post('/api/income-entries', income(applicationId, 'Corner Market'));
    expect(added.statusCode).toBe(201);
    const entries = await onA.get(`/api/income-entries?applicationId=${applicationId}`);
    expect(entries.json().map((entry: { source: string }) => entry.source)).toEqual([
      'Corner Market',
    ]);
    expect((await onA.get(`/api/financial-summary/${applicationId}`)).body).not.toBe(summary);

    const patched = await onB.request({
      method: 'PATCH',
      url: `/api/applications/${applicationId}`,
      payload: { selectedBenefits: ['snap', 'wic'] },
    });
    expect(patched.statusCode).toBe(200);
    expect((await onA.get(`/api/applications/${applicationId}`)).json().selectedBenefits).toEqual([
      'snap',
      'wic',
    ]);
    expect((await onA.get('/api/applications')).json()[0].selectedBenefits).toEqual([
      'snap',
      'wic',
    ]);
  });

  it('a deletion on the other instance is seen by the next read', async () => {
    const { onA, onB, applicationId } = await applicant();
    const created = await onA.post('/api/income-entries', income(applicationId, 'Ride share'));
    const url = `/api/income-entries?applicationId=${applicationId}`;
    expect((await onA.get(url)).json()).toHaveLength(1);
    expect((await onA.get(url)).json()).toHaveLength(1);
    const removed = await onB.request({
      method: 'DELETE',
      url: `/api/income-entries/${created.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await onA.get(url)).json()).toEqual([]);
  });

  it('a write made straight in the database (a worker, a script) is seen by the next read', async () => {
    const { onA, applicationId } = await applicant();
    const url = `/api/applications/${applicationId}`;
    expect((await onA.get(url)).json().status).toBe('draft');
    expect((await onA.get(url)).json().status).toBe('draft');
    await markSubmitted(b, applicationId);
    expect((await onA.get(url)).json().status).toBe('submitted');
  });

  it('never gives one owner the reply kept for another at the same address', async () => {
    const first = await applicantWithDraft(a.app);
    const second = await registeredClient(a.app);
    const url = '/api/applications';
    expect((await first.client.get(url)).json()).toHaveLength(1);
    expect((await second.client.get(url)).json()).toEqual([]);
    expect((await first.client.get(url)).json()).toHaveLength(1);
    // Another owner's application by its id: 404, kept or not.
    const other = `/api/applications/${first.applicationId}`;
    expect((await first.client.get(other)).statusCode).toBe(200);
    expect((await second.client.get(other)).statusCode).toBe(404);
    expect((await second.client.get(other)).statusCode).toBe(404);
  });

  it('a signed-out request gets no kept reply', async () => {
    const { onA } = await applicant();
    expect((await onA.get('/api/applications')).statusCode).toBe(200);
    expect((await new TestClient(a.app).get('/api/applications')).statusCode).toBe(401);
    expect((await onA.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await onA.get('/api/applications')).statusCode).toBe(401);
  });
});
