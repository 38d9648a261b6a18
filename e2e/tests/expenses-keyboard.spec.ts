import { validationMessagesEs, WIZARD_STEP_COUNT, wizardStepNumber } from '@benefits/domain';
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
} from '../support/expenseSteps';
import { getJson } from '../support/expenses';
import { etext } from '../support/texts';
import {
  DESKTOP,
  expectStep,
  expectToast,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
  tabTo,
} from '../support/wizard';

// Issue 7, steps 9 and 10 without the mouse: No skips to the summary, a source with no
// expenses to add, and a house cleaner adding supplies in Spanish, with the keyboard alone.

test.use({ viewport: PHONE });

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
  await expectStep(page, 'home-costs');
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

  await expectStep(page, 'expense-categories');
  const none = page.getByTestId('expense-none');
  await expect(none.getByRole('heading', { name: 'No Expenses Needed' })).toBeVisible();
  await expect(none).toContainText('None of your income can have business costs taken off.');
  await expect(page.getByTestId('expense-form')).toHaveCount(0);
  await settle(page);
  await scanBothViewports(page, 'step 10, no qualifying source');

  await page.getByTestId('expense-previous').click();
  await expectStep(page, 'expense-workflow-intro');
  await expect(answer(page, 'yes')).toBeChecked();
  await page.getByTestId('expense-intro-continue').click();
  await expectStep(page, 'expense-categories');
  await expect(page.getByTestId('expense-next')).toHaveText(etext('step.continueToSummary'));
  await page.getByTestId('expense-next').click();
  await expectStep(page, 'home-costs');
});

test('a house cleaner adds supplies in Spanish with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('es', 'Lucia', 'Ramirez'));
  const { applicationId, ids } = await draftWithSources(page, [
    { categoryId: 2, source: 'Limpieza de casas', amount: '800.00', frequency: 'monthly' },
  ]);
  await page.goto(`/application/expense-categories?id=${applicationId}`);
  await expectStep(page, 'expense-categories');
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
  await expect(page.getByTestId('wizard-step-count')).toContainText(
    `${wizardStepNumber('home-costs')}/${WIZARD_STEP_COUNT}`,
  );
});
