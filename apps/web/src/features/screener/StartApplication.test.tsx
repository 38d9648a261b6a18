// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FetchCall, mockFetch, renderWithQuery } from '../../test/render';
import { readStoredApplicationId } from '../../wizard/storage';
import { StartApplication } from './StartApplication';
import { resetScreener, setupScreenerTexts, texasFamily } from './screener.test-util';
import { readStored, writeStored } from './storage';

const user = {
  id: 'u-1',
  firstName: 'Lupe',
  lastName: 'Garza',
  email: 'lupe@example.org',
  phone: null,
  zipCode: '78701',
};
const accountForms = {
  registration: () => Promise.reject(new Error('signed in here')),
  signIn: () => Promise.reject(new Error('signed in here')),
};

beforeAll(setupScreenerTexts);
afterEach(resetScreener);

function carryFamily() {
  const answers = texasFamily();
  answers.people[0]!.incomes.push({ kind: 'child_support', amount: '150', frequency: 'monthly' });
  answers.people[1]!.incomes.push({ kind: 'ssi', amount: '900', frequency: 'monthly' });
  writeStored({ answers, carry: true, benefits: ['snap', 'chip'], incomesCarried: 0 });
}

/** A server that knows the user, makes application 41, and fails the entry numbers in `failing`. */
function server(failing: Set<number> = new Set()) {
  let entries = 0;
  return mockFetch((call: FetchCall) => {
    if (call.path === '/api/auth/user') return { body: user };
    if (call.path === '/api/applications' && call.method === 'POST')
      return { status: 201, body: { id: 41, status: 'draft', selectedBenefits: ['snap', 'chip'] } };
    if (call.path === '/api/income-entries') {
      entries += 1;
      return failing.has(entries)
        ? { status: 500, body: { message: 'x' } }
        : { status: 201, body: {} };
    }
    return { status: 404, body: { message: 'no' } };
  });
}

describe('StartApplication (signed in)', () => {
  it("makes one application with the programs and the applicant's own incomes, then opens it", async () => {
    carryFamily();
    const calls = server();
    window.history.replaceState(null, '', '/screener/start');
    renderWithQuery(<StartApplication accountForms={accountForms} />);
    await waitFor(() => expect(window.location.pathname).toBe('/application/benefits-selection'));
    expect(window.location.search).toBe('?id=41');

    const writes = calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => call.path)).toEqual([
      '/api/applications',
      '/api/income-entries',
      '/api/income-entries',
    ]);
    expect(writes[0]?.body).toEqual({
      selectedBenefits: ['snap', 'chip'],
      needsWorkVerification: false,
      zipCode: '78701',
      status: 'draft',
    });
    // The child's SSI is not the applicant's: it is not carried.
    expect(writes.slice(1).map((call) => call.body)).toEqual([
      expect.objectContaining({
        applicationId: 41,
        categoryId: 1,
        source: 'Pay from a job',
        amount: '900.00',
        frequency: 'biweekly',
      }),
      expect.objectContaining({
        applicationId: 41,
        categoryId: 16,
        source: 'Child support you get',
        amount: '150.00',
        frequency: 'monthly',
      }),
    ]);
    expect(readStoredApplicationId(user.id)).toBe(41);
    expect(readStored()).toBeNull();
  });

  it('after a failure, Try again adds only what is missing and makes no second application', async () => {
    carryFamily();
    const calls = server(new Set([2]));
    renderWithQuery(<StartApplication accountForms={accountForms} />);
    await screen.findByText('We could not set up your application. Please try again.');
    expect(readStored()).toMatchObject({ applicationId: 41, incomesCarried: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(window.location.pathname).toBe('/application/benefits-selection'));
    const writes = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(writes).toEqual([
      '/api/applications',
      '/api/income-entries',
      '/api/income-entries',
      '/api/income-entries',
    ]);
  });

  it('without answers to carry, sends the visitor back to the questions', async () => {
    server();
    renderWithQuery(<StartApplication accountForms={accountForms} />);
    expect(
      screen.getByText('We do not have your answers anymore. Please answer the questions again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the questions' }).getAttribute('href')).toBe(
      '/screener',
    );
  });
});
