import { afterAll, beforeAll, bench } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/testApp.js';

// Issue 17 target: p95 under 20 ms for POST /api/eligibility/estimate over app.inject.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payload = {
  state: 'TX',
  asOf: '2026-11-24',
  members: [
    { age: 34, relationship: 'self' },
    { age: 4, relationship: 'child' },
    { age: 1, relationship: 'child' },
  ],
  incomes: [{ member: 0, kind: 'wages', amount: 900, frequency: 'biweekly' }],
  expenses: { rent: 1_100, utilities: 'heating_cooling', dependentCare: 200 },
};

let n = 0;
bench('POST /api/eligibility/estimate', async () => {
  n += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/eligibility/estimate',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.0.${Math.floor(n / 250) % 250}.${n % 250}`,
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
});
