import { expect, type Page } from '@playwright/test';
import { text } from './catalogs';
import { expectHeadingFocused, expectStep } from './wizard';

/** Steps 2-4 the quick way: one benefit, no work verification, through the slides. */
export async function goToDocumentStep(page: Page) {
  await page.goto('/application/benefits-selection');
  await expectStep(page, 2, 'benefits-selection');
  await page.getByTestId('benefit-snap').click();
  await expect(page).toHaveURL(/benefits-selection\?id=\d+/);
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('benefits-continue').click();
  await expectStep(page, 3, 'work-requirements');
  await page.getByRole('radio', { name: text('en', 'workStep.no') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('work-continue').click();
  await expectStep(page, 4, 'process-overview');
  for (let slide = 1; slide <= 4; slide += 1) await page.getByTestId('overview-next').click();
  await expectStep(page, 5, 'document-upload');
  await expectHeadingFocused(page);
}
