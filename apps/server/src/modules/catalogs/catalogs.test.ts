import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /api/benefit-types lists the six programs of SPEC 3, signed in or not', async () => {
  const response = await new TestClient(t.app).get('/api/benefit-types');
  expect(response.statusCode).toBe(200);
  expect(response.json().map((b: { id: string; name: string }) => [b.id, b.name])).toEqual([
    ['medicaid-magi', 'Medicaid MAGI'],
    ['snap', 'SNAP (Food Assistance)'],
    ['tanf', 'TANF (Cash Assistance)'],
    ['wic', 'WIC'],
    ['chip', 'CHIP'],
    ['medicaid-non-magi', 'Medicaid Non-MAGI'],
  ]);
});
