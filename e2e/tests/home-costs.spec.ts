import { snapExpeditedTextValues } from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { answer, draftWithSources, openStep9 } from '../support/expenseSteps';
import { getJson } from '../support/expenses';
import { passHomeCostsAndMoney } from '../support/homeCosts';
import { htext, rtext } from '../support/texts';
import {
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
  tabTo,
} from '../support/wizard';

// Issue 18: housing and care costs, money in the bank, and the expedited SNAP screen
// (7 CFR 273.2(i)). The drafts are in Illinois (ZIP 60614), whose heating and cooling
// standard for FY 2027 is $565.

test.use({ viewport: PHONE });

async function toHomeCosts(page: Parameters<typeof openStep9>[0], amount: string) {
  const { applicationId } = await draftWithSources(page, [
    { categoryId: 1, source: 'Corner Market', amount, frequency: 'monthly', isW2Income: true },
  ]);
  await openStep9(page, applicationId);
  await answer(page, 'no').check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('expense-intro-continue').click();
  await expectStep(page, 'home-costs');
  return applicationId;
}

test('rent, heat, $40 in the bank and low pay: "You may get SNAP within 7 days"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('expedited', 'Rosa', 'Delgado'));
  const applicationId = await toHomeCosts(page, '400.00');

  const housing = page.getByTestId('home-housing');
  await housing.getByRole('radio', { name: htext('home.housingKinds.rent') }).check();
  const rent = page.getByTestId('cost-housingCost');
  await expect(page.getByRole('group', { name: htext('home.rent'), exact: true })).toBeVisible();
  await rent.getByLabel(htext('amount')).fill('650');
  await page
    .getByTestId('home-bills')
    .getByRole('checkbox', { name: htext('home.billKinds.heating_cooling') })
    .check();
  await scanBothViewports(page, 'home costs with rent and heat');
  await page.getByTestId('home-costs-continue').click();

  await expectStep(page, 'resources');
  await page.getByLabel(htext('money.checking')).fill('40');
  await page.getByTestId('money-migrant').getByRole('radio', { name: 'No' }).check();
  await scanBothViewports(page, 'money with $40 in checking');
  await page.getByTestId('resources-continue').click();

  await expectStep(page, 'enhanced-financial-summary');
  const notice = page.getByTestId('expedited-notice');
  await expect(
    notice.getByRole('heading', { name: htext('expedited.title', snapExpeditedTextValues()) }),
  ).toBeVisible();
  await expect(notice).toContainText(htext('expedited.shelterOverIncome'));
  await expect(notice).toContainText(htext('expedited.agency'));
  await scanBothViewports(page, 'summary with the expedited notice');

  // What the server kept and screened: $650 + $565 is more than $400 + $40.
  const application = await getJson<{ homeCosts: unknown; resources: unknown }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(application.homeCosts).toMatchObject({
    housing: 'rent',
    housingCost: { amount: '650.00', frequency: 'monthly' },
    utilityBills: ['heating_cooling'],
  });
  expect(application.resources).toMatchObject({ checking: '40.00' });
  const screen = await getJson<Record<string, unknown>>(
    page,
    `/api/applications/${applicationId}/expedited-snap`,
  );
  expect(screen).toMatchObject({
    status: 'expedited',
    reason: 'shelterOverIncome',
    rentAndUtilities: 1215,
  });

  // Back keeps every answer.
  await page.getByRole('button', { name: rtext('back') }).click();
  await expectStep(page, 'resources');
  await expect(page.getByLabel(htext('money.checking'))).toHaveValue('40.00');
  await page.getByTestId('resources-back').click();
  await expectStep(page, 'home-costs');
  await expect(page.getByTestId('cost-housingCost').getByLabel(htext('amount'))).toHaveValue(
    '650.00',
  );
});

test('errors are said and focused; the one-tap answers pass both steps', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('onetap', 'Sam', 'Okafor'));
  const applicationId = await toHomeCosts(page, '2400.00');

  // Keyboard only: Continue with nothing chosen.
  await tabTo(page, page.getByTestId('home-costs-continue'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('home-costs-error')).toHaveText(htext('fixErrors'));
  const firstHousing = page
    .getByTestId('home-housing')
    .getByRole('radio', { name: htext('home.housingKinds.rent') });
  await expect(firstHousing).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByTestId('home-costs-continue').click();
  const rentAmount = page.getByTestId('cost-housingCost').getByLabel(htext('amount'));
  await expect(rentAmount).toBeFocused();
  await rentAmount.fill('1,32O.12');
  await page.getByTestId('home-costs-continue').click();
  await expect(page.getByTestId('cost-housingCost')).toContainText('Use numbers only');
  await settle(page);
  await scanBothViewports(page, 'home costs with errors');

  // One tap each, on to the summary; no 7-day notice for $2,400 a month and nothing paid.
  await passHomeCostsAndMoney(page);
  await expect(page.getByTestId('expedited-notice')).toHaveCount(0);
  const application = await getJson<{ homeCosts: unknown; resources: unknown }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(application.homeCosts).toMatchObject({ housing: 'none', housingCost: null });
  expect(application.resources).toMatchObject({ checking: null, other: [] });
});
