import { vitalsReportSchema } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema.js';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';
import { createVitalsRepository } from './repository.js';
import { VITALS_REPORTS_PER_MINUTE } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  page: '/application/home-costs',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2100 },
    { name: 'CLS', value: 0.12 },
  ],
  ...overrides,
});

async function staffClient() {
  const staff = await registeredClient(t.app);
  await createVitalsRepository(t.database.db).setRole(staff.body.email, 'staff');
  return staff.client;
}

describe('POST /api/vitals', () => {
  it('stores the figures with the page pattern, connection and day only (204)', async () => {
    const response = await new TestClient(t.app).post('/api/vitals', report());
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.select().from(webVitals);
    const mine = rows.filter((row) => row.page === '/application/home-costs');
    expect(mine.map(({ id: _, ...row }) => row)).toEqual([
      {
        day: t.clock.now().toISOString().slice(0, 10),
        page: '/application/home-costs',
        metric: 'LCP',
        connection: '4g',
        value: 2100,
      },
      {
        day: t.clock.now().toISOString().slice(0, 10),
        page: '/application/home-costs',
        metric: 'CLS',
        connection: '4g',
        value: 0.12,
      },
    ]);
  });

  it('takes a beacon: a JSON blob without Accept or a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: {
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'content-type': 'application/json',
      },
      payload: JSON.stringify(report({ page: '/', connection: 'unknown' })),
    });
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['no page', { page: undefined }],
    ['an address with an id instead of a pattern', { page: '/applications/42' }],
    ['an address with a query', { page: '/application/home-costs?applicationId=42' }],
    ['an unknown connection', { connection: '5g' }],
    ['no figures', { metrics: [] }],
    ['an unknown metric', { metrics: [{ name: 'FID', value: 10 }] }],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value past the ceiling', { metrics: [{ name: 'CLS', value: 101 }] }],
    ['a text value', { metrics: [{ name: 'INP', value: '200' }] }],
    [
      'the same metric twice',
      {
        metrics: [
          { name: 'INP', value: 200 },
          { name: 'INP', value: 90 },
        ],
      },
    ],
    ['a user agent', { userAgent: 'Mozilla/5.0' }],
    ['a metric with a URL', { metrics: [{ name: 'LCP', value: 1, url: '/applications/42' }] }],
  ])('answers 400 to %s', async (_, overrides) => {
    const response = await new TestClient(t.app).post('/api/vitals', report(overrides));
    expect(response.statusCode).toBe(400);
  });

  it('answers 429 past the per-minute limit of an address', async () => {
    const post = () =>
      new TestClient(t.app).request({
        method: 'POST',
        url: '/api/vitals',
        payload: report(),
        remoteAddress: '192.0.2.21',
      });
    for (let i = 0; i < VITALS_REPORTS_PER_MINUTE; i += 1) {
      expect((await post()).statusCode).toBe(204);
    }
    expect((await post()).statusCode).toBe(429);
  });
});

describe('GET /api/vitals/summary', () => {
  it('answers 401 signed out', async () => {
    const response = await new TestClient(t.app).get('/api/vitals/summary');
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to an applicant', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.get('/api/vitals/summary');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This page is for the team that runs this service.');
  });

  it('answers 403 again once the operator takes the role back', async () => {
    const staff = await registeredClient(t.app);
    const repository = createVitalsRepository(t.database.db);
    expect(await repository.setRole(staff.body.email, 'staff')).toBe(true);
    expect(await repository.setRole('nobody@example.org', 'staff')).toBe(false);
    expect((await staff.client.get('/api/vitals/summary')).statusCode).toBe(200);
    await repository.setRole(staff.body.email, 'applicant');
    expect((await staff.client.get('/api/vitals/summary')).statusCode).toBe(403);
  });

  it('gives staff the 75th percentile per page and per connection type', async () => {
    await t.database.db.delete(webVitals);
    const repository = createVitalsRepository(t.database.db);
    const sender = new TestClient(t.app);
    // LCP on the dashboard over 4g: 1000, 2000, 3000, 4000 -> p75 (linear) 3250.
    for (const value of [1000, 2000, 3000, 4000]) {
      await sender.post('/api/vitals', report({ page: '/', metrics: [{ name: 'LCP', value }] }));
    }
    await sender.post(
      '/api/vitals',
      report({ page: '/screener', connection: '3g', metrics: [{ name: 'LCP', value: 5000 }] }),
    );
    // Older than the 28 days shown: left out.
    await repository.add(
      vitalsReportSchema.parse(report({ page: '/', metrics: [{ name: 'LCP', value: 90_000 }] })),
      '2020-01-01',
    );
    const response = await (await staffClient()).get('/api/vitals/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.to).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(summary.byPage).toEqual([
      { page: '/', metric: 'LCP', p75: 3250, count: 4 },
      { page: '/screener', metric: 'LCP', p75: 5000, count: 1 },
    ]);
    expect(summary.byConnection).toEqual([
      { connection: '3g', metric: 'LCP', p75: 5000, count: 1 },
      { connection: '4g', metric: 'LCP', p75: 3250, count: 4 },
    ]);
  });
});
