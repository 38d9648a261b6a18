import { financialSummary, formatDollars, wizardSteps } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { DEFAULT_HOME, justMeAndAddress } from '../support/household';
import { householdText } from '../support/texts';
import {
  expectHeadingFocused,
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
} from '../support/wizard';

// Persona (a): a W-2 worker with a weekly wage and a bi-weekly second job. They reload the page
// in the middle of step 6, and come back to it with Edit Income, and find everything still there.
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
  await expectStep(page, 'account-creation');
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
  await expectStep(page, 'benefits-selection');
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
  // 73301 is the IRS's own ZIP code in Austin: the ZIP table has no area for it, so nothing is
  // filled in and she types her city and county (decision 0540).
  await justMeAndAddress(page, {
    home: { ...DEFAULT_HOME, typed: { city: 'Austin', county: 'Travis' } },
  });

  // Step 3: work requirement; a choice is needed.
  await expectStep(page, 'work-requirements');
  await expectHeadingFocused(page);
  await expect(page.getByTestId('work-continue')).toBeDisabled();
  // By keyboard: at phone width the button can sit under the chat bar until scrolled, and a
  // forced click does not scroll (the page has room below it for that).
  await page.getByTestId('work-continue').press('Enter');
  await expect(
    page.getByText('Please select an option to continue with your application.'),
  ).toBeVisible();
  await scanBothViewports(page, 'work step with its message');
  await page.getByRole('radio', { name: text('en', 'workStep.yes') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');

  // Browser back and forward move between steps; the address step keeps its answers.
  await page.goBack();
  await expectStep(page, 'home-address');
  await expect(page.getByLabel(householdText('address.street')).first()).toHaveValue(
    DEFAULT_HOME.street,
  );
  await page.goForward();
  await expectStep(page, 'work-requirements');
  await expect(page.getByRole('radio', { name: text('en', 'workStep.yes') })).toBeChecked();
  await page.getByTestId('work-continue').click();

  // Step 4: the four slides.
  await expectStep(page, 'process-overview');
  await expect(page.getByTestId('overview-back')).toHaveText(/Back to Benefits/);
  await scanBothViewports(page, 'overview step');
  for (let slide = 1; slide < 4; slide += 1) await page.getByTestId('overview-next').click();
  await expect(page.getByTestId('overview-next')).toHaveText(/Start Application/);
  await page.getByTestId('overview-next').click();

  // Step 5: documents are optional; this applicant enters income by hand.
  await expectStep(page, 'document-upload');
  await scanBothViewports(page, 'document step');
  await page.getByTestId('documents-skip').click();

  // Step 6 (issue 18): one checklist; "Pay from a job" opens its form right below it.
  await expectStep(page, 'income-categories');
  const kinds = page.getByRole('group', { name: text('en', 'incomeStep.checklistLegend') });
  const payFromJob = kinds.getByRole('checkbox', { name: text('en', 'incomeStep.kinds.1.name') });
  const childSupport = kinds.getByRole('checkbox', {
    name: text('en', 'incomeStep.kinds.16.name'),
  });
  await expect(kinds.getByRole('checkbox')).toHaveCount(23);
  await expect(page.getByRole('radio', { name: 'Yes' })).toHaveCount(0);
  await scanBothViewports(page, 'income checklist');
  await payFromJob.check();
  await scanBothViewports(page, 'income form');
  await addJob(page, jobs[0]);
  await expect(page.getByTestId('income-entry')).toHaveCount(1);
  // Child support ticked, its amount not added yet.
  await childSupport.check();
  await expect(page.getByTestId('income-kind-section')).toHaveCount(2);

  // Reload in the middle of step 6: same draft, same entries, same ticks.
  await page.reload();
  await expectStep(page, 'income-categories');
  await expect(page).toHaveURL(new RegExp(`id=${applicationId}`));
  await expect(page.getByTestId('income-entry')).toHaveCount(1);
  await expect(page.getByTestId('income-entry')).toContainText('Corner Grocery');
  await expect(page.getByTestId('income-entry')).toContainText('$412.50 every week');
  await expect(payFromJob).toBeChecked();
  await expect(payFromJob).toBeDisabled();
  await expect(childSupport).toBeChecked();

  // A ticked kind with no amount stops Continue, said at once, with focus in its form.
  await page.getByTestId('income-next').click();
  await expect(page.getByTestId('income-next-error')).toContainText(
    text('en', 'incomeStep.kinds.16.name'),
  );
  await expect(
    page
      .locator('[data-testid="income-kind-section"][data-category-id="16"]')
      .getByLabel(text('en', 'incomeForm.source')),
  ).toBeFocused();
  await childSupport.uncheck();

  await page.getByTestId('income-add-more').click();
  await addJob(page, jobs[1]);
  await expect(page.getByTestId('income-entry')).toHaveCount(2);
  await scanBothViewports(page, 'income step with two entries');

  // Fix a typo in the second job: edit keeps the entry, with the new text.
  await page.getByRole('button', { name: 'Edit Night Warehouse' }).click();
  const editForm = page.getByTestId('income-form');
  await editForm.getByLabel(text('en', 'incomeForm.source')).fill('Night Warehouse Co');
  await editForm.getByRole('button', { name: text('en', 'incomeForm.saveChanges') }).click();
  await expect(page.getByTestId('income-entry').nth(1)).toContainText('Night Warehouse Co');
  await page.getByTestId('income-next').click();

  // Step 7: totals from the server equal the domain's financialSummary of what was entered.
  await expectStep(page, 'income-summary-pre');
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
  await expectStep(page, 'income-summary-pre');
  await expect(page.getByTestId('summary-monthly')).toHaveText(
    formatDollars(expected.totalMonthlyIncome),
  );

  // Edit Income goes back to step 6 with every answer kept; Back from there reaches step 4.
  await page.getByRole('button', { name: text('en', 'summaryStep.editIncome') }).click();
  await expectStep(page, 'income-categories');
  await expect(page.getByTestId('income-entry')).toHaveCount(2);
  await expect(payFromJob).toBeChecked();
  await expect(childSupport).not.toBeChecked();
  await page.getByTestId('income-previous').click();
  await expectStep(page, 'process-overview');
  await settle(page);
  // The indicator shows how far the applicant got, not just the steps before this one.
  await expect(
    page
      .getByTestId('wizard-step-indicator')
      .locator('li')
      .nth(wizardSteps.indexOf('income-summary-pre')),
  ).toHaveAttribute('data-state', 'reached');
});
