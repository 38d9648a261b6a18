import { expect, type Page } from '@playwright/test';
import type { Interactions } from './interactions';
import { expectStep } from './wizard';

// Issue 18: the home costs and money steps, passed with their one-tap answers where a journey
// is not about them ("I don't pay rent or any of these costs", "No money in the bank or cash").

/** Home costs, then money: one tap each, saved, on to the summary. */
export async function passHomeCostsAndMoney(page: Page, ia?: Interactions) {
  const tap = (testId: string) =>
    ia ? ia.click(page.getByTestId(testId)) : page.getByTestId(testId).click();
  await expectStep(page, 'home-costs');
  await tap('home-costs-none');
  await expectStep(page, 'resources');
  await tap('resources-none');
  await expectStep(page, 'enhanced-financial-summary');
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
}
