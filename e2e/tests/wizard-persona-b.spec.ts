import { financialSummary, formatDollars } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import {
  DESKTOP,
  expectHeadingFocused,
  expectStep,
  incomeQuestion,
  registerPersona,
  scanBothViewports,
  tabTo,
} from '../support/wizard';

// Persona (b): a retiree with Social Security only, who answers No to most categories using
// the keyboard alone (no clicks from the first page to the income summary).
const persona = {
  firstName: 'Walter',
  lastName: 'Nguyen',
  email: uniqueEmail(`walter`),
  phone: '5554445555',
  zipCode: '33101',
};
const socialSecurity = { source: 'Social Security', amount: '1245.90' };

test.use({ viewport: DESKTOP });

async function answerNo(page: Page) {
  // Tab into the radio group (first answer: Yes), then the arrow key moves to No and picks it.
  await tabTo(page, incomeQuestion(page).getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowDown');
  await expect(incomeQuestion(page).getByRole('radio', { name: 'No' })).toBeChecked();
}

async function pressNext(page: Page) {
  await tabTo(page, page.getByTestId('income-next'));
  await page.keyboard.press('Enter');
}

test('a retiree with Social Security only answers with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona);

  // Signed in, /application opens on benefits-selection.
  await page.goto('/application');
  await expectStep(page, 2, 'benefits-selection');
  await scanBothViewports(page, 'benefits step (keyboard persona)');

  // Space and Enter both toggle a card.
  const nonMagi = page.getByTestId('benefit-medicaid-non-magi');
  await tabTo(page, nonMagi);
  await page.keyboard.press('Space');
  await expect(nonMagi).toHaveAttribute('aria-pressed', 'true');
  const snap = page.getByTestId('benefit-snap');
  await tabTo(page, snap);
  await page.keyboard.press('Enter');
  await expect(snap).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(snap).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(snap).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?id=\d+/);
  await tabTo(page, page.getByTestId('benefits-continue'));
  await page.keyboard.press('Enter');

  // Work requirement: No.
  await expectStep(page, 3, 'work-requirements');
  await expectHeadingFocused(page);
  await tabTo(page, page.getByRole('radio', { name: text('en', 'workStep.yes') }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: text('en', 'workStep.no') })).toBeChecked();
  await scanBothViewports(page, 'work step (keyboard persona)');
  await tabTo(page, page.getByTestId('work-continue'));
  await page.keyboard.press('Enter');

  // The four slides, then Start Application.
  await expectStep(page, 4, 'process-overview');
  for (let slide = 1; slide <= 4; slide += 1) {
    await expect(page.getByTestId(`overview-slide-${slide}`)).toBeVisible();
    await tabTo(page, page.getByTestId('overview-next'));
    await page.keyboard.press('Enter');
  }

  await expectStep(page, 5, 'document-upload');
  await tabTo(page, page.getByTestId('documents-skip'));
  await page.keyboard.press('Enter');

  // Step 6: No to wages and self-employment; Next without an answer is refused in words.
  await expectStep(page, 6, 'income-categories');
  await tabTo(page, page.getByTestId('income-next'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('income-next-error')).toHaveText(
    text('en', 'incomeStep.answerRequired'),
  );
  await answerNo(page);
  await pressNext(page);
  await expect(page.getByTestId('income-category-count')).toHaveText('Step 2 of 22');
  // The new category's heading has focus, so a screen reader reads where they are.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Self-Employment Income' }),
  ).toBeFocused();
  await answerNo(page);
  await pressNext(page);

  // Social Security: Yes, then the form. No W-2 choice here (not a work category).
  await expect(page.getByTestId('income-category-count')).toHaveText('Step 3 of 22');
  await tabTo(page, incomeQuestion(page).getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  const form = page.getByTestId('income-form');
  await expect(form.getByTestId('income-work-type')).toHaveCount(0);
  await expect(form.getByLabel(text('en', 'incomeForm.hours'))).toHaveCount(0);
  // Submitting empty shows the SPEC 5 messages and moves focus to the first field.
  await tabTo(page, form.getByRole('button', { name: text('en', 'incomeForm.add') }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Income source is required')).toBeVisible();
  await expect(form.getByText('Amount is required')).toBeVisible();
  await expect(form.getByLabel(text('en', 'incomeForm.source'))).toBeFocused();
  await scanBothViewports(page, 'income form with errors');
  await page.keyboard.type(socialSecurity.source);
  await tabTo(page, form.getByLabel(text('en', 'incomeForm.amount')));
  await page.keyboard.type(socialSecurity.amount);
  // Frequency stays monthly (the default).
  await expect(
    form.getByRole('radio', { name: text('en', 'incomeForm.frequencies.monthly') }),
  ).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: text('en', 'incomeForm.add') }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').first()).toContainText('Income Entry Added');
  await expect(page.getByTestId('income-entry')).toContainText('$1,245.90 every month');
  await expect(incomeQuestion(page)).toContainText('any more money');
  await scanBothViewports(page, 'income step after an entry');
  await pressNext(page);

  // Everything else: No.
  for (let position = 4; position <= 22; position += 1) {
    await expect(page.getByTestId('income-category-count')).toHaveText(`Step ${position} of 22`);
    await answerNo(page);
    await pressNext(page);
  }

  // Step 7: the summary equals the domain's financialSummary.
  await expectStep(page, 7, 'income-summary-pre');
  const expected = financialSummary([
    {
      categoryId: 3,
      source: socialSecurity.source,
      amount: socialSecurity.amount,
      frequency: 'monthly',
    },
  ]);
  await expect(page.getByTestId('summary-monthly')).toHaveText(
    formatDollars(expected.totalMonthlyIncome),
  );
  await expect(page.getByTestId('summary-annual')).toHaveText(
    formatDollars(expected.totalAnnualIncome),
  );
  await expect(page.getByTestId('summary-entry-category')).toHaveText('Social Security Benefits');
  await expect(page.getByTestId('summary-entry-monthly')).toHaveText('$1,245.90 a month');
  await scanBothViewports(page, 'income summary (keyboard persona)');

  // Issue 18: the button names the step it goes to (it said 'Continue to Final Review').
  await expect(page.getByTestId('summary-continue')).toHaveText(
    `Continue to ${text('en', 'wizard.steps.income-verification.title')}`,
  );
  await tabTo(page, page.getByTestId('summary-continue'));
  await page.keyboard.press('Enter');
  await expectStep(page, 8, 'income-verification');
  await scanBothViewports(page, 'verification placeholder');
});
