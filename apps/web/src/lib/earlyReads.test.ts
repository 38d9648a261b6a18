import { expect, it } from 'vitest';
import { earlyReadsFor } from './earlyReads';

it("reads a signed-in page's first data only from its own shell", () => {
  expect(earlyReadsFor('dashboard', '/', '')).toEqual(['/api/applications', '/api/benefit-types']);
  expect(earlyReadsFor('step', '/application/income-categories', '?id=12')).toEqual([
    '/api/applications/12',
  ]);
  expect(earlyReadsFor('step', '/application/income-categories', '')).toEqual([]);
  expect(earlyReadsFor('step', '/application/income-categories', '?id=../x')).toEqual([]);
  expect(earlyReadsFor(undefined, '/', '')).toEqual([]);
});
