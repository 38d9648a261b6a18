// @vitest-environment happy-dom
import { type Application, type IncomeEntry, incomeCategories } from '@benefits/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, loadWizardTexts } from '../../i18n';
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

const amountBox = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: i18n.t('incomeForm.amount') });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field-error'));

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** Fills the form in the current language and sends it. */
async function fillAndSend(amount: string, frequency: 'weekly' | 'monthly') {
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('textbox', { name: i18n.t('incomeForm.source') }),
    'County pension',
  );
  await user.type(amountBox(), amount);
  await user.click(
    screen.getByRole('radio', { name: i18n.t(`incomeForm.frequencies.${frequency}`) }),
  );
  await user.click(screen.getByTestId('income-submit'));
  return user;
}

const savedReply = ({ body }: { body: unknown }) => ({
  status: 201,
  body: { id: 41, ...(body as object), createdAt: '2026-11-02T00:00:00.000Z' },
});

// Issue 18, item 3 and its defects: `1320,12` in Spanish was saved as $132,012 and `1,32O.12`
// as $132.12, without a word; no amount was ever questioned.
describe('amounts typed by the interface language', () => {
  it('reads 1320,12 in Spanish as $1,320.12 and sends it as 1320.12', async () => {
    await changeLanguage('es');
    await loadWizardTexts('es');
    const calls = mockFetch(savedReply);
    const onSaved = vi.fn();
    renderForm(onSaved);
    await fillAndSend('1320,12', 'monthly');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toMatchObject({ amount: '1320.12' });
  });

  it.each([
    ['en', 'Use numbers only, like 1,320.12'],
    ['es', 'Use solo números, como 1.320,12'],
  ] as const)(
    'refuses letters inside a number in %s, tied to the field',
    async (language, text) => {
      await changeLanguage(language);
      await loadWizardTexts(language);
      const calls = mockFetch(savedReply);
      renderForm();
      await fillAndSend(language === 'en' ? '1,32O.12' : '1.32O,12', 'monthly');
      const amount = amountBox();
      await vi.waitFor(() => expect(errorOf(amount)?.textContent).toBe(text));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(amount);
      expect(calls).toHaveLength(0);
    },
  );

  it('asks before saving weekly pay over $5,000, and saves it on Yes', async () => {
    const calls = mockFetch(savedReply);
    const onSaved = vi.fn();
    renderForm(onSaved);
    const user = await fillAndSend('6,000', 'weekly');
    const question = await screen.findByText('Is $6,000.00 each week right?');
    expect(document.activeElement).toBe(question);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, it is right' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toMatchObject({ amount: '6000.00' });
  });

  it('lets the applicant change an unlikely amount instead, and sends nothing', async () => {
    const calls = mockFetch(savedReply);
    renderForm();
    const user = await fillAndSend('132012', 'monthly');
    await screen.findByText('Is $132,012.00 each month right?');
    await user.click(screen.getByRole('button', { name: 'Change it' }));
    expect(screen.queryByTestId('unlikely-amount')).toBeNull();
    expect(document.activeElement).toBe(amountBox());
    expect(calls).toHaveLength(0);
    // Asked again on the next try; a changed frequency takes the question away.
    await user.click(screen.getByTestId('income-submit'));
    await screen.findByText('Is $132,012.00 each month right?');
    await user.click(screen.getByRole('radio', { name: 'Once a year' }));
    expect(screen.queryByTestId('unlikely-amount')).toBeNull();
  });

  it('asks about a monthly amount 10 times the other entries of this kind', async () => {
    mockFetch(savedReply);
    const other = { id: 3, amount: '500.00', frequency: 'monthly', dontKnowAmount: false };
    renderWithQuery(
      <WizardContext.Provider value={wizard}>
        <IncomeEntryForm
          category={category}
          onSaved={() => undefined}
          otherEntries={[other as IncomeEntry]}
        />
      </WizardContext.Provider>,
    );
    await fillAndSend('5000', 'monthly');
    const why = await screen.findByText(
      'This is much more than your other amounts. Please check it.',
    );
    expect(why.closest('fieldset')?.getAttribute('aria-describedby')).toBe(why.id);
  });
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

// Issue 18 item 2: each income belongs to a person of the household.
describe('whose income it is', () => {
  const person = (id: string, firstName: string, relationship: 'self' | 'child') => ({
    id,
    firstName,
    lastName: 'Ruiz',
    dateOfBirth: '2009-01-01',
    relationship,
    sex: null,
    buysFoodTogether: null,
    pregnant: false,
    dueDate: null,
    disabled: false,
    student: relationship === 'child',
    citizenship: 'citizen' as const,
    programs: ['snap' as const],
  });
  const withFamily = (members: ReturnType<typeof person>[]) =>
    renderWithQuery(
      <WizardContext.Provider
        value={{ ...wizard, application: { ...application, household: { members } } }}
      >
        <IncomeEntryForm category={category} onSaved={() => undefined} />
      </WizardContext.Provider>,
    );

  it('asks who gets it when more than one person lives there (the applicant first), and sends it', async () => {
    const calls = mockFetch(savedReply);
    withFamily([person('applicant', 'Ana', 'self'), person('kid1', 'Leo', 'child')]);
    const group = screen.getByRole('group', { name: 'Who gets this money?' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Ana Ruiz' }).checked).toBe(true);
    expect(group).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Leo Ruiz' }));
    await fillAndSend('300', 'monthly');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ memberId: 'kid1' });
  });

  it('asks nothing and sends no member when the applicant lives alone', async () => {
    const calls = mockFetch(savedReply);
    withFamily([person('applicant', 'Ana', 'self')]);
    expect(screen.queryByRole('group', { name: 'Who gets this money?' })).toBeNull();
    await fillAndSend('300', 'monthly');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('memberId');
  });
});
