import { financialSummary, formatDollars } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { justMeAndAddressByKeyboard } from '../support/household';
import {
  DESKTOP,
  expectHeadingFocused,
  expectStep,
  registerPersona,
  scanBothViewports,
  tabTo,
} from '../support/wizard';

// Persona (b): a retiree with Social Security only, who fills the income checklist with the
// keyboard alone (no clicks from the first page to the income summary).
const persona = {
  firstName: 'Walter',
  lastName: 'Nguyen',
  email: uniqueEmail(`walter`),
  phone: '5554445555',
  zipCode: '33101',
};
const socialSecurity = { source: 'Social Security', amount: '1245.90' };

test.use({ viewport: DESKTOP });

async function pressNext(page: Page) {
  await tabTo(page, page.getByTestId('income-next'));
  await page.keyboard.press('Enter');
}

test('a retiree with Social Security only answers with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona);

  // Signed in, /application opens on benefits-selection.
  await page.goto('/application');
  await expectStep(page, 'benefits-selection');
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
  await justMeAndAddressByKeyboard(page);

  // Work requirement: No.
  await expectStep(page, 'work-requirements');
  await expectHeadingFocused(page);
  await tabTo(page, page.getByRole('radio', { name: text('en', 'workStep.yes') }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: text('en', 'workStep.no') })).toBeChecked();
  await scanBothViewports(page, 'work step (keyboard persona)');
  await tabTo(page, page.getByTestId('work-continue'));
  await page.keyboard.press('Enter');

  // The four slides, then Start Application.
  await expectStep(page, 'process-overview');
  for (let slide = 1; slide <= 4; slide += 1) {
    await expect(page.getByTestId(`overview-slide-${slide}`)).toBeVisible();
    await tabTo(page, page.getByTestId('overview-next'));
    await page.keyboard.press('Enter');
  }

  await expectStep(page, 'document-upload');
  await tabTo(page, page.getByTestId('documents-skip'));
  await page.keyboard.press('Enter');

  // Step 6 (issue 18): Continue with nothing ticked is refused in words, focus on the list.
  await expectStep(page, 'income-categories');
  await pressNext(page);
  await expect(page.getByTestId('income-next-error')).toHaveText(
    text('en', 'incomeStep.pickRequired'),
  );
  const kinds = page.getByRole('group', { name: text('en', 'incomeStep.checklistLegend') });
  await expect(
    kinds.getByRole('checkbox', { name: text('en', 'incomeStep.kinds.1.name') }),
  ).toBeFocused();

  // Social Security: Space ticks it, and its form opens right below. No W-2 choice here (not a
  // work kind).
  const socialSecurityBox = kinds.getByRole('checkbox', {
    name: text('en', 'incomeStep.kinds.3.name'),
  });
  await tabTo(page, socialSecurityBox);
  await page.keyboard.press('Space');
  await expect(socialSecurityBox).toBeChecked();
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
  // The list of the kind's entries has focus, so a screen reader says what was added.
  await expect(
    page
      .locator('[data-testid="income-kind-section"][data-category-id="3"]')
      .getByRole('heading', { level: 3, name: /You added 1 income/ }),
  ).toBeFocused();
  await scanBothViewports(page, 'income step after an entry');
  await pressNext(page);

  // Step 7: the summary equals the domain's financialSummary.
  await expectStep(page, 'income-summary-pre');
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
  await expectStep(page, 'income-verification');
  await scanBothViewports(page, 'verification placeholder');
});
