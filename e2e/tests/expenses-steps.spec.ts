import {
  type Expense,
  enhancedFinancialSummary,
  formatDollars,
  type IncomeEntry,
  mileageDeduction,
  mileageRateForYear,
  validationMessagesEs,
} from '@benefits/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { etext, getJson, reachStep, verifyByNotes } from '../support/expenses';
import { addIncomeSource, answerOnce, createDraft } from '../support/verification';
import {
  DESKTOP,
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
  tabTo,
} from '../support/wizard';

// Issue 7, steps 9 and 10: the business-expenses question, then the expenses of each
// qualifying income source (SPEC 4: category 1, 2 or 5), with mileage at the IRS rate.

test.use({ viewport: PHONE });

function persona(tag: string, firstName: string, lastName: string) {
  return {
    firstName,
    lastName,
    email: uniqueEmail(`${firstName.toLowerCase()}.${tag}`),
    phone: '5554445555',
    zipCode: '60614',
  };
}

/** A draft with income sources verified by notes (step 8 done), ready for step 9. */
async function draftWithSources(
  page: Page,
  sources: Parameters<typeof addIncomeSource>[2][],
): Promise<{ applicationId: number; ids: number[] }> {
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: true,
    zipCode: '60614',
  });
  const ids: number[] = [];
  for (const source of sources) {
    const id = await addIncomeSource(page, applicationId, source);
    await verifyByNotes(page, id, 'I have no papers for this. I can explain it.');
    ids.push(id);
  }
  await reachStep(page, applicationId, 'expense-workflow-intro');
  return { applicationId, ids };
}

async function openStep9(page: Page, applicationId: number) {
  await page.goto(`/application/expense-workflow-intro?id=${applicationId}`);
  await expectStep(page, 9, 'expense-workflow-intro');
  await expect(page.getByTestId('expense-intro')).toBeVisible();
}

function answer(page: Page, which: 'yes' | 'no') {
  return page
    .getByTestId('expense-intro-question')
    .getByRole('radio', { name: etext(`intro.${which}`) });
}

const taxYear = new Date().getUTCFullYear();

async function serverState(page: Page, applicationId: number) {
  const [entries, expenses] = await Promise.all([
    getJson<IncomeEntry[]>(page, `/api/income-entries?applicationId=${applicationId}`),
    getJson<Expense[]>(page, `/api/expenses?applicationId=${applicationId}`),
  ]);
  return { entries, expenses };
}

/** The step's three cards against the domain's enhanced summary of the server's data. */
async function expectCards(page: Page, applicationId: number, entryId: number) {
  const { entries, expenses } = await serverState(page, applicationId);
  const summary = enhancedFinancialSummary({ entries, expenses, taxYear });
  const entry = summary.entries.find((item) => item.id === entryId)!;
  await expect(page.getByTestId('expense-source-income')).toHaveText(
    formatDollars(entry.monthlyAmount),
  );
  await expect(page.getByTestId('expense-source-total')).toHaveText(
    formatDollars(entry.totalExpenses),
  );
  await expect(page.getByTestId('expense-source-net')).toHaveText(formatDollars(entry.netIncome));
  return entry;
}

function addForm(page: Page) {
  return page.getByTestId('expense-form');
}

function field(form: Locator, label: string) {
  return form.getByLabel(label, { exact: true });
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

test('a driver and landlord adds mileage, a phone bill and property taxes, then goes to the summary', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerPersona(page, persona('driver', 'Marisol', 'Okafor'));
  const { applicationId, ids } = await draftWithSources(page, [
    {
      categoryId: 2,
      source: 'Rideshare driving',
      amount: '450.00',
      frequency: 'weekly',
      isW2Income: false,
    },
    // Social Security takes no expenses: it is not one of the sources on step 10.
    { categoryId: 3, source: 'Social Security', amount: '943.00', frequency: 'monthly' },
    { categoryId: 5, source: 'Duplex on Elm Street', amount: '1400.00', frequency: 'monthly' },
  ]);
  const [driverId, , rentalId] = ids as [number, number, number];

  // Step 9: the button stays off until answered, and says why when pressed.
  await openStep9(page, applicationId);
  const continueButton = page.getByTestId('expense-intro-continue');
  await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toHaveText(etext('intro.continue'));
  // aria-disabled (it stays focusable): a tap says why.
  await continueButton.click({ force: true });
  await expect(page.getByTestId('expense-intro-question').getByRole('alert')).toHaveText(
    etext('intro.answerRequired'),
  );
  await expect(answer(page, 'yes')).toBeFocused();
  await scanBothViewports(page, 'step 9, unanswered with its message');

  await answer(page, 'no').check();
  await expect(continueButton).toHaveText(etext('intro.skipToSummary'));
  await answer(page, 'yes').check();
  await expect(continueButton).toHaveText(etext('intro.continueToExpenses'));
  await expect(continueButton).not.toHaveAttribute('aria-disabled', 'true');
  await expect
    .poll(
      async () =>
        (
          await getJson<{ hasBusinessExpenses: boolean | null }>(
            page,
            `/api/applications/${applicationId}`,
          )
        ).hasBusinessExpenses,
    )
    .toBe(true);
  // The answer is the application's: it is there again after a reload.
  await page.reload();
  await expectStep(page, 9, 'expense-workflow-intro');
  await expect(answer(page, 'yes')).toBeChecked();
  await scanBothViewports(page, 'step 9, answered Yes');
  await continueButton.click();

  // Step 10, source 1 of 2: the driver.
  await expectStep(page, 10, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 1 of 2');
  await expect(page.getByTestId('expense-source-name')).toHaveText('Rideshare driving');
  await expect(page).toHaveURL(/source=1/);
  let entry = await expectCards(page, applicationId, driverId);
  expect(entry.monthlyAmount).toBe(1950);
  await expect(page.getByTestId('expense-list')).toContainText(etext('step.noExpenses'));

  // SPEC 5: the three messages; the first field to fix takes focus.
  const form = addForm(page);
  await form.getByTestId('expense-add').click();
  await expect(form).toContainText('Expense type is required');
  await expect(form).toContainText('Description is required');
  await expect(form).toContainText('Amount is required');
  await expect(form.getByTestId('expense-form-errors')).toHaveText(
    etext('form.errorSummary_other', { count: 3 }),
  );
  await expect(field(form, etext('form.expenseType'))).toBeFocused();
  await expect(field(form, etext('form.expenseType'))).toHaveAttribute('aria-invalid', 'true');
  await scanBothViewports(page, 'step 10, add form with its errors');

  // Mileage: 120 miles a week at the year's IRS rate, shown live before it is added.
  const expected = mileageDeduction(120, taxYear);
  const rate = mileageRateForYear(taxYear);
  await field(form, etext('form.drive')).check();
  await expect(field(form, etext('form.description'))).toHaveValue(
    etext('mileage.defaultDescription'),
  );
  // The messages of fields that left the screen (and the one now filled in) are gone.
  await expect(form.getByTestId('expense-form-errors')).toBeEmpty();
  await expect(form).not.toContainText('Description is required');
  await expect(form.getByTestId('expense-type-fixed')).toHaveText(
    etext('form.typeFixed', { type: 'Transportation and Mileage' }),
  );
  await expect(form.getByTestId('expense-mileage-rate')).toContainText(
    etext('mileage.rate', { year: rate.taxYear, cents: String(rate.centsPerMile) }),
  );
  await expect(form.getByTestId('expense-mileage-rate')).toContainText(rate.source);
  await expect(form.getByTestId('expense-mileage-deduction')).toContainText(
    etext('mileage.deductionEmpty'),
  );
  await field(form, etext('mileage.milesPerWeek')).fill('120');
  await expect(form.getByTestId('expense-deduction')).toHaveText(
    etext('mileage.deductionValue', { amount: formatDollars(expected.monthlyDeduction) }),
  );
  await expect(field(form, etext('mileage.type'))).toHaveValue('business');
  await scanBothViewports(page, 'step 10, mileage form');
  await form.getByTestId('expense-add').click();
  await expectToast(page, 'Expense Added Successfully');
  await expect(page.getByTestId('expense-item')).toHaveCount(1);
  await expect(page.getByTestId('expense-item').first()).toContainText(
    etext('step.mileageLine', {
      miles: 120,
      cents: String(rate.centsPerMile),
      amount: formatDollars(expected.monthlyDeduction),
    }),
  );
  // The server computed the same deduction and recorded the rate.
  let saved = (await serverState(page, applicationId)).expenses;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    incomeEntryId: driverId,
    expenseType: 'transportation',
    isMileageExpense: true,
    milesPerWeek: 120,
    mileageType: 'business',
    mileageRate: expected.centsPerMile,
    amount: expected.monthlyDeduction,
  });
  entry = await expectCards(page, applicationId, driverId);
  expect(entry.totalExpenses).toBe(expected.monthlyDeduction);
  // The form is empty again and back to an amount.
  await expect(field(form, etext('form.drive'))).not.toBeChecked();
  await expect(field(form, etext('form.description'))).toHaveValue('');

  // A failed add keeps what was typed (SPEC 8 toast), and the next try goes through.
  await field(form, etext('form.expenseType')).selectOption({ label: 'Utilities' });
  await expect(form).toContainText(etext('typeHints.utilities'));
  await field(form, etext('form.description')).fill('Phone bill for work');
  await field(form, etext('form.amount')).fill('60');
  await form.getByRole('radio', { name: etext('form.frequencies.monthly') }).check();
  await field(form, etext('form.hasReceipt')).check();
  const failing = await answerOnce(page, '/api/expenses', {
    status: 500,
    body: { message: 'Something went wrong.' },
  });
  await form.getByTestId('expense-add').click();
  await expectToast(page, 'Error Adding Expense', 'Please check your information and try again.');
  await expect(form.getByTestId('expense-save-error')).toContainText(etext('form.saveFailedKept'));
  await expect(field(form, etext('form.description'))).toHaveValue('Phone bill for work');
  await expect(field(form, etext('form.amount'))).toHaveValue('60');
  await form.getByTestId('expense-add').click();
  await expectToast(page, 'Expense Added Successfully', 'Phone bill for work');
  expect(failing.count()).toBe(2);
  await expect(page.getByTestId('expense-item')).toHaveCount(2);
  entry = await expectCards(page, applicationId, driverId);
  expect(entry.totalExpenses).toBe(expected.monthlyDeduction + 60);

  // Edit in place: the phone bill is paid once a year.
  const phoneItem = page.getByTestId('expense-item').filter({ hasText: 'Phone bill for work' });
  await phoneItem.getByTestId('expense-edit').click();
  const editForm = page.getByTestId('expense-edit-form');
  await expect(
    editForm.getByRole('heading', {
      name: etext('form.editTitle', { description: 'Phone bill for work' }),
    }),
  ).toBeFocused();
  await expect(field(editForm, etext('form.hasReceipt'))).toBeChecked();
  await field(editForm, etext('form.amount')).fill('840');
  await editForm.getByRole('radio', { name: etext('form.frequencies.annual') }).check();
  await editForm.getByTestId('expense-save').click();
  await expectToast(page, 'Expense Updated');
  await expect(editForm).toHaveCount(0);
  await expect(
    page.getByTestId('expense-item').filter({ hasText: 'Phone bill for work' }),
  ).toContainText(etext('step.perYear', { amount: '$840.00', monthly: '$70.00' }));
  saved = (await serverState(page, applicationId)).expenses;
  expect(saved.find((item) => item.description === 'Phone bill for work')).toMatchObject({
    amount: 840,
    frequency: 'annual',
    hasReceipt: true,
  });
  entry = await expectCards(page, applicationId, driverId);
  expect(entry.totalExpenses).toBe(expected.monthlyDeduction + 70);

  // Delete with a confirmation; keeping it first changes nothing.
  await phoneItem.getByTestId('expense-delete').click();
  const dialog = page.getByRole('dialog', {
    name: etext('step.deleteTitle', { description: 'Phone bill for work' }),
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: etext('step.keep') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('expense-item')).toHaveCount(2);
  await phoneItem.getByTestId('expense-delete').click();
  await dialog.getByTestId('expense-delete-confirm').click();
  await expectToast(page, etext('toast.deletedTitle'));
  await expect(page.getByTestId('expense-item')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: etext('step.listTitle_one', { count: 1 }) }),
  ).toBeFocused();
  saved = (await serverState(page, applicationId)).expenses;
  expect(saved.map((item) => item.description)).toEqual([etext('mileage.defaultDescription')]);
  await expectCards(page, applicationId, driverId);

  // Something typed and not added stops Next with a message.
  await field(form, etext('form.description')).fill('Car wash');
  await page.getByTestId('expense-next').click();
  await expect(page.getByTestId('expense-next-error')).toHaveText(etext('step.unsaved'));
  await form.getByTestId('expense-clear').click();
  await expect(field(form, etext('form.description'))).toHaveValue('');

  // Source 2 of 2: the rental, with the rental list of types and no driving.
  await expect(page.getByTestId('expense-next')).toHaveText(etext('step.nextSource'));
  await page.getByTestId('expense-next').click();
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 2 of 2');
  await expect(page.getByTestId('expense-source-name')).toHaveText('Duplex on Elm Street');
  await expect(page.getByTestId('expense-source-name')).toBeFocused();
  await expect(page).toHaveURL(/source=2/);
  await expect(field(form, etext('form.drive'))).toHaveCount(0);
  const typeSelect = field(form, etext('form.expenseType'));
  await expect(typeSelect.locator('option', { hasText: 'Property Taxes' })).toHaveCount(1);
  await expect(typeSelect.locator('option', { hasText: 'Business Meals' })).toHaveCount(0);
  await typeSelect.selectOption({ label: 'Property Taxes' });
  await field(form, etext('form.description')).fill('County property tax');
  await field(form, etext('form.amount')).fill('3600');
  await form.getByRole('radio', { name: etext('form.frequencies.annual') }).check();
  await field(form, etext('form.notes')).fill('Paid in two parts');
  await form.getByTestId('expense-add').click();
  await expectToast(page, 'Expense Added Successfully', 'County property tax');
  entry = await expectCards(page, applicationId, rentalId);
  expect([entry.monthlyAmount, entry.totalExpenses, entry.netIncome]).toEqual([1400, 300, 1100]);
  await expect(page.getByTestId('expense-next')).toHaveText(etext('step.continueToSummary'));

  // The place survives a reload; Previous goes back one source.
  await page.reload();
  await expectStep(page, 10, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 2 of 2');
  await scanBothViewports(page, 'step 10, rental source with an expense');
  await expect(page.getByTestId('expense-previous')).toHaveText(etext('step.previousSource'));
  await page.getByTestId('expense-previous').click();
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 1 of 2');
  await expect(page.getByTestId('expense-source-name')).toBeFocused();
  await expect(page.getByTestId('expense-previous')).toHaveText(text('en', 'wizard.back'));
  await page.getByTestId('expense-next').click();
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 2 of 2');

  // Another device (nothing in this browser's storage, no ?source=) lands on the same source:
  // the place is saved on the application.
  await expect
    .poll(
      async () =>
        (
          await getJson<{ currentExpenseSourceIndex: number | null }>(
            page,
            `/api/applications/${applicationId}`,
          )
        ).currentExpenseSourceIndex,
    )
    .toBe(1);
  await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
  );
  await page.goto(`/application/expense-categories?id=${applicationId}`);
  await expectStep(page, 10, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 2 of 2');

  await page.getByTestId('expense-next').click();
  await expectStep(page, 11, 'enhanced-financial-summary');
  const final = await serverState(page, applicationId);
  expect(final.expenses).toHaveLength(2);
});

test('No skips straight to the summary, with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await registerPersona(page, persona('no', 'Dmitri', 'Kowalski'));
  const { applicationId } = await draftWithSources(page, [
    {
      categoryId: 1,
      source: 'Corner Market',
      amount: '1600.00',
      frequency: 'monthly',
      isW2Income: true,
    },
  ]);
  await openStep9(page, applicationId);

  // Tab to the first answer, the arrow key picks No, Tab to the button, Enter.
  await tabTo(page, answer(page, 'yes'));
  await page.keyboard.press('ArrowDown');
  await expect(answer(page, 'no')).toBeChecked();
  const continueButton = page.getByTestId('expense-intro-continue');
  await expect(continueButton).toHaveText(etext('intro.skipToSummary'));
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');
  await expectStep(page, 11, 'enhanced-financial-summary');
  const application = await getJson<{ hasBusinessExpenses: boolean | null }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(application.hasBusinessExpenses).toBe(false);

  // Coming back shows the answer given.
  await openStep9(page, applicationId);
  await expect(answer(page, 'no')).toBeChecked();
  await expect(continueButton).toHaveText(etext('intro.skipToSummary'));
});

test('with only Social Security there are no expenses to add', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('ss', 'Eleanor', 'Baptiste'));
  const { applicationId } = await draftWithSources(page, [
    { categoryId: 3, source: 'Social Security', amount: '1245.90', frequency: 'monthly' },
  ]);
  await openStep9(page, applicationId);
  await answer(page, 'yes').check();
  await page.getByTestId('expense-intro-continue').click();

  await expectStep(page, 10, 'expense-categories');
  const none = page.getByTestId('expense-none');
  await expect(none.getByRole('heading', { name: 'No Expenses Needed' })).toBeVisible();
  await expect(none).toContainText(
    'None of your income sources allow for business expense deductions.',
  );
  await expect(page.getByTestId('expense-form')).toHaveCount(0);
  await settle(page);
  await scanBothViewports(page, 'step 10, no qualifying source');

  await page.getByTestId('expense-previous').click();
  await expectStep(page, 9, 'expense-workflow-intro');
  await expect(answer(page, 'yes')).toBeChecked();
  await page.getByTestId('expense-intro-continue').click();
  await expectStep(page, 10, 'expense-categories');
  await expect(page.getByTestId('expense-next')).toHaveText(etext('step.continueToSummary'));
  await page.getByTestId('expense-next').click();
  await expectStep(page, 11, 'enhanced-financial-summary');
});

test('a house cleaner adds supplies in Spanish with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('es', 'Lucia', 'Ramirez'));
  const { applicationId, ids } = await draftWithSources(page, [
    { categoryId: 2, source: 'Limpieza de casas', amount: '800.00', frequency: 'monthly' },
  ]);
  await page.goto(`/application/expense-categories?id=${applicationId}`);
  await expectStep(page, 10, 'expense-categories');
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('expense-source-count')).toHaveText(
    etext('step.sourceOf', { current: 1, total: 1 }, 'es'),
  );

  // Enter on Add with nothing typed: the messages in Spanish, focus on the first field.
  const form = addForm(page);
  const add = form.getByTestId('expense-add');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(form).toContainText(validationMessagesEs.expenseTypeRequired);
  await expect(form).toContainText(validationMessagesEs.descriptionRequired);
  await expect(form).toContainText(validationMessagesEs.amountRequired);
  const type = field(form, etext('form.expenseType', {}, 'es'));
  await expect(type).toBeFocused();

  // Arrow keys choose the type in the closed list; Tab moves from field to field.
  for (let i = 0; i < 10 && (await type.inputValue()) !== 'office_supplies'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(type).toHaveValue('office_supplies');
  await tabTo(page, field(form, etext('form.description', {}, 'es')));
  await page.keyboard.type('Jabón y trapos');
  await tabTo(page, field(form, etext('form.amount', {}, 'es')));
  await page.keyboard.type('35.20');
  const receipt = field(form, etext('form.hasReceipt', {}, 'es'));
  await tabTo(page, receipt);
  await page.keyboard.press('Space');
  await expect(receipt).toBeChecked();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expectToast(page, etext('toast.addedTitle', {}, 'es'));
  await expect(page.getByTestId('expense-item')).toContainText('Jabón y trapos');
  await expect(page.getByTestId('expense-item')).toContainText(
    etext('step.perMonth', { amount: '$35.20' }, 'es'),
  );
  await expectCards(page, applicationId, ids[0]!);
  await scanBothViewports(page, 'step 10 in Spanish');

  const next = page.getByTestId('expense-next');
  await expect(next).toHaveText(etext('step.continueToSummary', {}, 'es'));
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wizard-step-count')).toContainText('11/13');
});
