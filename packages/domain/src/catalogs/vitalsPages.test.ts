import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vitalsReportSchema } from '../schemas/vitals.js';
import { vitalsPageOf, vitalsPages } from './vitalsPages.js';

// Issue 21 item 4: a report names the route pattern, never an id, a query or a person.
describe('vitalsPageOf', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/screener', '/screener'],
    ['/screener/income', '/screener'],
    ['/applications/42', '/applications/:id'],
    ['/application', '/application/account-creation'],
    ['/application/home-costs', '/application/home-costs'],
    ['/application/home-costs/', '/application/home-costs'],
    ['/application/no-such-step', 'other'],
    ['/team/vitals', '/team/vitals'],
    ['/maria.lopez@example.org', 'other'],
  ])('%s -> %s', (path, expected) => {
    expect(vitalsPageOf(path)).toBe(expected);
  });

  it('gives a page the report schema takes, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const page = vitalsPageOf(path);
        expect(vitalsPages).toContain(page);
        expect(
          vitalsReportSchema.safeParse({
            page,
            connection: 'unknown',
            metrics: [{ name: 'CLS', value: 0 }],
          }).success,
        ).toBe(true);
      }),
    );
  });
});

describe('vitalsReportSchema', () => {
  const report = (metrics: unknown) => ({ page: '/', connection: '4g', metrics });
  it.each([
    [[{ name: 'LCP', value: 120_000 }], true],
    [[{ name: 'LCP', value: 120_001 }], false],
    [[{ name: 'INP', value: 60_001 }], false],
    [[{ name: 'CLS', value: 100 }], true],
    [
      [
        { name: 'CLS', value: 0.1 },
        { name: 'CLS', value: 0.2 },
      ],
      false,
    ],
    [
      [
        { name: 'LCP', value: 1 },
        { name: 'INP', value: 2 },
        { name: 'CLS', value: 0 },
      ],
      true,
    ],
  ])('takes %j: %s', (metrics, expected) => {
    expect(vitalsReportSchema.safeParse(report(metrics)).success).toBe(expected);
  });
});
