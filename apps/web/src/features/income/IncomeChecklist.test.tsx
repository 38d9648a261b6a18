// @vitest-environment happy-dom
import { type Application, type IncomeEntry, incomeCategories } from '@benefits/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { type FetchCall, mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import { WizardContext, type WizardContextValue } from '../../wizard/WizardContext';
import IncomeCategoriesStep from './IncomeCategoriesStep';

// Issue 18, item 2: step 6 is one checklist instead of 22 yes/no screens.

const application: Application = {
  id: 7,
  userId: 'u1',
  status: 'draft',
  createdAt: '2026-11-01T00:00:00.000Z',
  selectedBenefits: ['snap'],
  needsWorkVerification: false,
  zipCode: null,
};

function wizard(goTo: WizardContextValue['goTo']): WizardContextValue {
  return {
    user: {
      id: 'u1',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: null,
      zipCode: null,
    },
    step: 'income-categories',
    applicationId: application.id,
    application,
    furthest: 'income-categories',
    goTo,
    next: () => undefined,
    previous: () => undefined,
    replaceLocation: () => undefined,
    adoptApplication: () => undefined,
    trackSave: (work) => work,
    saveState: 'idle',
  };
}

/** A pay stub read in step 5: linked to its document, which is its proof. */
const fromPayStub: IncomeEntry = {
  id: 31,
  applicationId: 7,
  categoryId: 1,
  category: { name: 'Wages, Salaries, Tips', allowsExpenses: true },
  source: 'Maple Leaf Home Care',
  amount: '1320.12',
  frequency: 'biweekly',
  isW2Income: true,
  dontKnowAmount: false,
  comment: 'Auto-extracted from pay stub (stub.pdf)',
  confidence: 0.93,
  hoursPerWeek: null,
  verification: {
    method: 'documents',
    status: 'verified',
    details: null,
    verifiedAt: '2026-11-02T00:00:00.000Z',
    analysisPending: false,
    documentIds: [5],
    transactionIds: [],
    notes: null,
    confidence: null,
  },
  createdAt: '2026-11-02T00:00:00.000Z',
};

let entries: IncomeEntry[] = [];
let calls: FetchCall[] = [];

beforeAll(setupTexts);
beforeEach(() => {
  localStorage.clear();
  entries = [];
  calls = mockFetch(({ method, path, body }) => {
    if (path.startsWith('/api/income-categories')) return { body: incomeCategories };
    if (method === 'GET' && path.startsWith('/api/income-entries')) return { body: entries };
    if (method === 'POST' && path === '/api/income-entries') {
      const saved = {
        ...fromPayStub,
        ...(body as object),
        id: 40 + entries.length,
        verification: null,
        comment: null,
        confidence: null,
      } as IncomeEntry;
      entries = [...entries, saved];
      return { status: 201, body: saved };
    }
    return { status: 404, body: {} };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep(goTo: WizardContextValue['goTo'] = () => undefined) {
  return renderWithQuery(
    <WizardContext.Provider value={wizard(goTo)}>
      <IncomeCategoriesStep />
    </WizardContext.Provider>,
  );
}

const kinds = () => screen.getByRole('group', { name: i18n.t('incomeStep.checklistLegend') });
const box = (name: string) => within(kinds()).getByRole('checkbox', { name });

describe('income checklist (step 6)', () => {
  it('lists every kind in plain words in one fieldset, child support on its own', async () => {
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Money you get' })).toBeTruthy();
    const all = within(kinds()).getAllByRole('checkbox');
    expect(all).toHaveLength(incomeCategories.length + 1); // and "None of these"
    for (const name of ['Pay from a job', 'Child support', 'Social Security', 'Unemployment']) {
      expect(box(name)).toBeTruthy();
    }
    expect(within(kinds()).queryByRole('checkbox', { name: /family support/i })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Yes' })).toBeNull();
  });

  it('asks for a choice when nothing is ticked, said at once, with focus on the list', async () => {
    const goTo = vi.fn();
    const user = userEvent.setup();
    renderStep(goTo);
    await user.click(await screen.findByTestId('income-next'));
    expect(screen.getByTestId('income-next-error').textContent).toBe(
      i18n.t('incomeStep.pickRequired'),
    );
    expect(document.activeElement).toBe(box('Pay from a job'));
    expect(goTo).not.toHaveBeenCalled();
    await user.click(box('None of these'));
    await user.click(screen.getByTestId('income-next'));
    expect(goTo).toHaveBeenCalledWith('income-summary-pre');
  });

  it('opens a ticked kind into its form, and asks for its amount before going on', async () => {
    const goTo = vi.fn();
    const user = userEvent.setup();
    renderStep(goTo);
    await user.click(await screen.findByRole('checkbox', { name: 'Child support' }));
    const section = screen.getByTestId('income-kind-section');
    expect(within(section).getByRole('heading', { level: 3, name: 'Child support' })).toBeTruthy();
    await user.click(screen.getByTestId('income-next'));
    expect(screen.getByTestId('income-next-error').textContent).toBe(
      i18n.t('incomeStep.kindsMissing', { kinds: 'Child support' }),
    );
    expect(document.activeElement).toBe(
      within(section).getByRole('textbox', { name: i18n.t('incomeForm.source') }),
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('adds an entry paid twice a month right on the checklist', async () => {
    const goTo = vi.fn();
    const user = userEvent.setup();
    renderStep(goTo);
    await user.click(await screen.findByRole('checkbox', { name: 'Pay from a job' }));
    const form = screen.getByTestId('income-form');
    await user.type(
      within(form).getByRole('textbox', { name: i18n.t('incomeForm.source') }),
      'Corner Grocery',
    );
    await user.type(
      within(form).getByRole('textbox', { name: i18n.t('incomeForm.amount') }),
      '812.35',
    );
    await user.click(within(form).getByRole('radio', { name: 'Twice a month' }));
    await user.click(within(form).getByTestId('income-submit'));
    await waitFor(() => expect(screen.getAllByTestId('income-entry')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      categoryId: 1,
      source: 'Corner Grocery',
      amount: '812.35',
      frequency: 'semimonthly',
    });
    expect(screen.getByTestId('income-entry').textContent).toContain('$812.35 twice a month');
    // The kind now has an entry: it stays ticked, and "None of these" cannot be picked.
    expect(box('Pay from a job')).toHaveProperty('disabled', true);
    expect(box('None of these')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('income-next'));
    expect(goTo).toHaveBeenCalledWith('income-summary-pre');
  });

  it('shows income read from a document ticked, with its document as proof', async () => {
    entries = [fromPayStub];
    renderStep();
    expect(await screen.findByTestId('income-entry')).toBeTruthy();
    expect(box('Pay from a job')).toHaveProperty('checked', true);
    expect(screen.getByTestId('income-entry-proof').textContent).toBe(
      i18n.t('incomeStep.documentProof'),
    );
    // Its entries are shown, not a form to type them again.
    expect(screen.queryByTestId('income-form')).toBeNull();
    expect(screen.getByTestId('income-add-more').textContent).toBe('Add more: Pay from a job');
  });

  it('keeps every answer when the applicant comes back (Edit Income)', async () => {
    entries = [fromPayStub];
    const user = userEvent.setup();
    const first = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: 'Social Security' }));
    await user.click(screen.getByRole('checkbox', { name: 'Child support' }));
    await user.click(screen.getByRole('checkbox', { name: 'Social Security' }));
    first.unmount();

    renderStep();
    expect(await screen.findByTestId('income-entry')).toBeTruthy();
    expect(box('Pay from a job')).toHaveProperty('checked', true);
    expect(box('Child support')).toHaveProperty('checked', true);
    expect(box('Social Security')).toHaveProperty('checked', false);
    expect(screen.getAllByTestId('income-kind-section').map((s) => s.dataset.categoryId)).toEqual([
      '1',
      '16',
    ]);
  });
});
