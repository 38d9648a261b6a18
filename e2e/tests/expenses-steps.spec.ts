import { formatDollars, mileageDeduction, mileageRateForYear } from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import {
  addForm,
  answer,
  draftWithSources,
  expectCards,
  field,
  openStep9,
  serverState,
  taxYear,
} from '../support/expenseSteps';
import { getJson } from '../support/expenses';
import { etext } from '../support/texts';
import { answerOnce } from '../support/verification';
import {
  expectStep,
  expectToast,
  PHONE,
  registerPersona,
  scanBothViewports,
} from '../support/wizard';

// Issue 7, steps 9 and 10: the business-expenses question, then the expenses of each
// qualifying income source (SPEC 4: category 1, 2 or 5), with mileage at the IRS rate.

test.use({ viewport: PHONE });

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
  await expectStep(page, 'expense-workflow-intro');
  await expect(answer(page, 'yes')).toBeChecked();
  await scanBothViewports(page, 'step 9, answered Yes');
  await continueButton.click();

  // Step 10, source 1 of 2: the driver.
  await expectStep(page, 'expense-categories');
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
  await expectStep(page, 'expense-categories');
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
  await expectStep(page, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText('Income Source 2 of 2');

  await page.getByTestId('expense-next').click();
  await expectStep(page, 'home-costs');
  const final = await serverState(page, applicationId);
  expect(final.expenses).toHaveLength(2);
});
