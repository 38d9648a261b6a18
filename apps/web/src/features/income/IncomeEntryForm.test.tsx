// @vitest-environment happy-dom
import { type Application, type IncomeEntry, incomeCategories } from '@benefits/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import { WizardContext, type WizardContextValue } from '../../wizard/WizardContext';
import { IncomeEntryForm } from './IncomeEntryForm';

const application: Application = {
  id: 7,
  userId: 'u1',
  status: 'draft',
  createdAt: '2026-11-01T00:00:00.000Z',
  selectedBenefits: ['snap'],
  needsWorkVerification: false,
  zipCode: null,
};

const wizard: WizardContextValue = {
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
  goTo: () => undefined,
  next: () => undefined,
  previous: () => undefined,
  replaceLocation: () => undefined,
  adoptApplication: () => undefined,
  trackSave: (work) => work,
  saveState: 'idle',
};

// Social Security: no work questions, so the form is source, amount, frequency, comment.
const category = incomeCategories.find((item) => !item.requiresWorkClassification)!;

function renderForm(onSaved: (entry: IncomeEntry) => void = () => undefined) {
  return renderWithQuery(
    <WizardContext.Provider value={wizard}>
      <IncomeEntryForm category={category} onSaved={onSaved} />
    </WizardContext.Provider>,
  );
}

const amountBox = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: /amount/i });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field-error'));

beforeAll(setupTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the amount field of the income entry form', () => {
  it('says what is wrong with a missing amount, ties it to the field and moves focus there', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(
      screen.getByRole('textbox', { name: /where does this money come from/i }),
      'County pension',
    );
    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    await user.click(screen.getByTestId('income-submit'));

    const amount = amountBox();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(amount)?.textContent).toMatch(/amount/i);
    expect(document.activeElement).toBe(amount);

    // Fixed as it is typed (the form checks again on every change after the first try).
    await user.type(amount, '1250.50');
    expect(amount.value).toBe('1250.50');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(amount)).toBeUndefined();
  });

  it("is cleared and disabled by 'I don't know the exact amount'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(amountBox(), '300');
    await user.click(screen.getByRole('checkbox', { name: /don't know exact amount/i }));
    expect(amountBox().value).toBe('');
    expect(amountBox().disabled).toBe(true);
  });

  it('sends the typed amount and hands the saved entry back', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ body }) => ({
      status: 201,
      body: { id: 41, ...(body as object), createdAt: '2026-11-02T00:00:00.000Z' },
    }));
    const onSaved = vi.fn();
    renderForm(onSaved);
    await user.type(
      screen.getByRole('textbox', { name: /where does this money come from/i }),
      'County pension',
    );
    await user.type(amountBox(), '1250.50');
    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    await user.click(screen.getByTestId('income-submit'));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toMatchObject({
      applicationId: 7,
      categoryId: category.id,
      source: 'County pension',
      frequency: 'monthly',
    });
    const sent = calls[0]?.body as { amount?: unknown } | undefined;
    expect(Number(sent?.amount)).toBe(1250.5);
    // A new entry: the form is empty again for the next one.
    expect(amountBox().value).toBe('');
  });
});
