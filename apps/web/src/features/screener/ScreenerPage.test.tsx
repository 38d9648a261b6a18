// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import { texasFamily } from './screener.test-util';
import { readStored, writeStored } from './storage';

const accountForms = {
  registration: () => Promise.reject(new Error('not in this test')),
  signIn: () => Promise.reject(new Error('not in this test')),
};

// The page adds its texts when its module loads, as in the app: after the catalog is set up.
let ScreenerPage: typeof import('./ScreenerPage').default;
beforeAll(async () => {
  await setupTexts();
  ScreenerPage = (await import('./ScreenerPage')).default;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function open(step: string | undefined) {
  window.history.replaceState(null, '', step ? `/screener/${step}` : '/screener');
  return renderWithQuery(<ScreenerPage step={step} accountForms={accountForms} />);
}

const errorOf = (input: HTMLElement) =>
  document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '');

describe('ScreenerPage questions', () => {
  it('asks the state first and will not go on without one, saying why at the field', async () => {
    open(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const state = screen.getByRole('combobox', { name: 'Your state' });
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(state)?.textContent).toBe('Choose your state from the list.');
    expect(screen.getByText('Please fix 1 answer.').closest('[role="alert"]')).not.toBeNull();
    expect(document.activeElement).toBe(state);
    expect(window.location.pathname).toBe('/screener');

    await userEvent.selectOptions(state, 'TX');
    expect(state.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname).toBe('/screener/household');
    expect(readStored()?.answers.state).toBe('TX');
  });

  it('adds people with the keyboard, focusing the new person, and checks every age', async () => {
    open('household');
    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('screener-members-1-relationship'));
    expect(screen.getByRole('status').textContent).toBe('2 people in your home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your age' }), '34');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const age = screen.getByRole('textbox', { name: 'Age' });
    expect(errorOf(age)?.textContent).toBe('Enter an age in whole years, from 0 to 130.');
    expect(document.activeElement).toBe(age);

    await userEvent.type(age, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Remove person 2' }));
    expect(screen.getByRole('status').textContent).toBe('1 person in your home');
  });

  it('asks each person’s money by name, and the amount must be a number', async () => {
    sessionStorage.setItem(
      'benefits.screener',
      JSON.stringify({
        answers: {
          state: 'TX',
          people: [
            { relationship: 'self', age: '34', pregnant: false, incomes: [] },
            { relationship: 'child', age: '8', pregnant: false, incomes: [] },
          ],
          housing: 'rent',
          housingCost: '',
          utilities: 'heating_cooling',
          savings: '',
        },
      }),
    );
    open('income');
    expect(screen.getByRole('heading', { level: 2, name: 'Child, age 8' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add money for You' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const amount = screen.getByRole('spinbutton', { name: 'Amount in dollars' });
    expect(errorOf(amount)?.textContent).toBe('Amount must be a valid number');
    await userEvent.type(amount, '900');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'biweekly');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname).toBe('/screener/home');
    expect(readStored()?.answers.people[0]?.incomes).toEqual([
      { kind: 'wages', amount: '900', frequency: 'biweekly' },
    ]);
  });
});

describe('ScreenerPage results', () => {
  it("puts the server's 400 message on the field it names, on the step that asks it", async () => {
    writeStored({ answers: texasFamily(), carry: false, benefits: [], incomesCarried: 0 });
    mockFetch(() => ({
      status: 400,
      body: {
        message: 'Amount must be a valid number',
        errors: [{ field: 'incomes.0.amount', message: 'Amount must be a valid number' }],
      },
    }));
    window.history.replaceState(null, '', '/screener/results');
    renderWithQuery(
      <Route path="/screener/:step?">
        {(params) => <ScreenerPage step={params.step} accountForms={accountForms} />}
      </Route>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/screener/income'));
    const amount = await screen.findByRole('spinbutton', { name: 'Amount in dollars' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(amount)?.textContent).toBe('Amount must be a valid number');
    expect(screen.getByText('Please fix 1 answer.').closest('[role="alert"]')).not.toBeNull();
  });
});
