// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import VitalsPage from './VitalsPage';

beforeAll(setupTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/team/vitals (decision 0521)', () => {
  it('shows the 75th percentile per page and per connection type', async () => {
    mockFetch(() => ({
      body: {
        from: '2026-10-29',
        to: '2026-11-25',
        byPage: [
          { page: '/', metric: 'LCP', p75: 2480, count: 12 },
          { page: '/', metric: 'CLS', p75: 0.031, count: 12 },
        ],
        byConnection: [{ connection: '3g', metric: 'INP', p75: 310, count: 4 }],
      },
    }));
    renderWithQuery(<VitalsPage />);
    const byPage = await screen.findByRole('table', { name: 'By page' });
    const row = byPage.querySelector('tbody tr');
    expect(row?.textContent).toContain('/');
    expect(row?.textContent).toContain('2,480 ms (12 views)');
    expect(row?.textContent).toContain('0.03 (12 views)');
    expect(row?.textContent).toContain('No figures');
    const byConnection = screen.getByRole('table', { name: 'By connection type' });
    expect(byConnection.textContent).toContain('310 ms (4 views)');
    expect(screen.getByText(/from 2026-10-29 to 2026-11-25/)).toBeTruthy();
  });

  it('tells an applicant the page is for the team', async () => {
    mockFetch(() => ({ status: 403, body: { message: 'No' } }));
    renderWithQuery(<VitalsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page is for the team that runs this service.',
    );
  });
});
