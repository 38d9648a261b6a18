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
    ['medicaid-magi', 'Medicaid (based on income)'],
    ['snap', 'SNAP (Food Assistance)'],
    ['tanf', 'TANF (Cash Assistance)'],
    ['wic', 'WIC'],
    ['chip', 'CHIP'],
    ['medicaid-non-magi', 'Medicaid (65+, blind or disabled)'],
  ]);
});

it('GET /api/income-categories lists the 22 categories of SPEC 9 from packages/domain', async () => {
  const response = await new TestClient(t.app).get('/api/income-categories');
  expect(response.statusCode).toBe(200);
  const categories = response.json() as {
    id: number;
    name: string;
    allowsExpenses: boolean;
    requiresWorkClassification: boolean;
  }[];
  expect(categories.map((c) => c.id).sort((a, b) => a - b)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 18, 19, 20, 21, 22, 23, 24,
  ]);
  expect(categories.slice(0, 5).map((c) => c.name)).toEqual([
    'Wages, Salaries, Tips',
    'Self-Employment Income',
    'Social Security Benefits',
    'Unemployment Benefits',
    'Rental Income',
  ]);
  expect(categories.filter((c) => c.allowsExpenses).map((c) => c.id)).toEqual([1, 2, 5]);
  expect(categories.at(-1)?.id).toBe(15); // 'Other' is asked last, as the catch-all
  expect(categories.filter((c) => c.requiresWorkClassification).map((c) => c.id)).toEqual([1, 2]);
});
