// @vitest-environment happy-dom
import type { EstimateResponse } from '@benefits/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import { EstimatePanel } from './EstimatePanel';

const zipReason = 'We used your ZIP code 60601 to find your state: IL.';
const estimate: EstimateResponse = {
  asOf: '2026-11-25',
  programs: [
    {
      program: 'snap',
      eligible: true,
      monthlyAmount: 214,
      members: [0],
      reasons: [zipReason, 'Your income of $1,300 a month is under the limit of $1,696.'],
      sources: [
        { title: '7 CFR 273.10(e)', url: 'https://www.ecfr.gov/273.10', effective: '2026-10-01' },
      ],
    },
    {
      program: 'medicaid',
      eligible: false,
      monthlyAmount: null,
      members: [],
      reasons: ['Over.'],
      sources: [],
    },
    {
      program: 'chip',
      eligible: false,
      monthlyAmount: null,
      members: [],
      reasons: ['No child.'],
      sources: [],
    },
    {
      program: 'wic',
      eligible: false,
      monthlyAmount: null,
      members: [],
      reasons: ['No one.'],
      sources: [],
    },
    {
      program: 'tanf',
      eligible: null,
      monthlyAmount: null,
      members: [],
      reasons: ['Ask.'],
      sources: [],
    },
  ],
};

beforeAll(setupTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EstimatePanel (summary step)', () => {
  it("shows each program's estimate from the application's endpoint, with Why? closed", async () => {
    const calls = mockFetch(() => ({ body: estimate }));
    renderWithQuery(<EstimatePanel applicationId={42} />);
    const snap = await screen.findByTestId('estimate-result-snap');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/applications/42/estimate',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'What you may get' })).toBeTruthy();
    expect(screen.getByText(/The agency decides/)).toBeTruthy();
    expect(within(snap).getByRole('heading', { level: 3 }).textContent).toBe('SNAP (food help)');
    expect(screen.getByTestId('estimate-verdict-snap').textContent).toBe('You may qualify');
    expect(screen.getByTestId('estimate-amount-snap').textContent).toBe(
      'About $214.00 a month (Estimate)',
    );
    expect(screen.getByTestId('estimate-verdict-medicaid').textContent).toBe('You may not qualify');
    expect(screen.getByTestId('estimate-verdict-tanf').textContent).toBe("We can't tell yet");
    expect(screen.queryByTestId('estimate-amount-medicaid')).toBeNull();
    // Household of one: no "Who may qualify" line naming people.
    expect(within(snap).queryByText(/Who may qualify/)).toBeNull();

    const why = within(snap).getByRole('button', { name: /Why\?/ });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(within(snap).getByText(zipReason).closest('[hidden]')).not.toBeNull();
    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(within(snap).getByText(zipReason).closest('[hidden]')).toBeNull();
    expect(within(snap).getByRole('heading', { level: 4, name: 'How we got this' })).toBeTruthy();
    expect(within(snap).getByRole('link', { name: /7 CFR 273.10\(e\)/ })).toBeTruthy();
  });

  it('says so and offers to try again when the estimate fails', async () => {
    let status = 500;
    mockFetch(() => (status === 500 ? { status, body: {} } : { body: estimate }));
    renderWithQuery(<EstimatePanel applicationId={7} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not work out your estimate.');
    status = 200;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('estimate-result-snap')).toBeTruthy();
  });
});
