import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/testApp.js';
import { ESTIMATES_PER_MINUTE } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const household = { state: 'TX', asOf: '2026-11-24', members: [{ age: 30, relationship: 'self' }] };

it('POST /api/eligibility/estimate answers without sign-in, one entry per program', async () => {
  const response = await new TestClient(t.app).post('/api/eligibility/estimate', household);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.asOf).toBe('2026-11-24');
  expect(body.programs.map((p: { program: string }) => p.program)).toEqual([
    'snap',
    'medicaid',
    'chip',
    'wic',
    'tanf',
  ]);
  expect(body.programs[0]).toMatchObject({ eligible: true, monthlyAmount: 306, members: [0] });
});

it('answers 400 with field messages, and 429 over the limit', async () => {
  const client = new TestClient(t.app);
  const bad = await client.post('/api/eligibility/estimate', { state: 'XX', members: [] });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
    expect.arrayContaining(['state', 'members']),
  );
  let last = 0;
  for (let i = 0; i < ESTIMATES_PER_MINUTE + 1; i += 1)
    last = (await client.post('/api/eligibility/estimate', household)).statusCode;
  expect(last).toBe(429);
});
