import { formatUsd } from '@benefits/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './catalogs';
import { justMeAndAddress } from './household';
import { expectHeadingFocused, expectStep } from './wizard';

/** Steps 2-4 the quick way: one benefit, no work verification, through the slides. */
export async function goToDocumentStep(page: Page) {
  await page.goto('/application/benefits-selection');
  await expectStep(page, 'benefits-selection');
  await page.getByTestId('benefit-snap').click();
  await expect(page).toHaveURL(/benefits-selection\?id=\d+/);
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('benefits-continue').click();
  await justMeAndAddress(page);
  await page.getByRole('radio', { name: text('en', 'workStep.no') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('work-continue').click();
  await expectStep(page, 'process-overview');
  for (let slide = 1; slide <= 4; slide += 1) await page.getByTestId('overview-next').click();
  await expectStep(page, 'document-upload');
  await expectHeadingFocused(page);
}

/**
 * The one income item read from a document, with the amount and frequency it should show:
 * read surely, it is listed as found; read under 0.7 confidence (a photo's OCR), it is shown
 * with the values read for the applicant to check (decision 0264), and is accepted here.
 */
export async function acceptReadIncome(
  results: Locator,
  expected: {
    cents: number;
    frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';
  },
) {
  const found = results.getByTestId('extracted-income');
  const check = results.getByTestId('check-income');
  await expect(found.or(check)).toHaveCount(1);
  if ((await check.count()) === 0) {
    await expect(found.getByTestId('extracted-amount')).toHaveText(
      text('en', `income.amountEvery.${expected.frequency}`).replace(
        '{{amount}}',
        formatUsd(expected.cents),
      ),
    );
    return;
  }
  await expect(check.getByTestId('check-income-amount')).toHaveValue(
    (expected.cents / 100).toFixed(2),
  );
  await expect(
    check.getByRole('radio', { name: text('en', `incomeForm.frequencies.${expected.frequency}`) }),
  ).toBeChecked();
  await check.getByTestId('check-income-use').click();
  await expect(check.getByTestId('check-income-done')).toBeFocused();
}
