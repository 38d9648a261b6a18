import { WIZARD_STEP_COUNT } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';
import { latestSignInCode } from '../support/outbox';

const applicant = {
  firstName: 'Rosa',
  lastName: 'Martinez',
  email: uniqueEmail(`rosa`),
  phoneDigits: '5551234567',
  zipCode: '60601',
};

async function fillRegistration(page: Page) {
  await page.getByLabel(text('en', 'registration.firstName')).fill(applicant.firstName);
  await page.getByLabel(text('en', 'registration.lastName')).fill(applicant.lastName);
  await page.getByLabel(text('en', 'registration.email')).fill(applicant.email);
  const phone = page.getByLabel(text('en', 'registration.phone'));
  await phone.pressSequentially(applicant.phoneDigits);
  // SPEC 5: auto-formatted as (xxx) xxx-xxxx, max length 14.
  await expect(phone).toHaveValue('(555) 123-4567');
  await expect(phone).toHaveAttribute('maxlength', '14');
  await page.getByLabel(text('en', 'registration.zipCode')).fill(applicant.zipCode);
  await page.getByLabel(text('en', 'registration.agreeToTerms')).check();
}

test.describe.configure({ mode: 'serial' });

test('a new applicant registers, sees the wizard and an empty dashboard, switches to Spanish, signs out and signs back in with an emailed code', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'landing.heroTitle') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'landing');

  // Start Application reveals the inline registration form.
  await page
    .getByRole('button', { name: text('en', 'landing.startApplication') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: text('en', 'registration.title') })).toBeVisible();
  await expectNoAxeViolations(page, 'registration form');

  // Submitting empty shows every SPEC 5 message.
  await page.getByRole('button', { name: text('en', 'registration.submit') }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Valid phone number is required',
    'Valid ZIP code is required',
    'You must agree to the terms',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page, 'registration form with errors');

  await fillRegistration(page);
  await page.getByRole('button', { name: text('en', 'registration.submit') }).click();

  // Registered: the wizard opens on its signed-in default step, with the progress header.
  await expect(page).toHaveURL(/\/application/);
  await expect(page.getByText(`Step 2/${WIZARD_STEP_COUNT}`)).toBeVisible();
  await expectNoAxeViolations(page, 'wizard');

  // The dashboard shows the applicant and no applications yet.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: text('en', 'dashboard.emptyTitle') }),
  ).toBeVisible();
  await expect(page.getByText(applicant.email).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('en', 'dashboard.startFirst') }),
  ).toHaveAttribute('href', '/application/benefits-selection');
  await expectNoAxeViolations(page, 'dashboard');

  // Spanish, remembered across a reload.
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { name: text('es', 'dashboard.emptyTitle') }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: text('es', 'dashboard.emptyTitle') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard in Spanish');

  // Sign out, then sign in again with the code from the outbox.
  await page.getByRole('button', { name: text('es', 'header.signOut') }).click();
  await expect(
    page.getByRole('button', { name: text('es', 'landing.startApplication') }).first(),
  ).toBeVisible();
  await page.getByLabel(text('es', 'language.label')).selectOption('en');

  await page
    .getByRole('button', { name: text('en', 'header.signIn') })
    .first()
    .click();
  await page.getByLabel(text('en', 'signIn.email')).fill(applicant.email);
  await page.getByRole('button', { name: text('en', 'signIn.sendCode') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'signIn.sentTitle') })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in code step');
  const code = await latestSignInCode(applicant.email);
  await page.getByLabel(text('en', 'signIn.code')).fill(code);
  await page.getByRole('button', { name: text('en', 'signIn.verify'), exact: true }).click();

  await expect(
    page.getByRole('heading', { name: text('en', 'dashboard.emptyTitle') }),
  ).toBeVisible();
  await expect(page.getByText(applicant.email).first()).toBeVisible();
});

test('the sign-in panel is accessible and says when a code is wrong', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: text('en', 'header.signIn') })
    .first()
    .click();
  await expect(page.getByLabel(text('en', 'signIn.email'))).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in panel');

  await page.getByLabel(text('en', 'signIn.email')).fill(applicant.email);
  await page.getByRole('button', { name: text('en', 'signIn.sendCode') }).click();
  const code = await latestSignInCode(applicant.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(text('en', 'signIn.code')).fill(wrong);
  await page.getByRole('button', { name: text('en', 'signIn.verify'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /not right|did not work/ })).toBeVisible();
});

test('signed-out visitors to the wizard are sent to the landing page', async ({ page }) => {
  await page.goto('/application/income-categories');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'landing.heroTitle') }),
  ).toBeVisible();
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page, '404');
});
