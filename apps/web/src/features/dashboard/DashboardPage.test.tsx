// @vitest-environment happy-dom
import { type Application, benefitTypes } from '@benefits/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import Dashboard from './DashboardPage';

const user = {
  id: 'u-1',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.org',
  phone: null,
  zipCode: '60601',
};

function application(id: number, fields: Partial<Application>): Application {
  return {
    id,
    userId: user.id,
    status: 'draft',
    createdAt: '2026-11-01T10:00:00.000Z',
    selectedBenefits: ['snap'],
    needsWorkVerification: false,
    zipCode: null,
    ...fields,
  };
}

function serve(applications: Application[]) {
  return mockFetch((call) => {
    if (call.path === '/api/applications') return { body: applications };
    if (call.path === '/api/benefit-types') return { body: benefitTypes };
    return { status: 404, body: { message: 'Not found' } };
  });
}

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('dashboard (issue 18 defects)', () => {
  it('counts a submitted application as submitted, not in progress', async () => {
    serve([
      application(2, { status: 'submitted', createdAt: '2026-11-20T10:00:00.000Z' }),
      application(9, { status: 'draft', createdAt: '2026-11-24T10:00:00.000Z' }),
    ]);
    renderWithQuery(<Dashboard user={user} />);
    await waitFor(() => expect(screen.getByTestId('count-total').textContent).toBe('2'));
    expect(screen.getByTestId('count-inProgress').textContent).toBe('1');
    expect(screen.getByTestId('count-submitted').textContent).toBe('1');
    expect(screen.getByTestId('count-approved').textContent).toBe('0');
    const counts = screen.getByRole('region', { name: 'Summary' });
    expect(within(counts).getByText('Sent, waiting for a decision')).toBeTruthy();
  });

  it('lists all six programs', async () => {
    serve([]);
    renderWithQuery(<Dashboard user={user} />);
    const list = await screen.findByTestId('benefit-types');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(benefitTypes.map((benefit) => benefit.name));
    expect(names).toHaveLength(6);
  });

  it("numbers the applicant's own applications from 1, not by the global id", async () => {
    // Global ids 2 and 9; the server numbers them 1 and 2 for this applicant.
    serve([
      application(9, { createdAt: '2026-11-24T10:00:00.000Z', applicantNumber: 2 }),
      application(2, {
        status: 'submitted',
        createdAt: '2026-11-20T10:00:00.000Z',
        applicantNumber: 1,
        submittedAt: '2026-11-21T10:00:00.000Z',
        confirmationNumber: 'BEN-2026-000002',
      }),
    ]);
    renderWithQuery(<Dashboard user={user} />);
    expect((await screen.findByTestId('application-number-2')).textContent).toBe('Application 1');
    expect(screen.getByTestId('application-number-9').textContent).toBe('Application 2');
    expect(screen.getByTestId('continue-9').textContent).toContain('Application 2');
  });

  it('counts in the order started when a reply has no number, in Spanish too', async () => {
    await changeLanguage('es');
    serve([
      application(7, { createdAt: '2026-11-24T10:00:00.000Z' }),
      application(3, { createdAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    renderWithQuery(<Dashboard user={user} />);
    expect((await screen.findByTestId('application-number-3')).textContent).toBe('Solicitud 1');
    expect(screen.getByTestId('application-number-7').textContent).toBe('Solicitud 2');
    expect(screen.queryByText(/n\.º/)).toBeNull();
  });

  it('writes its cards without an Intl formatter, slow to start on a phone (decision 0800)', async () => {
    // The first Intl formatter a page makes loads ICU's locale data (15-45 ms here).
    const made: string[] = [];
    const originals = { ListFormat: Intl.ListFormat, DateTimeFormat: Intl.DateTimeFormat };
    for (const [name, original] of Object.entries(originals))
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct(target, args) {
            made.push(name);
            return Reflect.construct(target, args);
          },
        }),
      });
    try {
      serve([
        application(4, {
          selectedBenefits: ['snap', 'medicaid-magi', 'wic'],
          createdAt: '2026-11-03T10:00:00.000Z',
        }),
      ]);
      renderWithQuery(<Dashboard user={user} />);
      const card = await screen.findByTestId('application-4');
      const names = ['snap', 'medicaid-magi', 'wic'].map(
        (id) => benefitTypes.find((benefit) => benefit.id === id)?.name,
      );
      expect(card.textContent).toContain(`Benefits: ${names[0]}, ${names[1]}, and ${names[2]}`);
      expect(card.textContent).toContain('Started Nov 3, 2026');
      expect(made).toEqual([]);
    } finally {
      for (const [name, original] of Object.entries(originals))
        Object.defineProperty(Intl, name, { configurable: true, writable: true, value: original });
    }
  });
});
