import { describe, expect, it, vi } from 'vitest';
import { connectionType, createVitalsReporter, type VitalsReportBody } from './vitals';

function reporter(pathname: string, hidden = false) {
  const beacons: VitalsReportBody[] = [];
  const instance = createVitalsReporter({
    pathname,
    connection: '3g',
    beacon: (body) => beacons.push(body),
    isHidden: () => hidden,
  });
  return { instance, beacons };
}

describe('the Web Vitals reporter (decision 0521)', () => {
  it('sends the route pattern, the connection and rounded figures, each metric once', () => {
    const { instance, beacons } = reporter('/applications/42');
    instance.record({ name: 'LCP', value: 2345.678 });
    instance.record({ name: 'CLS', value: 0.123456 });
    instance.record({ name: 'FCP', value: 900 });
    instance.flush();
    instance.record({ name: 'LCP', value: 9999 });
    instance.record({ name: 'INP', value: 180.4 });
    instance.flush();
    instance.flush();
    expect(beacons).toEqual([
      {
        page: '/applications/:id',
        connection: '3g',
        metrics: [
          { name: 'LCP', value: 2346 },
          { name: 'CLS', value: 0.1235 },
        ],
      },
      { page: '/applications/:id', connection: '3g', metrics: [{ name: 'INP', value: 180 }] },
    ]);
  });

  it('sends figures reported while the page is being hidden right after', async () => {
    const { instance, beacons } = reporter('/application/home-costs', true);
    instance.record({ name: 'CLS', value: 0.02 });
    instance.record({ name: 'INP', value: 64 });
    expect(beacons).toEqual([]);
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]?.metrics.map((metric) => metric.name)).toEqual(['CLS', 'INP']);
  });

  it.each([
    [{ connection: { effectiveType: '4g' } }, '4g'],
    [{ connection: { effectiveType: 'slow-2g' } }, 'slow-2g'],
    [{ connection: { effectiveType: '5g' } }, 'unknown'],
    [{}, 'unknown'],
  ])('reads the connection type of %j as %s', (navigatorLike, expected) => {
    expect(connectionType(navigatorLike)).toBe(expected);
  });
});
