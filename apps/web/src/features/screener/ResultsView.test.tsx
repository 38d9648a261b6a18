// @vitest-environment happy-dom
import type { EstimateResponse } from '@benefits/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithQuery } from '../../test/render';
import { ResultsView } from './ResultsView';
import { resetScreener, setupScreenerTexts, texasFamily } from './screener.test-util';
import { readStored } from './storage';

const answers = texasFamily();

const source = {
  title: '7 CFR 273.10(e)',
  url: 'https://www.ecfr.gov/273.10',
  effective: '2026-10-01',
};
const estimate: EstimateResponse = {
  asOf: '2026-11-25',
  programs: [
    {
      program: 'snap',
      eligible: true,
      monthlyAmount: 488,
      members: [0, 1, 2],
      reasons: [
        'Your income of $1,950 a month is under the limit of $2,960 for a household of 3 people.',
      ],
      sources: [source],
    },
    {
      program: 'medicaid',
      eligible: null,
      monthlyAmount: null,
      members: [],
      reasons: ['We cannot tell.'],
      sources: [],
    },
    {
      program: 'chip',
      eligible: true,
      monthlyAmount: null,
      members: [1, 2],
      reasons: ['Children.'],
      sources: [],
    },
    {
      program: 'wic',
      eligible: false,
      monthlyAmount: null,
      members: [],
      reasons: ['No one under 5.'],
      sources: [],
    },
    {
      program: 'tanf',
      eligible: false,
      monthlyAmount: null,
      members: [],
      reasons: ['Over.'],
      sources: [],
    },
  ],
};

beforeAll(setupScreenerTexts);
afterEach(resetScreener);

function renderResults(onServerErrors = vi.fn()) {
  renderWithQuery(
    <ResultsView answers={answers} onServerErrors={onServerErrors} onClear={() => undefined} />,
  );
  return onServerErrors;
}

describe('ResultsView', () => {
  it('asks the endpoint with the answers and shows each program in plain words', async () => {
    const calls = mockFetch(() => ({ body: estimate }));
    renderResults();
    const snap = await screen.findByTestId('screener-result-snap');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/eligibility/estimate' });
    expect(calls[0]?.body).toMatchObject({
      state: 'TX',
      members: [{ age: 34 }, { age: 8 }, { age: 3 }],
    });

    expect(within(snap).getByText('You may qualify')).toBeTruthy();
    expect(within(snap).getByTestId('screener-amount-snap').textContent).toContain(
      'About $488.00 a month',
    );
    expect(within(snap).getByText('Who may qualify: You, Child, age 8, Child, age 3')).toBeTruthy();
    expect(
      within(screen.getByTestId('screener-result-medicaid')).getByText("We can't tell yet"),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('screener-result-wic')).getByText('You may not qualify'),
    ).toBeTruthy();
    expect(screen.queryByTestId('screener-amount-chip')).toBeNull();
    expect(screen.getByTestId('screener-estimate-note').textContent).toMatch(
      /estimate.*agency decides/i,
    );
  });

  it('"Why?" is a button that shows and hides the reasons and the dated sources', async () => {
    mockFetch(() => ({ body: estimate }));
    renderResults();
    const snap = await screen.findByTestId('screener-result-snap');
    const why = within(snap).getByRole('button', { name: 'Why?' });
    const panel = document.getElementById(why.getAttribute('aria-controls') ?? '')!;
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText(estimate.programs[0]!.reasons[0]!)).toBeTruthy();
    const link = within(panel).getByRole('link', { name: /7 CFR 273\.10\(e\)/ });
    expect(link.getAttribute('href')).toBe(source.url);
    expect(within(panel).getByText('In effect from October 1, 2026')).toBeTruthy();

    await userEvent.click(why);
    expect(panel.hidden).toBe(true);
  });

  it('hands the server 400 field messages to the page, placed on the screen fields', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        message: 'Bad',
        errors: [{ field: 'incomes.0.amount', message: 'Amount must be a valid number' }],
      },
    }));
    const onServerErrors = renderResults();
    await waitFor(() =>
      expect(onServerErrors).toHaveBeenCalledWith({
        'people.0.incomes.0.amount': 'Amount must be a valid number',
      }),
    );
  });

  it('says plainly when the estimate failed, and tries again on request', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { message: 'x' } } : { body: estimate }));
    renderResults();
    const alert = await screen.findByText(/We could not check your answers/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screener-result-snap')).toBeTruthy();
  });

  it('"Start your application" keeps the answers and the programs to carry in this tab', async () => {
    mockFetch(() => ({ body: estimate }));
    renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Start your application' }));
    const stored = readStored();
    expect(stored?.carry).toBe(true);
    expect(stored?.benefits).toEqual(['snap', 'medicaid-magi', 'chip']);
    expect(stored?.answers.people).toHaveLength(3);
    expect(window.location.pathname).toBe('/screener/start');
  });
});
