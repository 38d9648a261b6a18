import type { WizardStep } from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import type { Act } from './household';
import type { Interactions } from './interactions';
import { htext } from './texts';
import { expectStep, scanPhone } from './wizard';

// Issue 18: the home costs and money steps, passed with their one-tap answers where a journey
// is not about them ("I don't pay rent or any of these costs", "No money in the bank or cash").

/**
 * Home costs, then money: one tap each, saved, on to the summary. The steps are looked for in
 * `options.language` (English unless asked); `options.onStep` runs on each before its tap.
 */
export async function passHomeCostsAndMoney(
  page: Page,
  ia?: Interactions,
  options: { language?: string; onStep?: (step: WizardStep) => Promise<void> } = {},
) {
  const tap = (testId: string) =>
    ia ? ia.click(page.getByTestId(testId)) : page.getByTestId(testId).click();
  const language = options.language ?? 'en';
  await expectStep(page, 'home-costs', language);
  await options.onStep?.('home-costs');
  await tap('home-costs-none');
  await expectStep(page, 'resources', language);
  await options.onStep?.('resources');
  await tap('resources-none');
  await expectStep(page, 'enhanced-financial-summary', language);
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
}

/** Monthly amounts as typed; a housing kind; the bills paid apart from the rent. */
export interface HomeCostsInput {
  housing: 'rent' | 'mortgage' | 'none';
  housingCost?: string;
  bills?: (
    | 'heating_cooling'
    | 'electricity'
    | 'water_sewer'
    | 'trash'
    | 'cooking_fuel'
    | 'phone'
  )[];
  dependentCare?: string;
  childSupportPaid?: string;
  medical?: string;
}

/** The home costs step answered (each cost monthly, the default), then on to money. */
export async function fillHomeCosts(page: Page, ia: Act, costs: HomeCostsInput) {
  await expectStep(page, 'home-costs');
  await ia.check(
    page
      .getByTestId('home-housing')
      .getByRole('radio', { name: htext(`home.housingKinds.${costs.housing}`) }),
  );
  const amounts = {
    housingCost: costs.housingCost,
    dependentCare: costs.dependentCare,
    childSupportPaid: costs.childSupportPaid,
    medical: costs.medical,
  };
  for (const [field, amount] of Object.entries(amounts))
    if (amount)
      await ia.fill(page.getByTestId(`cost-${field}`).getByLabel(htext('amount')), amount);
  for (const bill of costs.bills ?? [])
    await ia.check(
      page
        .getByTestId('home-bills')
        .getByRole('checkbox', { name: htext(`home.billKinds.${bill}`) }),
    );
  await scanAndGoOn(page, ia, 'home-costs', 'resources');
}

/** Axe on the step, then its Continue, to the next step. */
async function scanAndGoOn(page: Page, ia: Act, step: WizardStep, next: WizardStep) {
  await scanPhone(page, step);
  await ia.click(page.getByTestId(`${step}-continue`));
  await expectStep(page, next);
}

/** The money step answered: amounts in the bank and cash (the farm-work question is optional). */
export async function fillResources(
  page: Page,
  ia: Act,
  money: { checking?: string; savings?: string; cash?: string },
) {
  await expectStep(page, 'resources');
  for (const [field, amount] of Object.entries(money))
    if (amount) await ia.fill(page.getByLabel(htext(`money.${field}`)), amount);
  await scanAndGoOn(page, ia, 'resources', 'enhanced-financial-summary');
}
