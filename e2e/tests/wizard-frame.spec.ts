import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { DEFAULT_HOME, justMeAndAddress } from '../support/household';
import { latestSignInCode } from '../support/outbox';
import { baseURL } from '../support/paths.mjs';
import { householdText } from '../support/texts';
import { expectStep, PHONE, registerPersona, scanBothViewports, settle } from '../support/wizard';

test.use({ viewport: PHONE });

function persona(name: string) {
  return {
    firstName: name,
    lastName: 'Tester',
    email: uniqueEmail(`${name.toLowerCase()}`),
    phone: '5556667777',
    zipCode: '10001',
  };
}

test('an unknown step says Step Not Found; Go to Start opens the account step', async ({
  page,
}) => {
  await registerPersona(page, persona('Ines'));
  await page.goto('/application/no-such-step');
  await expect(page.getByRole('heading', { level: 1, name: 'Step Not Found' })).toBeVisible();
  await scanBothViewports(page, 'step not found');
  await page.getByRole('link', { name: 'Go to Start' }).click();
  await expectStep(page, 'account-creation');
});

test('steps after benefits ask for a benefit choice first; nothing moves with reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerPersona(page, persona('Omar'));
  await page.goto('/application/income-categories');
  await expect(page.getByTestId('wizard-needs-benefits')).toBeVisible();
  await page.getByRole('link', { name: text('en', 'wizard.chooseBenefits') }).click();
  await expectStep(page, 'benefits-selection');
  await page.getByTestId('benefit-wic').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  await page.getByTestId('benefits-continue').click();
  await justMeAndAddress(page);
  const running = await page.evaluate(
    () =>
      (
        globalThis as unknown as { document: { getAnimations(): unknown[] } }
      ).document.getAnimations().length,
  );
  expect(running).toBe(0);
});

test('a failed save keeps what was typed and says so; an application that cannot be created says Error', async ({
  page,
  context,
}) => {
  await registerPersona(page, persona('Lena'));
  await page.goto('/application/benefits-selection');

  // SPEC 8: application creation fails -> destructive 'Error' toast; the choice stays.
  await page.route('**/api/applications', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await page.getByTestId('benefit-tanf').click();
  await expect(page.getByTestId('toast').first()).toContainText('Error');
  await expect(page.getByTestId('toast').first()).toContainText(
    'Failed to create application. Please try again.',
  );
  await expect(page.getByTestId('benefit-tanf')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'failed');
  await page.unroute('**/api/applications');
  // Continue tries again, and goes on once it is saved.
  await page.getByTestId('benefits-continue').click();
  await justMeAndAddress(page);
  await expect(page).toHaveURL(/\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // Straight to step 6 with the draft's id.
  await page.goto(`/application/income-categories?id=${id}`);
  await expectStep(page, 'income-categories');
  await page.getByRole('checkbox', { name: text('en', 'incomeStep.kinds.1.name') }).check();
  const form = page.getByTestId('income-form');
  await form.getByLabel(text('en', 'incomeForm.source')).fill('Diner tips');
  await form.getByLabel(text('en', 'incomeForm.amount')).fill('55.25');
  await form.getByLabel("Don't know exact amount").check();
  await expect(form.getByLabel(text('en', 'incomeForm.amount'))).toBeDisabled();
  await expect(form.getByLabel(text('en', 'incomeForm.amount'))).toHaveValue('');
  await form.getByLabel("Don't know exact amount").uncheck();
  await form.getByLabel(text('en', 'incomeForm.amount')).fill('55.25');

  // The server fails: the toast of SPEC 8, and everything typed is still there.
  await page.route('**/api/income-entries', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
  );
  await form.getByRole('button', { name: text('en', 'incomeForm.add') }).click();
  await expect(page.getByTestId('toast').first()).toContainText(
    'Failed to save income entry. Please try again.',
  );
  await expect(page.getByTestId('income-save-error')).toContainText('still here');
  await expect(form.getByLabel(text('en', 'incomeForm.source'))).toHaveValue('Diner tips');
  await expect(form.getByLabel(text('en', 'incomeForm.amount'))).toHaveValue('55.25');
  await scanBothViewports(page, 'income form after a failed save');
  await page.unroute('**/api/income-entries');

  // Offline: "Don't worry, we'll try again" - and it does, when the connection is back.
  await context.setOffline(true);
  await form.getByRole('button', { name: text('en', 'incomeForm.add') }).click();
  await expect(page.getByTestId('income-save-error')).toContainText("Don't worry, we'll try again");
  await context.setOffline(false);
  await expect(page.getByTestId('toast').first()).toContainText('Income Entry Added');
  await expect(page.getByTestId('income-entry')).toHaveCount(1);
  await expect(page.getByTestId('income-entry')).toContainText('$55.25 every month');

  // Delete it again.
  await page.getByTestId('income-delete').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanBothViewports(page, 'delete income dialog');
  await page.getByTestId('income-delete-confirm').click();
  await expect(page.getByTestId('income-entry')).toHaveCount(0);
  // The kind stays ticked (its form open again) until the applicant unticks it.
  await page.getByRole('checkbox', { name: text('en', 'incomeStep.kinds.1.name') }).uncheck();
  await expect(page.getByTestId('income-form')).toHaveCount(0);

  // With no income, the summary says so and Continue is disabled.
  await page.goto(`/application/income-summary-pre?id=${id}`);
  await expectStep(page, 'income-summary-pre');
  await expect(page.getByText('No income entries found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Income Sources' })).toBeVisible();
  await expect(page.getByTestId('summary-continue')).toBeDisabled();
  await scanBothViewports(page, 'empty income summary');
  await page.getByRole('button', { name: 'Add Income Sources' }).click();
  await expectStep(page, 'income-categories');
  await expect(page.getByTestId('income-checklist')).toBeVisible();
});

test('signing in on another device returns to the same draft at the furthest step', async ({
  page,
  browser,
}) => {
  const applicant = persona('Rafa');
  await registerPersona(page, applicant);
  await page.goto('/application/benefits-selection');
  await page.getByTestId('benefit-chip').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  await page.getByTestId('benefits-continue').click();
  await justMeAndAddress(page);
  await page.getByRole('radio', { name: text('en', 'workStep.no') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('work-continue').click();
  await expectStep(page, 'process-overview');
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');

  // A second device: sign in with an emailed code, open /application.
  const other = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await other.newPage();
  const request = await phone.request.post('/api/auth/sign-in/code', {
    headers: { origin: baseURL },
    data: { email: applicant.email },
  });
  expect(request.ok()).toBe(true);
  const code = await latestSignInCode(applicant.email);
  const verify = await phone.request.post('/api/auth/sign-in/verify', {
    headers: { origin: baseURL },
    data: { email: applicant.email, code },
  });
  expect(verify.ok()).toBe(true);
  await phone.goto('/');
  await phone
    .getByRole('link', { name: /Continue/ })
    .first()
    .click();
  await expectStep(phone, 'process-overview');
  // Every answer is there: back to step 3 shows No, step 2 shows CHIP.
  await phone.getByTestId('overview-back').click();
  await expectStep(phone, 'benefits-selection');
  await expect(phone.getByTestId('benefit-chip')).toHaveAttribute('aria-pressed', 'true');
  await phone.getByTestId('benefits-continue').click();
  // The household and address were saved on the first device.
  await expectStep(phone, 'household-members');
  await phone.getByTestId('household-just-me').click();
  await expectStep(phone, 'home-address');
  await expect(phone.getByLabel(householdText('address.street')).first()).toHaveValue(
    DEFAULT_HOME.street,
  );
  await phone.getByTestId('address-continue').click();
  await expectStep(phone, 'work-requirements');
  await settle(phone);
  await expect(phone.getByRole('radio', { name: text('en', 'workStep.no') })).toBeChecked();
  await other.close();
});

test('the wizard speaks Spanish when the applicant chose it', async ({ page }) => {
  await registerPersona(page, persona('Lucia'));
  await page.goto('/application/benefits-selection');
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text('es', 'wizard.steps.benefits-selection.title'),
    }),
  ).toBeVisible();
  await page.getByTestId('benefits-continue').click({ force: true });
  await expect(page.getByTestId('benefits-error')).not.toBeEmpty();
  await page.getByTestId('benefit-snap').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.goto(`/application/income-categories?id=${id}`);
  await page.getByRole('checkbox', { name: text('es', 'incomeStep.kinds.16.name') }).check();
  await expect(page.getByTestId('income-form')).toContainText(text('es', 'incomeForm.source'));
  await expect(
    page.getByTestId('income-form').getByRole('radio', {
      name: text('es', 'incomeForm.frequencies.semimonthly'),
    }),
  ).toBeVisible();
  await scanBothViewports(page, 'income step in Spanish');
});
