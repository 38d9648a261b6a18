import { financialSummary, formatDollars, wizardSteps } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { DEFAULT_HOME, justMeAndAddress } from '../support/household';
import { htext } from '../support/texts';
import {
  expectHeadingFocused,
  expectStep,
  incomeQuestion,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
} from '../support/wizard';

// Persona (a): a W-2 worker with a weekly wage and a bi-weekly second job. They reload the page
// in the middle of step 6 and find everything still there.
const persona = {
  firstName: 'Dana',
  lastName: 'Okafor',
  email: uniqueEmail(`dana`),
  phone: '5552223333',
  zipCode: '73301',
};

const jobs = [
  { source: 'Corner Grocery', amount: '412.50', frequency: 'weekly', hours: '30' },
  { source: 'Night Warehouse', amount: '380.00', frequency: 'biweekly', hours: '12' },
] as const;

test.use({ viewport: PHONE });

async function addJob(page: Page, job: (typeof jobs)[number]) {
  const form = page.getByTestId('income-form');
  await form.getByLabel(text('en', 'incomeForm.source')).fill(job.source);
  await form.getByLabel(text('en', 'incomeForm.amount')).fill(job.amount);
  await form
    .getByRole('radio', { name: text('en', `incomeForm.frequencies.${job.frequency}`) })
    .check();
  // Work verification was chosen, so the W-2 vs 1099/other choice shows (category 1).
  await expect(
    form.getByRole('radio', { name: text('en', 'incomeForm.workTypes.w2') }),
  ).toBeChecked();
  await form.getByLabel(text('en', 'incomeForm.hours')).fill(job.hours);
  await form.getByRole('button', { name: text('en', 'incomeForm.add') }).click();
  await expect(page.getByTestId('toast').first()).toContainText('Income Entry Added');
  await expect(page.getByTestId('toast').first()).toContainText('Amazing work!');
}

test('a W-2 worker with two jobs fills steps 1-7, reloads in the middle of step 6 and loses nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona);

  // Step 1: the account form, prefilled; saving it says 'Account Created' and goes on.
  await page.goto('/application/account-creation');
  await expectStep(page, 1, 'account-creation');
  await expect(page.getByLabel(text('en', 'registration.firstName'))).toHaveValue('Dana');
  await expect(page.getByLabel(text('en', 'account.phone'))).toHaveValue('(555) 222-3333');
  await scanBothViewports(page, 'account step');
  await page.getByRole('button', { name: text('en', 'account.submit') }).click();
  await expect(page.getByText('You must agree to the terms').first()).toBeVisible();
  await page.getByLabel(text('en', 'registration.agreeToTerms')).check();
  await page.getByRole('button', { name: text('en', 'account.submit') }).click();
  await expect(page.getByTestId('toast').first()).toContainText('Account Created');
  await expect(page.getByTestId('toast').first()).toContainText(
    'Your account has been created successfully!',
  );

  // Step 2: Continue needs a choice; the first choice creates the draft.
  await expectStep(page, 2, 'benefits-selection');
  await expectHeadingFocused(page);
  // Continue is disabled (aria-disabled, so it can still be found); a tap says why.
  await expect(page.getByTestId('benefits-continue')).toBeDisabled();
  await page.getByTestId('benefits-continue').click({ force: true });
  await expect(page.getByTestId('benefits-error')).toHaveText(
    'Please select at least one benefit to continue with your application.',
  );
  await page.getByTestId('benefit-snap').click();
  await expect(page.getByTestId('benefit-snap')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/benefits-selection\?id=\d+/);
  const applicationId = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByTestId('benefit-medicaid-magi').click();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await scanBothViewports(page, 'benefits step');
  await page.getByTestId('benefits-continue').click();
  await justMeAndAddress(page);

  // Step 3: work requirement; a choice is needed.
  await expectStep(page, 3, 'work-requirements');
  await expectHeadingFocused(page);
  await expect(page.getByTestId('work-continue')).toBeDisabled();
  await page.getByTestId('work-continue').click({ force: true });
  await expect(
    page.getByText('Please select an option to continue with your application.'),
  ).toBeVisible();
  await scanBothViewports(page, 'work step with its message');
  await page.getByRole('radio', { name: text('en', 'workStep.yes') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');

  // Browser back and forward move between steps; the address step keeps its answers.
  await page.goBack();
  await expectStep(page, 4, 'home-address');
  await expect(page.getByLabel(htext('address.street')).first()).toHaveValue(DEFAULT_HOME.street);
  await page.goForward();
  await expectStep(page, 3, 'work-requirements');
  await expect(page.getByRole('radio', { name: text('en', 'workStep.yes') })).toBeChecked();
  await page.getByTestId('work-continue').click();

  // Step 4: the four slides.
  await expectStep(page, 4, 'process-overview');
  await expect(page.getByTestId('overview-back')).toHaveText(/Back to Benefits/);
  await scanBothViewports(page, 'overview step');
  for (let slide = 1; slide < 4; slide += 1) await page.getByTestId('overview-next').click();
  await expect(page.getByTestId('overview-next')).toHaveText(/Start Application/);
  await page.getByTestId('overview-next').click();

  // Step 5: documents are optional; this applicant enters income by hand.
  await expectStep(page, 5, 'document-upload');
  await scanBothViewports(page, 'document step');
  await page.getByTestId('documents-skip').click();

  // Step 6: wages, two jobs.
  await expectStep(page, 6, 'income-categories');
  await expect(page.getByTestId('income-category-count')).toHaveText('Step 1 of 22');
  await expect(page.getByTestId('income-category-percent')).toContainText('5%');
  await expect(incomeQuestion(page)).toContainText('in the last 12 months'.replace('in', 'In'));
  await scanBothViewports(page, 'income step, first category');
  await incomeQuestion(page).getByRole('radio', { name: 'Yes' }).check();
  // Yes with no entry yet: Next is disabled.
  await expect(page.getByTestId('income-next')).toBeDisabled();
  await scanBothViewports(page, 'income form');
  await addJob(page, jobs[0]);
  await expect(incomeQuestion(page)).toContainText('any more money');
  await expect(page.getByTestId('income-entry')).toHaveCount(1);

  // Reload in the middle of step 6: same draft, same category, same answers.
  await page.reload();
  await expectStep(page, 6, 'income-categories');
  await expect(page).toHaveURL(new RegExp(`id=${applicationId}`));
  await expect(page.getByTestId('income-category-count')).toHaveText('Step 1 of 22');
  await expect(page.getByTestId('income-entry')).toHaveCount(1);
  await expect(page.getByTestId('income-entry')).toContainText('Corner Grocery');
  await expect(page.getByTestId('income-entry')).toContainText('$412.50 every week');

  await incomeQuestion(page).getByRole('radio', { name: 'Yes' }).check();
  await addJob(page, jobs[1]);
  await expect(page.getByTestId('income-entry')).toHaveCount(2);
  await scanBothViewports(page, 'income step with two entries');

  // Fix a typo in the second job: edit keeps the entry, with the new text.
  await page.getByRole('button', { name: 'Edit Night Warehouse' }).click();
  const editForm = page.getByTestId('income-form');
  await editForm.getByLabel(text('en', 'incomeForm.source')).fill('Night Warehouse Co');
  await editForm.getByRole('button', { name: text('en', 'incomeForm.saveChanges') }).click();
  await expect(page.getByTestId('income-entry').nth(1)).toContainText('Night Warehouse Co');

  // Every other category: No.
  for (let position = 1; position <= 22; position += 1) {
    await expect(page.getByTestId('income-category-count')).toHaveText(`Step ${position} of 22`);
    if (position > 1) {
      await incomeQuestion(page).getByRole('radio', { name: 'No' }).check();
    }
    await page.getByTestId('income-next').click();
  }

  // Step 7: totals from the server equal the domain's financialSummary of what was entered.
  await expectStep(page, 7, 'income-summary-pre');
  const expected = financialSummary([
    {
      categoryId: 1,
      source: jobs[0].source,
      amount: jobs[0].amount,
      frequency: jobs[0].frequency,
      hoursPerWeek: 30,
    },
    {
      categoryId: 1,
      source: 'Night Warehouse Co',
      amount: jobs[1].amount,
      frequency: jobs[1].frequency,
      hoursPerWeek: 12,
    },
  ]);
  await expect(page.getByTestId('summary-monthly')).toHaveText(
    formatDollars(expected.totalMonthlyIncome),
  );
  await expect(page.getByTestId('summary-annual')).toHaveText(
    formatDollars(expected.totalAnnualIncome),
  );
  await expect(page.getByTestId('summary-entry')).toHaveCount(2);
  await expect(page.getByTestId('summary-entry-category').first()).toHaveText(
    'Wages, Salaries, Tips',
  );
  await scanBothViewports(page, 'income summary');

  // Leaving and coming back from the dashboard resumes the draft at the furthest step.
  await page.goto('/');
  await page.getByTestId(`continue-${applicationId}`).click();
  await expectStep(page, 7, 'income-summary-pre');
  await expect(page.getByTestId('summary-monthly')).toHaveText(
    formatDollars(expected.totalMonthlyIncome),
  );

  // Edit Income goes back to the first category of step 6; Back from there reaches step 4.
  await page.getByRole('button', { name: text('en', 'summaryStep.editIncome') }).click();
  await expectStep(page, 6, 'income-categories');
  await expect(page.getByTestId('income-category-count')).toHaveText('Step 1 of 22');
  await page.getByTestId('income-previous').click();
  await expectStep(page, 4, 'process-overview');
  await settle(page);
  // The indicator shows how far the applicant got, not just the steps before this one.
  await expect(
    page
      .getByTestId('wizard-step-indicator')
      .locator('li')
      .nth(wizardSteps.indexOf('income-summary-pre')),
  ).toHaveAttribute('data-state', 'reached');
});
